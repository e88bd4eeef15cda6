import type { AppLoadContext } from '@remix-run/node';
import { toProviderAmount } from '~/integrations/toss/amounts';
import { issueTestPaymentKey } from '~/integrations/toss/test-mode.server';
import { paymentMode } from '~/integrations/toss/gateway.server';
import { publicOrigin, requireViewer } from '~/features/accounts/index.server';
import { env } from '~/lib/env.server';
import { parseOrThrow } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { orderCouponAction, orderCouponChoices } from '~/features/coupons/index.server';
import { businessOf } from '~/features/agencies/index.server';
import { db } from '~/lib/db.server';
import { chooseBankTransfer } from './bank-transfer.server';
import { dropEndedOrderCoupon } from './held-coupon.server';
import { passInForce } from './settle.server';
import { CommerceError } from './errors';
import { checkoutFor, orderSummary, pageOrder } from './order-page.server';
import { testCheckoutSchema } from './schemas';
import { isStaff } from '~/lib/viewer';

export async function orderPageData(
  request: Request,
  context: AppLoadContext,
  orderNumber: string | undefined,
) {
  const viewer = requireViewer(request, context);
  let order = await pageOrder(viewer.id, orderNumber);
  // The amount shown is the one that will be charged: a coupon whose campaign ended comes off first.
  const couponEnded = order.status === 'CREATED' && (await dropEndedOrderCoupon(order));
  if (couponEnded) order = await pageOrder(viewer.id, orderNumber);
  const inForce = order.status === 'CREATED' && (await passInForce(db(), order, new Date()));
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'commerce');
  return {
    title: t('order.title'),
    notice: couponEnded ? 'errors.couponEnded' : inForce ? 'errors.ticketInUse' : null,
    passInForce: inForce,
    order: orderSummary(order, lng),
    checkout: checkoutFor(order, request, context, { email: viewer.email, name: viewer.name }),
    // Individuals choose a discount coupon while the order awaits payment (spec payment/order/wait).
    coupons:
      !isStaff(viewer) && order.status === 'CREATED' ? await orderCouponChoices(viewer.id, order, lng) : null,
    paidByCoupon: order.status === 'CREATED' && order.finalAmount === 0 && order.discountAmount > 0,
    business: isStaff(viewer) ? await businessOf(order.id) : null,
    detailHref: tenantPath(context.tenant.domain, `/account/me/ticket/detail/${order.orderNumber}`),
  };
}

export type OrderActionResult =
  { type: 'redirect'; to: string; toast?: string } | { type: 'error'; error: string; status: number };

/**
 * The order page's forms (all work without JavaScript): order by bank transfer; choose a coupon (the
 * page comes back with the new amounts); complete an order a coupon pays in full.
 */
export async function orderPageAction(
  userId: number,
  context: AppLoadContext,
  orderNumber: string | undefined,
  form: FormData,
): Promise<OrderActionResult> {
  const intent = form.get('intent');
  const order = await pageOrder(userId, orderNumber);
  if ((intent === 'coupon' || intent === 'coupon-complete') && !isStaff(context.viewer)) {
    const result = await orderCouponAction(userId, order.orderNumber, intent, form);
    if (!result.ok) return { type: 'error', error: result.error, status: result.status };
    const to =
      intent === 'coupon-complete'
        ? `/account/me/ticket/detail/${order.orderNumber}`
        : `/order/${order.orderNumber}/user`;
    return { type: 'redirect', to: tenantPath(context.tenant.domain, to), toast: result.toast };
  }
  if (intent !== 'bank-transfer') throw httpError(400);
  try {
    await chooseBankTransfer(userId, order.orderNumber);
  } catch (error) {
    if (error instanceof CommerceError)
      return { type: 'error', error: `errors.${error.key}`, status: error.status };
    throw error;
  }
  const query = new URLSearchParams({ method: 'TRANSFER', orderId: order.orderNumber });
  return { type: 'redirect', to: `${tenantPath(context.tenant.domain, '/order-success')}?${query}` };
}

/** The local test-payment page (test mode only): approving plays the widget's redirect to the success URL. */
export async function testCheckoutData(
  request: Request,
  context: AppLoadContext,
  orderNumber: string | undefined,
) {
  if (paymentMode() !== 'test') throw httpError(404);
  const viewer = requireViewer(request, context);
  const order = await pageOrder(viewer.id, orderNumber);
  const lng = await getLanguage(request);
  const t = await getFixedT(lng, 'commerce');
  return { title: t('checkout.title'), order: orderSummary(order, lng) };
}

const CHOICES = {
  CARD: ['CARD', null],
  KAKAOPAY: ['EASY_PAY', '카카오페이'],
  PAYPAL: ['EASY_PAY', 'PAYPAL'],
} as const;

export async function testCheckoutAction(
  request: Request,
  context: AppLoadContext,
  orderNumber: string | undefined,
  form: FormData,
): Promise<string> {
  if (paymentMode() !== 'test') throw httpError(404);
  const viewer = requireViewer(request, context);
  const order = await pageOrder(viewer.id, orderNumber);
  const origin = publicOrigin(request);
  const domain = context.tenant.domain;
  const { choice } = parseOrThrow(form, testCheckoutSchema);
  if (choice === 'DECLINE') {
    const query = new URLSearchParams({ code: 'REJECT_CARD_PAYMENT', orderId: order.orderNumber });
    return `${origin}${tenantPath(domain, '/order-failure')}?${query}`;
  }
  if (choice === 'CARD' && order.currency !== 'KRW') {
    const query = new URLSearchParams({ code: 'CARD_KRW_ONLY', orderId: order.orderNumber });
    return `${origin}${tenantPath(domain, '/order-failure')}?${query}`;
  }
  const [method, provider] = CHOICES[choice];
  const paymentKey = issueTestPaymentKey(env().SESSION_SECRET, {
    orderId: order.orderNumber,
    amount: order.finalAmount,
    currency: order.currency,
    method,
    provider,
  });
  const query = new URLSearchParams({
    paymentType: 'NORMAL',
    paymentKey,
    orderId: order.orderNumber,
    // As the provider writes it into the success URL: whole won, or dollars with cents (9.9).
    amount: String(toProviderAmount(order.finalAmount, order.currency)),
  });
  return `${origin}${tenantPath(domain, '/order-success')}?${query}`;
}
