import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { refundAdminAction, refundData } from '~/features/admin/admin-pages.server';
import { AdminNav, DetailLine } from '~/features/admin/AdminNav';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return refundData(request, context, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await refundAdminAction(context, params.id, await readFormData(request));
  return result.type === 'redirect' ? redirectWithToast(result.to, result.toast) : redirect('.');
}

export default function AdminRefund() {
  const { refund, order, email, canComplete } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const domain = useDomain();
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to={tenantPath(domain, '/admin/refunds')} className="text-sm text-primary-700">
        ← {t('common.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('refunds.title')}</h1>
      <AdminNav />
      <dl className="mt-6 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5 text-sm">
        <DetailLine label={t('orders.number')} value={order.orderNumber} />
        <DetailLine label={t('orders.buyer')} value={email} />
        <DetailLine
          label={t('orders.method')}
          value={order.paymentType ? t(`commerce:methods.${order.paymentType}`) : null}
        />
        <DetailLine label={t('orders.amount')} value={refund.amount} />
        <DetailLine
          label={t('refunds.reason')}
          value={
            refund.reason === 'OTHER' && refund.reasonText
              ? refund.reasonText
              : t(`commerce:refund.reasons.${refund.reason}`)
          }
        />
        <DetailLine
          label={t('refunds.status')}
          value={t(`refunds.statuses.${refund.status}`, { defaultValue: refund.status })}
        />
        <DetailLine label={t('refunds.requested')} value={refund.requested} />
        <DetailLine label={t('refunds.completed')} value={refund.completed} />
        <DetailLine label={t('refunds.failure')} value={refund.failureCode} />
      </dl>
      <Link
        to={tenantPath(domain, `/admin/orders/${order.id}`)}
        className="mt-4 inline-block text-primary-700 underline"
      >
        {t('orders.detail')}
      </Link>
      {canComplete ? (
        <Form method="post" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <p className="text-sm">{t('refunds.completeNote')}</p>
          <SubmitButton intent="complete" className="btn-primary mt-3">
            {t('refunds.complete')}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
