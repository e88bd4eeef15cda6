import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';

/** The job-centre promotion: a modal whose two buttons post, so it closes without JavaScript too; Escape closes. */
export function PromotionDialog() {
  const { t } = useTranslation('home');
  const domain = useDomain();
  const location = useLocation();
  return (
    <Dialog labelledBy="promotion-title" testId="promotion">
      <h2 id="promotion-title" className="text-lg font-bold">
        {t('promotion.title')}
      </h2>
      <p className="mt-3 text-sm text-gray-600">{t('promotion.body')}</p>
      <Form
        method="post"
        action={tenantPath(domain, '/promotion')}
        className="mt-6 flex justify-between gap-2"
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" name="intent" value="hide-today" className="btn-ghost text-xs">
          {t('promotion.hideToday')}
        </button>
        <button type="submit" name="intent" value="close" className="btn-primary" data-dialog-dismiss>
          {t('promotion.close')}
        </button>
      </Form>
    </Dialog>
  );
}
