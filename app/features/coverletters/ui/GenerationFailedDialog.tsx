import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { MessageDialog } from '~/ui/Dialog';
import { useHydrated } from '~/ui/useHydrated';

/**
 * Spec: a generation failure is a confirm dialog with the error's message. With JavaScript it is modal
 * (focus kept inside, Escape closes); without, it is a box on the page whose OK reloads the screen.
 */
export function GenerationFailedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('coverletters');
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <MessageDialog
      id="generation-failed"
      title={t('generation.failedTitle')}
      message={message}
      testId="generation-failed"
      onDismiss={onClose}
    >
      {hydrated ? (
        <button type="button" className="btn-primary" data-dialog-dismiss onClick={onClose}>
          {t('common:actions.confirm')}
        </button>
      ) : (
        <Link to={location.pathname + location.search} className="btn-primary" data-dialog-dismiss>
          {t('common:actions.confirm')}
        </Link>
      )}
    </MessageDialog>
  );
}
