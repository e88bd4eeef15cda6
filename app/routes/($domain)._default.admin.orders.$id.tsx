import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { orderAction, orderData } from '~/features/admin/admin-pages.server';
import { AdminNav, DetailLine } from '~/features/admin/AdminNav';
import { OperatorLogSection } from '~/features/admin/OperatorLog';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderData(request, context, params.id);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await orderAction(context, params.id, await readFormData(request));
  return result.type === 'redirect' ? redirectWithToast(result.to, result.toast) : redirect('.');
}

export default function AdminOrder() {
  const { order, buyer, payment, refundId, log } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to={tenantPath(domain, '/admin/orders')} className="text-sm text-primary-700">
        ← {t('common.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('orders.detail')}</h1>
      <AdminNav />
      <dl className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5 text-sm">
        <DetailLine label={t('orders.number')} value={order.orderNumber} />
        <DetailLine label={t('orders.buyer')} value={buyer} />
        <DetailLine label={t('orders.product')} value={order.orderName} />
        <DetailLine label={t('orders.amount')} value={order.amount} />
        <DetailLine
          label={t('orders.method')}
          value={order.paymentType ? t(`commerce:methods.${order.paymentType}`) : null}
        />
        <DetailLine label={t('orders.status')} value={t(`commerce:orderStatus.${order.status}`)} />
        <DetailLine label={t('orders.created')} value={order.created} />
        <DetailLine label={t('orders.completed')} value={order.completed} />
        <DetailLine label={t('orders.deadline')} value={order.deadline} />
        <DetailLine
          label={t('orders.payment')}
          value={payment ? `${payment.provider} · ${payment.status}` : null}
        />
        <DetailLine label={t('orders.paymentKey')} value={payment?.paymentKey} />
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
      <OperatorLogSection entries={log} />
    </div>
  );
}
