import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requireViewer } from '~/features/accounts/guards.server';
import { tenantPath, useDomain } from '~/lib/root-data';

export const handle = { i18n: ['accounts'] };

/** My coupons. Coupons are issued by the commerce features; until one is, the wallet is empty. */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  return null;
}

export default function CouponsPage() {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to={tenantPath(domain, '/account/me')} className="text-sm text-primary-700">
        ← {t('me.title')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('coupons.title')}</h1>
      <p
        className="mt-8 rounded-2xl border border-dashed border-gray-300 p-10 text-center text-gray-600"
        data-testid="coupons-empty"
      >
        {t('coupons.empty')}
      </p>
    </div>
  );
}
