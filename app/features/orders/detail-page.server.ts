import type { AppLoadContext } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/index.server';
import { formatDateMinute } from '~/lib/format';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { operatorInfo } from '~/features/admin/index.server';
import { parseSubmission } from '~/lib/form.server';
import { tenantPath } from '~/lib/root-data';
import type { Toast } from '~/lib/toast.server';
import type { TFunction } from 'i18next';
import type { Refund } from '#db/schema';

type ToastMessage = Omit<Toast, 'id'>;
import { CommerceError } from './errors';
import { formatMoney } from '~/lib/money';
import { orderSummary, pageOrder } from './order-page.server';
import { orderDetail } from './orders.server';
import { isRefundable, openPayback, requestRefund } from './refunds.server';
import { orderPassUsed } from './pass-use.server';
import { refundSchema } from './schemas';
import { db } from '~/lib/db.server';
import { businessOf } from '~/features/agencies/index.server';
import { isStaff } from '~/lib/viewer';

/** The member's own payback account, with all but the last four digits hidden. */
function paybackView(refund: Refund, t: TFunction) {
  const payback = openPayback(refund);
  if (!payback) return null;
  return t('detail.paybackValue', {
    bank: t(`banks.${payback.bank}`),
    account: `${'*'.repeat(Math.max(0, payback.account.length - 4))}${payback.account.slice(-4)}`,
    holder: payback.holder,
  });
}

/** The order detail page: the order, its payment, its refund, and whether a refund may be asked. */
export async function orderDetailData(
  request: Request,
  context: AppLoadContext,
  orderNumber: string | undefined,
) {
  const viewer = requireViewer(request, context);
  const order = await pageOrder(viewer.id, orderNumber);
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'commerce');
  const { payment, refund } = await orderDetail(order);
  const refundable = await isRefundable(order, refund);
  const used = order.status === 'PAID' && !refundable && (await orderPassUsed(db(), order.id));
  return {
    title: t('detail.title'),
    order: orderSummary(order, lng),
    payment: payment && {
      method: order.paymentType,
      amount: formatMoney(payment.amount, payment.currency, lng),
      approvedAt: payment.approvedAt ? formatDateMinute(payment.approvedAt) : null,
    },
    refund: refund && {
      status: refund.status,
      payback: paybackView(refund, t),
      reason: refund.reason,
      reasonText: refund.reasonText,
      amount: formatMoney(refund.amount, refund.currency, lng),
      completedAt: refund.completedAt ? formatDateMinute(refund.completedAt) : null,
      requestedAt: formatDateMinute(refund.createdAt),
    },
    refundable,
    used,
    self: order.paymentType === 'SELF',
    account: order.status === 'WAITING_DEPOSIT' ? operatorInfo(lng).bankAccount : null,
    backHref: tenantPath(context.tenant.domain, '/account/me/ticket'),
    business: isStaff(viewer) ? await businessOf(order.id) : null,
  };
}

export type RefundActionResult =
  | { type: 'done'; to: string; toast: ToastMessage }
  | { type: 'invalid'; reply: ReturnType<ReturnType<typeof parseSubmission>['reply']>; status: number };

/** The refund dialog's form: a reason (and text for "other"), then the refund; the page reloads with a toast. */
export async function refundAction(
  request: Request,
  context: AppLoadContext,
  orderNumber: string | undefined,
  form: FormData,
): Promise<RefundActionResult> {
  const viewer = requireViewer(request, context);
  const order = await pageOrder(viewer.id, orderNumber);
  const submission = parseSubmission(form, {
    schema: refundSchema({ transfer: order.paymentType === 'SELF' }),
  });
  if (submission.status !== 'success') return { type: 'invalid', reply: submission.reply(), status: 400 };
  const to = tenantPath(context.tenant.domain, `/account/me/ticket/detail/${order.orderNumber}`);
  let key: string;
  let type: 'success' | 'error' | 'info' = 'success';
  try {
    const outcome = await requestRefund({
      userId: viewer.id,
      orderNumber: order.orderNumber,
      reason: submission.value.reason,
      reasonText: submission.value.reasonText ?? null,
      payback:
        submission.value.bank && submission.value.account && submission.value.holder
          ? {
              bank: submission.value.bank,
              account: submission.value.account,
              holder: submission.value.holder,
            }
          : null,
    });
    key = {
      refunded: 'refund.done',
      requested: 'refund.requested',
      processing: 'refund.processing',
      failed: 'refund.failed',
    }[outcome];
    if (outcome === 'failed') type = 'error';
    if (outcome === 'processing') type = 'info';
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    key = `errors.${error.key}`;
    type = 'error';
  }
  return { type: 'done', to, toast: { type, key: `commerce:${key}` } };
}
