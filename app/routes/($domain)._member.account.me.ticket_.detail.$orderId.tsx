import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { BusinessInfoSection } from '~/features/agencies/BusinessInfo';
import { orderDetailData, refundAction } from '~/features/orders/detail-page.server';
import { RefundDialog } from '~/features/orders/RefundDialog';
import { DetailLine } from '~/features/orders/DetailLine';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Alert';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['commerce', 'accounts', 'agencyPurchase'] };

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderDetailData(request, context, params.orderId);
}

export const meta = titleMeta;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await refundAction(request, context, params.orderId, await readFormData(request));
  if (result.type === 'invalid') return data({ result: result.reply }, { status: result.status });
  return redirectWithToast(result.to, result.toast);
}

/** What the member reads for each refund state (REQUESTED is explained beside it). */
const REFUND_STATE: Record<string, string> = {
  DONE: 'orderStatus.REFUNDED',
  FAILED: 'detail.refundFailed',
  REJECTED: 'detail.refundRejected',
  REQUESTED: 'refund.requested',
};

const Line = DetailLine;

export default function OrderDetailPage() {
  const { order, payment, refund, refundable, used, self, account, backHref, business } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation('commerce');
  const asking = refundable && (params.get('refund') === '1' || Boolean(actionData?.result));
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to={backHref} className="text-sm text-primary-700">
        ← {t('detail.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('detail.title')}</h1>
      <div className={`mt-6 grid gap-6 ${refund ? 'sm:grid-cols-2' : ''}`}>
        <section aria-labelledby="payment-title" className="rounded-2xl border border-gray-200 p-5">
          <h2 id="payment-title" className="font-semibold">
            {t('detail.payment')}
          </h2>
          <dl className="mt-2 divide-y divide-gray-100 text-sm">
            <Line label={t('order.number')} value={order.orderNumber} />
            <Line label={t('detail.status')} value={t(`orderStatus.${order.status}`)} />
            <Line label={t('detail.completedAt')} value={order.completedAt} />
            <Line label={t('order.product')} value={`${order.orderName} · ${order.price}`} />
            <Line label={t('order.price')} value={order.price} />
            <Line label={t('order.discount')} value={order.discount} />
            <Line label={t('order.final')} value={order.final} />
            <Line
              label={t('detail.method')}
              value={
                payment?.method
                  ? t(`methods.${payment.method}`)
                  : order.paymentType
                    ? t(`methods.${order.paymentType}`)
                    : null
              }
            />
          </dl>
        </section>
        {refund ? (
          <section
            aria-labelledby="refund-title"
            className="rounded-2xl border border-gray-200 p-5"
            data-testid="refund-info"
          >
            <h2 id="refund-title" className="font-semibold">
              {t('detail.refund')}
            </h2>
            <dl className="mt-2 divide-y divide-gray-100 text-sm">
              <Line
                label={t('detail.status')}
                value={t(REFUND_STATE[refund.status] ?? 'detail.refundFailed')}
              />
              {refund.status === 'REQUESTED' ? (
                <div className="py-2 text-gray-700" role="status">
                  {self ? t('detail.refundPendingTransfer') : t('detail.refundProcessing')}
                </div>
              ) : null}
              <Line label={t('detail.refundRequestedAt')} value={refund.requestedAt} />
              {/* Only a refund that paid money back has a refund date (a pending one has none yet). */}
              {refund.status === 'DONE' ? (
                <Line label={t('detail.refundDate')} value={refund.completedAt} />
              ) : null}
              <Line
                label={t('detail.refundReason')}
                value={
                  refund.reason === 'OTHER' && refund.reasonText
                    ? refund.reasonText
                    : t(`refund.reasons.${refund.reason}`)
                }
              />
              {refund.payback ? <Line label={t('detail.paybackAccount')} value={refund.payback} /> : null}
              <Line label={t('detail.refundAmount')} value={refund.amount} />
            </dl>
          </section>
        ) : null}
      </div>
      {business ? <BusinessInfoSection business={business} /> : null}
      {order.status === 'WAITING_DEPOSIT' && account ? (
        <div className="mt-6">
          <Alert tone="info">{t('detail.depositInfo', { account, deadline: order.depositDeadline })}</Alert>
        </div>
      ) : null}
      {used ? <p className="mt-6 text-sm text-gray-600">{t('detail.usedNote')}</p> : null}
      {refundable ? (
        <div className="mt-6">
          <p className="text-sm text-gray-600">{self ? t('detail.timingAccount') : t('detail.timingCard')}</p>
          <Link to="?refund=1" className="btn-secondary mt-3 inline-flex" data-testid="request-refund">
            {t('detail.requestRefund')}
          </Link>
        </div>
      ) : null}
      {asking ? <RefundDialog lastResult={actionData?.result} transfer={self} /> : null}
    </div>
  );
}
