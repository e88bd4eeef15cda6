import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { refundAdminAction, refundData } from '~/features/admin/admin-pages.server';
import { AdminNav, DetailLine } from '~/features/admin/AdminNav';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { titleMeta } from '~/lib/meta';
import { TableScroll } from '~/ui/TableScroll';

export const handle = { i18n: ['admin', 'commerce'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return refundData(request, context, params.id);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await refundAdminAction(context, params.id, await readFormData(request));
  return result.type === 'redirect' ? redirectWithToast(result.to, result.toast) : redirect('.');
}

export default function AdminRefund() {
  const { refund, order, email, canComplete, payback, usage } = useLoaderData<typeof loader>();
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
        {payback ? (
          <DetailLine
            label={t('refunds.payback')}
            value={`${t(`commerce:banks.${payback.bank}`)} ${payback.account} · ${payback.holder}`}
          />
        ) : null}
      </dl>
      <section aria-labelledby="usage-title" className="mt-6" data-testid="refund-usage">
        <h2 id="usage-title" className="text-lg font-semibold">
          {t('refunds.usageTitle')}
        </h2>
        {usage.pass ? (
          <dl className="mt-2 divide-y divide-gray-100 rounded-2xl border border-gray-200 px-5 text-sm">
            <DetailLine label={t('refunds.passName')} value={usage.pass.name} />
            <DetailLine label={t('refunds.passPeriod')} value={usage.pass.period} />
            <DetailLine label={t('refunds.heldSince')} value={usage.pass.heldSince} />
          </dl>
        ) : null}
        {usage.seatsUsed !== null ? (
          <p className="mt-2 text-sm">{t('refunds.seatsUsed', { count: usage.seatsUsed })}</p>
        ) : null}
        {usage.uses.length ? (
          <TableScroll label={t('refunds.usageTitle')} className="mt-3">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('refunds.usesCaption')}</caption>
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col" className="py-2">
                    {t('refunds.useAt')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('refunds.useState')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {usage.uses.map((u) => (
                  <tr key={u.id} className="border-b border-gray-100">
                    <td className="py-2">{u.at}</td>
                    <td className="py-2">
                      {u.givenBack ? t('refunds.useGivenBack', { at: u.givenBack }) : t('refunds.useCounted')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p className="mt-2 text-sm text-gray-700">{t('refunds.noUses')}</p>
        )}
      </section>
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
