import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { MessageDialog } from '~/ui/Dialog';

/**
 * Spec: generation needs a position or company first, "else a dialog leads to the position screen".
 * Opened by the write button with JavaScript; without it the post answers with the same message and
 * link on the page.
 */
export function PositionRequiredDialog({ profileId, onClose }: { profileId: number; onClose: () => void }) {
  const { t } = useTranslation('coverletters');
  const domain = useDomain();
  return (
    <MessageDialog
      id="position-required"
      title={t('generation.positionTitle')}
      message={t('generation.noPosition')}
      testId="position-required"
      onDismiss={onClose}
    >
      <button type="button" className="btn-secondary" data-dialog-dismiss onClick={onClose}>
        {t('common:actions.close')}
      </button>
      <Link to={tenantPath(domain, `/profile/position?id=${profileId}`)} className="btn-primary">
        {t('generation.toPosition')}
      </Link>
    </MessageDialog>
  );
}
