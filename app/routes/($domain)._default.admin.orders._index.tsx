import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { ordersData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
import { ConsoleList } from '~/features/admin/ConsoleList';
import { ORDER_STATUSES } from '~/features/orders/constants';
import { tenantPath, useDomain } from '~/lib/root-data';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context }: LoaderFunctionArgs) {
  return ordersData(request, context);
}

export const meta = titleMeta;

export default function AdminOrders() {
  const { items, query, hasNext } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ q: query.q, status: query.status, page: String(page) })}`;
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
      <AdminNav />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('orders.query')}
          <input name="q" defaultValue={query.q} className="input mt-1" maxLength={254} />
        </label>
        <label className="flex flex-col text-sm">
          {t('orders.status')}
          <select name="status" defaultValue={query.status} className="input mt-1">
            <option value="">{t('common.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`commerce:orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {t('common.search')}
        </button>
      </Form>
      <ConsoleList
        headers={[
          t('orders.number'),
          t('orders.buyer'),
          t('orders.product'),
          t('orders.amount'),
          t('orders.method'),
          t('orders.status'),
          t('orders.created'),
        ]}
        rows={items.map((o) => ({
          id: o.id,
          href: tenantPath(domain, `/admin/orders/${o.id}`),
          cells: [
            o.orderNumber,
            o.email,
            o.orderName,
            o.amount,
            o.paymentType ? t(`commerce:methods.${o.paymentType}`) : '-',
            t(`commerce:orderStatus.${o.status}`),
            o.created,
          ],
        }))}
        page={query.page}
        hasNext={hasNext}
        pageHref={pageLink}
        label={t('orders.title')}
      />
    </div>
  );
}
