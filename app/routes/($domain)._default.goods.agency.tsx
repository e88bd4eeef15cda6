import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { tenantPath, useDomain } from '~/lib/root-data';
import { useTranslation } from '~/lib/i18n-react';
import { agencyGoodsPageData } from '~/features/orders/goods-page.server';
import { GoodsCards } from '~/features/orders/GoodsCards';
import { staffOf } from '~/features/agencies/staff-guards.server';
import { httpError } from '~/lib/http.server';
import { getLanguage } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce', 'agencyPurchase'] };

/** Institution goods: for institution accounts only (spec §2); anyone else (visitors too) gets the unknown page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await staffOf(context.viewer))) throw httpError(404);
  return agencyGoodsPageData(await getLanguage(request));
}

export const meta = titleMeta;

export default function AgencyGoodsPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation('commerce');
  const domain = useDomain();
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('goods.agencyTitle')}</h1>
      <p className="mt-2 text-gray-600">{t('goods.agencyIntro')}</p>
      {items.length ? (
        <GoodsCards items={items} choose={false} />
      ) : (
        <p className="mt-8 text-gray-600">{t('goods.empty')}</p>
      )}
      <Link
        to={tenantPath(domain, '/agency')}
        className="btn-primary mt-8 inline-flex"
        data-testid="buy-with-code"
      >
        {t('agencyPurchase:tickets.buy')}
      </Link>
    </div>
  );
}
