import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/index.server';
import { parseProviderAmount } from '~/integrations/toss/amounts';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { operatorInfo } from '~/features/admin/index.server';
import { tenantPath } from '~/lib/root-data';
import { confirmForPage } from './confirm.server';
import { orderSummary, pageOrder } from './order-page.server';
import { ORDER_NUMBER_PATTERN, ownOrder } from './orders.server';
import { successQuerySchema } from './schemas';

function failure(domain: string, code: string, orderId?: string) {
  const query = new URLSearchParams({ code });
  if (orderId) query.set('orderId', orderId);
  return redirect(`${tenantPath(domain, '/order-failure')}?${query}`);
}

/**
 * /order-success: a bank-transfer order shows the account and deadline (or, once paid, that it is paid);
 * a card or easy-pay return (paymentKey, orderId, amount in the provider's format) is confirmed here,
 * and anything that does not add up goes to the failure page without the provider being asked. While
 * the outcome is in doubt the page says the payment is being confirmed and refreshes itself.
 */
export async function orderSuccessData(request: Request, context: AppLoadContext) {
  const viewer = requireViewer(request, context);
  const domain = context.tenant.domain;
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'commerce');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (query.method === 'TRANSFER') {
    const order = await pageOrder(viewer.id, query.orderId);
    if (order.status !== 'WAITING_DEPOSIT' && order.status !== 'PAID')
      throw failure(domain, 'NOT_PAYABLE', order.orderNumber);
    const paid = order.status === 'PAID';
    return {
      title: paid ? t('success.transferPaidTitle') : t('success.transferTitle'),
      kind: paid ? ('transfer-paid' as const) : ('transfer' as const),
      order: orderSummary(order, lng),
      account: paid ? null : operatorInfo(lng).bankAccount,
      depositor: viewer.name,
    };
  }
  const parsed = successQuerySchema.safeParse(query);
  if (!parsed.success) throw failure(domain, 'INVALID_REQUEST');
  // Another member's or an unknown order: the same 404 page as everywhere.
  const order = await pageOrder(viewer.id, parsed.data.orderId);
  const amount = parseProviderAmount(parsed.data.amount, order.currency);
  if (amount === null) throw failure(domain, 'AMOUNT_MISMATCH', order.orderNumber);
  const outcome = await confirmForPage({
    userId: viewer.id,
    orderNumber: order.orderNumber,
    paymentKey: parsed.data.paymentKey,
    amount,
  });
  if (outcome.type === 'failed') throw failure(domain, outcome.code, order.orderNumber);
  const pending = outcome.type === 'pending';
  return {
    title: pending ? t('success.pendingTitle') : t('success.title'),
    kind: pending ? ('pending' as const) : ('paid' as const),
    order: orderSummary(outcome.order, lng),
    account: null,
    depositor: null,
  };
}

const KNOWN = new Set([
  'AMOUNT_MISMATCH',
  'NETWORK',
  'REJECT_CARD_PAYMENT',
  'PAY_PROCESS_CANCELED',
  'UNSUPPORTED_METHOD',
  'PAYMENT_MISMATCH',
  'NOT_PAYABLE',
  'INVALID_REQUEST',
  'CARD_KRW_ONLY',
  'PASS_IN_FORCE',
  'COUPON_ENDED',
]);

/**
 * /order-failure: our text for a known code (ours or Toss's), else the default text with the code as
 * a reference. Nothing from the URL is shown as the site's own words (a `message` parameter is ignored).
 * With the member's own order in the URL the page links back to it.
 */
export async function orderFailureData(request: Request, context: AppLoadContext) {
  const t = await getFixedT(request, 'commerce');
  const query = new URL(request.url).searchParams;
  const rawCode = query.get('code') ?? '';
  const code = /^[A-Z_]{1,60}$/.test(rawCode) ? rawCode : '';
  const message = KNOWN.has(code) ? t(`failure.codes.${code}`) : t('failure.default');
  let orderHref: string | null = null;
  const orderNumber = query.get('orderId') ?? '';
  if (context.viewer && ORDER_NUMBER_PATTERN.test(orderNumber)) {
    const order = await ownOrder(context.viewer.id, orderNumber).catch(() => null);
    if (order?.status === 'CREATED')
      orderHref = tenantPath(context.tenant.domain, `/order/${order.orderNumber}`);
  }
  return { title: t('failure.title'), message, code, orderHref };
}
