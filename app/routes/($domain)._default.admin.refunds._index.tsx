import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { refundsData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
import { ConsoleList } from '~/features/admin/ConsoleList';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return refundsData(request, context);
}

export const meta = titleMeta;

export default function AdminRefunds() {
  const { items, page, hasNext } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('refunds.title')}</h1>
      <AdminNav />
      <ConsoleList
        headers={[
          t('orders.number'),
          t('orders.buyer'),
          t('orders.amount'),
          t('refunds.reason'),
          t('refunds.status'),
          t('refunds.requested'),
        ]}
        rows={items.map((r) => ({
          id: r.id,
          href: tenantPath(domain, `/admin/refunds/${r.id}`),
          cells: [
            r.orderNumber,
            r.email,
            r.amount,
            t(`commerce:refund.reasons.${r.reason}`),
            t(`refunds.statuses.${r.status}`, { defaultValue: r.status }),
            r.requested,
          ],
        }))}
        page={page}
        hasNext={hasNext}
        pageHref={(p) => `?page=${p}`}
        label={t('refunds.title')}
      />
    </div>
  );
}
