// Amounts in the provider's unit: the app keeps minor units (990 = $9.90) and Toss takes and reports
// USD as a decimal (9.9). A USD order paid through the fake Toss (which speaks decimal USD, as Toss
// does) is confirmed with 9.9 and ends PAID at 990 cents; a KRW order still sends 9900.
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, payments } from '#db/schema';
import { FAKE_TOSS } from '../fakes/toss';
import { getRequest, routeContext } from './route-calls';
import { buyer, confirmCalls, orderAndPay, withShop } from './commerce-helpers';
import '~/lib/context';
import { checkoutFor } from '~/features/orders/order-page.server';
import { createOrder } from '~/features/orders/orders.server';
import { setPaymentGateway } from '~/integrations/toss/gateway.server';
import { createTossGateway } from '~/integrations/toss/http.server';
import { db } from '~/lib/db.server';
import { reloadEnv } from '~/lib/env.server';
import { loader as successLoader } from '~/routes/($domain)._member.order-success';
import { action as testCheckoutAction } from '~/routes/($domain)._member.order.$orderNumber.checkout';

const { toss } = withShop();
const ENV_KEYS = [
  'TOSS_CLIENT_KEY',
  'TOSS_SECRET_KEY',
  'TOSS_API_BASE',
  'TOSS_CHECKOUT_URL',
  'TOSS_WIDGET_VARIANT_KRW',
  'TOSS_WIDGET_VARIANT_USD',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

/** Toss keys set (the fake's), with or without the hosted checkout page in place of the widget. */
function useToss(opts: { hosted: boolean }) {
  Object.assign(process.env, toss.env);
  if (!opts.hosted) delete process.env.TOSS_CHECKOUT_URL;
  reloadEnv();
}

afterAll(() => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  reloadEnv();
});
beforeEach(() => {
  useToss({ hosted: true });
});
const customer = { email: 'k@example.com', name: 'Kim' };

async function stored(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return { order, payment };
}

/**
 * The buyer's way through the hosted checkout: the order page's link, the fake's page, the chosen
 * method's button (its hidden form posted), and the redirect back to the success URL.
 */
async function payOnCheckout(href: string, choice: string) {
  const page = await (await fetch(href)).text();
  const form = new URLSearchParams(new URL(href).searchParams);
  form.set('choice', choice);
  const res = await fetch(`${toss.origin}/checkout`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return { page, success: new URL(res.headers.get('location')!) };
}

/** The success URL's page: its kind, or where it sent the buyer instead (the failure page and code). */
async function returnTo(success: URL, userId: number): Promise<string> {
  try {
    const page = await successLoader({
      request: getRequest(`http://localhost${success.pathname}${success.search}`),
      context: routeContext({ id: userId }),
      params: {},
    });
    return page.kind;
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get('location')}`;
    throw thrown;
  }
}

describe('USD: Toss is sent and reports dollars as decimals', () => {
  it('a $9.90 order is confirmed with amount 9.9 and ends PAID at 990 cents', async () => {
    const userId = await buyer('ID');
    const { order, payment, outcome } = await orderAndPay(toss, userId, 'US-PASS-1M', {
      payment: { amount: 9.9, currency: 'USD', easyPay: 'PAYPAL' },
    });
    expect(order).toMatchObject({ currency: 'USD', price: 990, finalAmount: 990 });

    expect(confirmCalls(toss)).toHaveLength(1);
    expect(confirmCalls(toss)[0].body).toEqual({
      paymentKey: payment.paymentKey,
      orderId: order.orderNumber,
      amount: 9.9,
    });
    expect(outcome.type).toBe('paid');
    const after = await stored(order.id);
    expect(after.order).toMatchObject({
      status: 'PAID',
      currency: 'USD',
      finalAmount: 990,
      paymentType: 'TOSS_PAYPAL',
    });
    expect(after.payment).toMatchObject({ status: 'DONE', amount: 990, currency: 'USD' });
    // Toss's own body is kept as Toss wrote it.
    expect(after.payment.raw).toMatchObject({ totalAmount: 9.9, currency: 'USD' });
  });

  it('the hosted checkout is linked with 9.9, shows 9.90 USD, offers PayPal, and the return confirms 9.9', async () => {
    const userId = await buyer('ID');
    const order = await createOrder(userId, 'US-PASS-1M');
    const checkout = checkoutFor(
      order,
      getRequest(`http://localhost/main/order/${order.orderNumber}/user`),
      routeContext({ id: userId }),
      customer,
    );
    expect(checkout.mode).toBe('hosted');
    const href = (checkout as { href: string }).href;
    expect(new URL(href).searchParams.get('amount')).toBe('9.9');
    expect(new URL(href).searchParams.get('currency')).toBe('USD');

    const { page, success } = await payOnCheckout(href, 'PAYPAL');
    expect(page).toContain('9.90 USD');
    expect(page).toContain('Pay with PayPal');
    expect(success.searchParams.get('amount')).toBe('9.9'); // as Toss sends it back
    const [made] = [...toss.payments.values()].filter((p) => p.orderId === order.orderNumber);
    expect(made).toMatchObject({
      totalAmount: 9.9,
      currency: 'USD',
      method: '간편결제',
      easyPay: { provider: 'PAYPAL' },
    });

    expect(await returnTo(success, userId)).toBe('paid');
    expect(confirmCalls(toss).map((c) => (c.body as { amount: unknown }).amount)).toEqual([9.9]);
    expect((await stored(order.id)).order).toMatchObject({ status: 'PAID', finalAmount: 990 });
  });

  it('the widget is given the order in minor units with the PayPal variant; KRW keeps DEFAULT', async () => {
    useToss({ hosted: false });
    const usd = await createOrder(await buyer('ID'), 'US-PASS-3M');
    const krw = await createOrder(await buyer('KR'), 'KR-PASS-1M');
    const widget = (order: typeof usd) => {
      const checkout = checkoutFor(
        order,
        getRequest('http://localhost/main/order/x/user'),
        routeContext(),
        customer,
      );
      expect(checkout.mode).toBe('widget');
      return (checkout as { widget: Record<string, unknown> }).widget;
    };
    expect(widget(usd)).toMatchObject({ amount: 2490, currency: 'USD', variantKey: 'PAYPAL' });
    expect(widget(krw)).toMatchObject({ amount: 9900, currency: 'KRW', variantKey: 'DEFAULT' });

    process.env.TOSS_WIDGET_VARIANT_USD = 'FOREIGN';
    process.env.TOSS_WIDGET_VARIANT_KRW = 'DOMESTIC';
    reloadEnv();
    try {
      expect(widget(usd)).toMatchObject({ variantKey: 'FOREIGN' });
      expect(widget(krw)).toMatchObject({ variantKey: 'DOMESTIC' });
    } finally {
      delete process.env.TOSS_WIDGET_VARIANT_USD;
      delete process.env.TOSS_WIDGET_VARIANT_KRW;
      reloadEnv();
    }
  });

  it('a provider that answers 990 for a $9.90 confirm (cents read as dollars) does not pay the order', async () => {
    const userId = await buyer('ID');
    // A $990.00 payment: the fake holds 990 in dollars; the app's 990 cents go out as 9.9, so Toss refuses.
    const { order, outcome } = await orderAndPay(toss, userId, 'US-PASS-1M', {
      payment: { amount: 990, currency: 'USD', easyPay: 'PAYPAL' },
    });
    expect(outcome).toMatchObject({ type: 'failed', code: 'INVALID_REQUEST' });
    expect((await stored(order.id)).order.status).not.toBe('PAID');
  });
});

