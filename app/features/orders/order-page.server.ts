import type { AppLoadContext } from '@remix-run/node';
import { publicOrigin } from '~/features/accounts/index.server';
import { toProviderAmount } from '~/integrations/toss/amounts';
import { paymentMode } from '~/integrations/toss/gateway.server';
import { env } from '~/lib/env.server';
import { formatDateMinute } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { tenantPath } from '~/lib/root-data';
import type { Order } from '#db/schema';
import { CommerceError } from './errors';
import { formatMoney } from '~/lib/money';
import { ownOrder } from './orders.server';

/** A member's own order for a page, or the 404 page (another member's, or none). */
export async function pageOrder(userId: number, orderNumber: string | undefined): Promise<Order> {
  try {
    return await ownOrder(userId, orderNumber ?? '');
  } catch (error) {
    if (error instanceof CommerceError) throw httpError(error.status);
    throw error;
  }
}

export function orderSummary(order: Order, lng: Language) {
  const money = (n: number) => formatMoney(n, order.currency, lng);
  return {
    orderNumber: order.orderNumber,
    orderName: order.orderName,
    status: order.status,
    currency: order.currency,
    price: money(order.price),
    // The only discount an order has is its coupon's (spec: couponDiscountPrice and discountPrice).
    coupon: money(order.discountAmount),
    discount: money(order.discountAmount),
    final: money(order.finalAmount),
    paymentType: order.paymentType,
    // When the order was paid, to the minute in Korean time (the spec's completion time).
    completedAt: order.completedAt ? formatDateMinute(order.completedAt) : null,
    depositDeadline: order.depositDeadline ? formatDateMinute(order.depositDeadline) : null,
  };
}

/**
 * Where the browser pays by card or easy pay: the Toss widget, a hosted checkout (tests), the local test
 * page. What goes to Toss states the amount in Toss's unit (USD as a decimal: $9.90 → 9.9); the widget
 * gets minor units and converts at the SDK, with the variant for the order's currency (PayPal for USD).
 */
export function checkoutFor(
  order: Order,
  request: Request,
  context: AppLoadContext,
  customer: { email: string; name: string },
) {
  const e = env();
  const mode = paymentMode(e);
  const origin = publicOrigin(request);
  const domain = context.tenant.domain;
  const successUrl = `${origin}${tenantPath(domain, '/order-success')}`;
  const failUrl = `${origin}${tenantPath(domain, '/order-failure')}`;
  if (mode === 'off' || order.status !== 'CREATED' || order.finalAmount === 0)
    return { mode: 'off' as const };
  if (mode === 'test')
    return { mode: 'test' as const, href: tenantPath(domain, `/order/${order.orderNumber}/checkout`) };
  if (e.TOSS_CHECKOUT_URL) {
    const url = new URL(e.TOSS_CHECKOUT_URL);
    const params = {
      orderId: order.orderNumber,
      orderName: order.orderName,
      amount: String(toProviderAmount(order.finalAmount, order.currency)),
      currency: order.currency,
      successUrl,
      failUrl,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return { mode: 'hosted' as const, href: url.toString() };
  }
  return {
    mode: 'widget' as const,
    widget: {
      clientKey: e.TOSS_CLIENT_KEY!,
      customerKey: order.customerKey,
      orderId: order.orderNumber,
      orderName: order.orderName,
      amount: order.finalAmount,
      currency: order.currency,
      variantKey: order.currency === 'USD' ? e.TOSS_WIDGET_VARIANT_USD : e.TOSS_WIDGET_VARIANT_KRW,
      successUrl,
      failUrl,
      customerEmail: customer.email,
      customerName: customer.name,
    },
  };
}
export type Checkout = ReturnType<typeof checkoutFor>;
