import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { tenantPath, useDomain } from '~/lib/root-data';

/** The job-centre promotion: a modal whose two buttons post, so it closes without JavaScript too. */
export function PromotionDialog() {
  const { t } = useTranslation('home');
  const domain = useDomain();
  const location = useLocation();
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="promotion-title"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
        data-testid="promotion"
      >
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
          <button type="submit" name="intent" value="close" className="btn-primary">
            {t('promotion.close')}
          </button>
        </Form>
      </div>
    </div>
  );
}
