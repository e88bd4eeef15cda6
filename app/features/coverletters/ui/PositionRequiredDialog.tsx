import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';

/**
 * Spec: generation needs a position or company first, "else a dialog leads to the position screen".
 * Opened by the write button with JavaScript; without it the post answers with the same message and
 * link on the page.
 */
export function PositionRequiredDialog({ profileId, onClose }: { profileId: number; onClose: () => void }) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  return (
    <Dialog
      role="alertdialog"
      labelledBy="position-required-title"
      describedBy="position-required-message"
      testId="position-required"
      onDismiss={onClose}
    >
      <h2 id="position-required-title" className="text-lg font-semibold">
        {t('generation.positionTitle')}
      </h2>
      <p id="position-required-message" className="mt-2 text-sm text-gray-700">
        {t('generation.noPosition')}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" data-dialog-dismiss onClick={onClose}>
          {t('common:actions.close')}
        </button>
        <Link to={tenantPath(domain, `/profile/position?id=${profileId}`)} className="btn-primary">
          {t('generation.toPosition')}
        </Link>
      </div>
    </Dialog>
  );
}
