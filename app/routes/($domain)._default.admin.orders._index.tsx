import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { ordersData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
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
      {items.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('common.empty')}</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <thead className="border-b text-gray-500">
            <tr>
              <th className="py-2">{t('orders.number')}</th>
              <th className="py-2">{t('orders.buyer')}</th>
              <th className="py-2">{t('orders.product')}</th>
              <th className="py-2">{t('orders.amount')}</th>
              <th className="py-2">{t('orders.method')}</th>
              <th className="py-2">{t('orders.status')}</th>
              <th className="py-2">{t('orders.created')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.id} className="border-b border-gray-100">
                <td className="py-2">
                  <Link
                    to={tenantPath(domain, `/admin/orders/${o.id}`)}
                    className="text-primary-700 underline"
                  >
                    {o.orderNumber}
                  </Link>
                </td>
                <td className="py-2">{o.email}</td>
                <td className="py-2">{o.orderName}</td>
                <td className="py-2">{o.amount}</td>
                <td className="py-2">{o.paymentType ? t(`commerce:methods.${o.paymentType}`) : '-'}</td>
                <td className="py-2">{t(`commerce:orderStatus.${o.status}`)}</td>
                <td className="py-2">{o.created}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="mt-6 flex justify-between" aria-label={t('orders.title')}>
        {query.page > 1 ? <Link to={pageLink(query.page - 1)}>← {t('common.previous')}</Link> : <span />}
        {hasNext ? <Link to={pageLink(query.page + 1)}>{t('common.next')} →</Link> : null}
      </nav>
    </div>
  );
}
