import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requireViewer } from '~/features/accounts/guards.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { getFixedT } from '~/lib/i18n.server';

export const handle = { i18n: ['accounts'] };

/** My coupons. Coupons are issued by the commerce features; until one is, the wallet is empty. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  const t = await getFixedT(request, 'accounts');
  return { title: t('coupons.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

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
