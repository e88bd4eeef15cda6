import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { refundsData } from '~/features/admin/admin-pages.server';
import { AdminNav } from '~/features/admin/AdminNav';
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
      {items.length === 0 ? (
        <p className="mt-6 text-gray-600">{t('common.empty')}</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <thead className="border-b text-gray-500">
            <tr>
              <th className="py-2">{t('orders.number')}</th>
              <th className="py-2">{t('orders.buyer')}</th>
              <th className="py-2">{t('orders.amount')}</th>
              <th className="py-2">{t('refunds.reason')}</th>
              <th className="py-2">{t('refunds.status')}</th>
              <th className="py-2">{t('refunds.requested')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} className="border-b border-gray-100">
                <td className="py-2">
                  <Link
                    to={tenantPath(domain, `/admin/refunds/${r.id}`)}
                    className="text-primary-700 underline"
                  >
                    {r.orderNumber}
                  </Link>
                </td>
                <td className="py-2">{r.email}</td>
                <td className="py-2">{r.amount}</td>
                <td className="py-2">{t(`commerce:refund.reasons.${r.reason}`)}</td>
                <td className="py-2">{t(`refunds.statuses.${r.status}`, { defaultValue: r.status })}</td>
                <td className="py-2">{r.requested}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="mt-6 flex justify-between" aria-label={t('refunds.title')}>
        {page > 1 ? <Link to={`?page=${page - 1}`}>← {t('common.previous')}</Link> : <span />}
        {hasNext ? <Link to={`?page=${page + 1}`}>{t('common.next')} →</Link> : null}
      </nav>
    </div>
  );
}
