import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { orderAction, orderData } from '~/features/admin/admin-pages.server';
import { AdminNav, Snapshot } from '~/features/admin/AdminNav';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderData(request, context, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await orderAction(context, params.id, await readFormData(request));
  return result.type === 'redirect' ? redirectWithToast(result.to, result.toast) : redirect('.');
}

export default function AdminOrder() {
  const { order, buyer, payment, refundId, log } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  const line = (label: string, value: string | null | undefined) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-right">{value || '-'}</dd>
    </div>
  );
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to={tenantPath(domain, '/admin/orders')} className="text-sm text-primary-700">
        ← {t('common.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('orders.detail')}</h1>
      <AdminNav />
      <dl className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5 text-sm">
        {line(t('orders.number'), order.orderNumber)}
        {line(t('orders.buyer'), `${buyer.name} <${buyer.email}>`)}
        {line(t('orders.product'), order.orderName)}
        {line(t('orders.amount'), order.amount)}
        {line(t('orders.method'), order.paymentType ? t(`commerce:methods.${order.paymentType}`) : null)}
        {line(t('orders.status'), t(`commerce:orderStatus.${order.status}`))}
        {line(t('orders.created'), order.created)}
        {line(t('orders.completed'), order.completed)}
        {line(t('orders.deadline'), order.deadline)}
        {line(t('orders.payment'), payment ? `${payment.provider} · ${payment.status}` : null)}
        {line(t('orders.paymentKey'), payment?.paymentKey)}
      </dl>
      <p data-testid="admin-order-status" className="sr-only">
        {order.status}
      </p>
      {refundId ? (
        <Link
          to={tenantPath(domain, `/admin/refunds/${refundId}`)}
          className="mt-4 inline-block text-primary-700 underline"
        >
          {t('nav.refunds')}
        </Link>
      ) : null}
      {order.status === 'WAITING_DEPOSIT' ? (
        <Form method="post" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <p className="text-sm">{t('orders.confirmDepositNote')}</p>
          <SubmitButton intent="confirm-deposit" className="btn-primary mt-3">
            {t('orders.confirmDeposit')}
          </SubmitButton>
        </Form>
      ) : null}
      <section className="mt-10" aria-labelledby="log-title">
        <h2 id="log-title" className="text-lg font-semibold">
          {t('log.title')}
        </h2>
        {log.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('common.empty')}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead className="border-b text-gray-500">
              <tr>
                <th className="py-2">{t('log.when')}</th>
                <th className="py-2">{t('log.who')}</th>
                <th className="py-2">{t('log.what')}</th>
                <th className="py-2">{t('log.before')}</th>
                <th className="py-2">{t('log.after')}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top">
                  <td className="py-2">{entry.when}</td>
                  <td className="py-2">{entry.who}</td>
                  <td className="py-2">{entry.what}</td>
                  <td className="py-2">
                    <Snapshot value={entry.before} />
                  </td>
                  <td className="py-2">
                    <Snapshot value={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