describe('the local test-payment mode (no Toss keys)', () => {
  it('its PayPal return for a $9.90 order reads like Toss’s and pays the order at 990 cents', async () => {
    for (const k of ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'TOSS_CHECKOUT_URL'] as const)
      delete process.env[k];
    reloadEnv();
    setPaymentGateway(undefined);
    try {
      const userId = await buyer('ID');
      const order = await createOrder(userId, 'US-PASS-1M');
      const params = { orderNumber: order.orderNumber };
      const approved = (await testCheckoutAction({
        request: new Request(`http://localhost/main/order/${order.orderNumber}/checkout`, {
          method: 'POST',
          body: new URLSearchParams({ choice: 'PAYPAL' }),
          headers: { 'accept-language': 'en' },
        }),
        context: routeContext({ id: userId }),
        params,
      })) as Response;
      const success = new URL(approved.headers.get('location')!);
      expect(success.pathname).toBe('/main/order-success');
      expect(success.searchParams.get('amount')).toBe('9.9'); // as Toss would write it
      expect(await returnTo(success, userId)).toBe('paid');
      expect((await stored(order.id)).order).toMatchObject({ status: 'PAID', finalAmount: 990 });
      expect(toss.calls).toHaveLength(0);
    } finally {
      setPaymentGateway(
        createTossGateway({ secretKey: FAKE_TOSS.secretKey, baseUrl: toss.origin, timeoutMs: 2000 }),
      );
    }
  });
});

describe('KRW: unchanged', () => {
  it('a ₩9,900 order goes out as 9900 (checkout link, redirect, confirm) and ends PAID at 9900', async () => {
    const userId = await buyer('KR');
    const order = await createOrder(userId, 'KR-PASS-1M');
    expect(order).toMatchObject({ currency: 'KRW', finalAmount: 9900 });
    const checkout = checkoutFor(
      order,
      getRequest(`http://localhost/main/order/${order.orderNumber}/user`),
      routeContext({ id: userId }),
      customer,
    );
    const href = (checkout as { href: string }).href;
    expect(new URL(href).searchParams.get('amount')).toBe('9900');

    const { page, success } = await payOnCheckout(href, 'CARD');
    expect(page).toContain('9900 KRW');
    expect(page).toContain('Pay by card');
    expect(page).toContain('Pay with Kakao Pay');
    expect(page).not.toContain('PayPal');
    expect(success.searchParams.get('amount')).toBe('9900');

    expect(await returnTo(success, userId)).toBe('paid');
    expect(confirmCalls(toss)).toHaveLength(1);
    expect(confirmCalls(toss)[0].body).toMatchObject({ orderId: order.orderNumber, amount: 9900 });
    const after = await stored(order.id);
    expect(after.order).toMatchObject({ status: 'PAID', finalAmount: 9900, paymentType: 'TOSS_CARD' });
    expect(after.payment).toMatchObject({ status: 'DONE', amount: 9900, currency: 'KRW' });
  });
});
