// The buying pages through their loaders and actions: who may see what, the success URL's checks,
// the refund form, the webhook endpoint, and the widget's CSP on the order page only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, passes } from '#db/schema';
import { FAKE_TOSS } from '../fakes/toss';
import { getRequest, postRequest, routeArgs, routeContext, statusOf } from './route-calls';
import { buyer, cancelCalls, confirmCalls, withShop } from './commerce-helpers';
import '~/lib/context';
import { createOrder } from '~/features/orders/orders.server';
import { setPaymentGateway } from '~/integrations/toss/gateway.server';
import { createTossGateway } from '~/integrations/toss/http.server';
import { db } from '~/lib/db.server';
import { action as goodsAction, loader as goodsLoader } from '~/routes/($domain)._default.goods.user';
import { loader as agencyGoodsLoader } from '~/routes/($domain)._default.goods.agency';
import {
  loader as orderLoader,
  action as orderAction,
} from '~/routes/($domain)._member.order.$orderNumber.user';
import { loader as successLoader } from '~/routes/($domain)._member.order-success';
import { loader as failureLoader } from '~/routes/($domain)._default.order-failure';
import {
  action as detailAction,
  loader as detailLoader,
} from '~/routes/($domain)._member.account.me.ticket_.detail.$orderId';
import { action as webhookAction } from '~/routes/webhooks.toss';
import {
  action as checkoutAction,
  loader as checkoutLoader,
} from '~/routes/($domain)._member.order.$orderNumber.checkout';
import { securityHeaders } from '../../server/security';

const { toss } = withShop();

async function thrownLocation(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location') ?? '';
  }
  throw new Error('expected a redirect');
}

describe('goods pages', () => {
  it('visitors choose the country; members get their own; institutions get the unknown page', async () => {
    const en = await goodsLoader(routeArgs(getRequest('/main/goods/user?country=EN'), null));
    expect(en.items.map((i) => i.code)).toEqual(['US-PASS-1M', 'US-PASS-3M']);
    const kr = await goodsLoader(routeArgs(getRequest('/main/goods/user?country=KR'), null));
    expect(kr.items[0]).toMatchObject({ code: 'KR-PASS-1M', price: '₩9,900' });
    const id = await buyer();
    const mine = await goodsLoader(routeArgs(getRequest('/main/goods/user?country=EN'), { id }));
    expect(mine.items.every((i) => i.code.startsWith('KR-'))).toBe(true);
    expect(
      await statusOf(goodsLoader(routeArgs(getRequest('/main/goods/user'), { id, role: 'AGENCY' }))),
    ).toBe(404);
    expect(await statusOf(agencyGoodsLoader(routeArgs(getRequest('/main/goods/agency'), { id })))).toBe(404);
  });

  it('buying: a visitor goes to login and back, no product gives the prompt, a pass in use the modal', async () => {
    const location = await goodsAction(
      routeArgs(postRequest('/main/goods/user', { goodsCode: 'KR-PASS-1M' }), null),
    ).then(
      () => '',
      (r: Response) => r.headers.get('location'),
    );
    expect(location).toBe('/main/login?redirectTo=%2Fmain%2Fgoods%2Fuser');
    const id = await buyer();
    const none = (await goodsAction(
      routeArgs(postRequest('/main/goods/user', { intent: 'buy' }), { id }),
    )) as unknown as {
      data: { error: string };
      init: { status: number };
    };
    expect(none.init.status).toBe(400);
    expect(none.data.error).toBe('goods.choose');
    const ok = (await goodsAction(
      routeArgs(postRequest('/main/goods/user', { goodsCode: 'KR-PASS-1M' }), { id }),
    )) as Response;
    expect(ok.headers.get('location')).toMatch(/^\/main\/order\/CC\d{8}-[\w-]+\/user$/);
    await db()
      .insert(passes)
      .values({
        userId: id,
        name: 'P',
        source: 'ORDER',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 86_400_000),
      });
    const inUse = (await goodsAction(
      routeArgs(postRequest('/main/goods/user', { goodsCode: 'KR-PASS-1M' }), { id }),
    )) as unknown as {
      data: { error: string; modal: boolean };
      init: { status: number };
    };
    expect(inUse.init.status).toBe(409);
    expect(inUse.data).toEqual({ error: 'errors.ticketInUse', modal: true });
  });
});

describe('order pages', () => {
  it("another member's order and its detail are 404; the owner sees the amounts", async () => {
    const owner = await buyer();
    const other = await buyer();
    const order = await createOrder(owner, 'KR-PASS-3M');
    const params = { orderNumber: order.orderNumber, orderId: order.orderNumber };
    expect(
      await statusOf(
        orderLoader(routeArgs(getRequest(`/main/order/${order.orderNumber}/user`), { id: other }, params)),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        detailLoader(routeArgs(getRequest('/main/account/me/ticket/detail/x'), { id: other }, params)),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        orderAction(routeArgs(postRequest('/x', { intent: 'bank-transfer' }), { id: other }, params)),
      ),
    ).toBe(404);
    const page = await orderLoader(
      routeArgs(getRequest(`/main/order/${order.orderNumber}/user`), { id: owner }, params),
    );
    expect(page.order).toMatchObject({ price: '₩24,900', discount: '₩0', final: '₩24,900' });
    expect(page.checkout.mode).toBe('test');
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored.status).toBe('CREATED');
  });

  it('the success URL with a tampered amount goes to the failure page and Toss is never called', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 100 });
    const location = await thrownLocation(
      successLoader(
        routeArgs(
          getRequest(
            `/main/order-success?paymentKey=${payment.paymentKey}&orderId=${order.orderNumber}&amount=100`,
          ),
          { id },
        ),
      ),
    );
    expect(location).toContain('/main/order-failure?code=AMOUNT_MISMATCH');
    expect(toss.calls).toHaveLength(0);
    const failure = await failureLoader(routeArgs(getRequest(location), { id }));
    expect(failure.message).toBe('The amount differs from the order, so nothing was charged.');
  });

  it('bank transfer without JavaScript: a plain form, then the account and deadline', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    const params = { orderNumber: order.orderNumber };
    const res = (await orderAction(
      routeArgs(postRequest('/x', { intent: 'bank-transfer' }), { id }, params),
    )) as Response;
    expect(res.headers.get('location')).toBe(
      `/main/order-success?method=TRANSFER&orderId=${order.orderNumber}`,
    );
    const page = await successLoader(routeArgs(getRequest(res.headers.get('location')!), { id }));
    expect(page).toMatchObject({ kind: 'transfer', account: expect.any(String) });
    // The deadline to the minute, in Korean time (the order expires then, not at midnight).
    expect(page.order.depositDeadline).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  });
});

describe('refund form', () => {
  it('needs a reason; "other" needs its text (≤ 500); then refunds once', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    const paid = await successLoader(
      routeArgs(
        getRequest(
          `/main/order-success?paymentKey=${payment.paymentKey}&orderId=${order.orderNumber}&amount=9900`,
        ),
        { id },
      ),
    );
    expect(paid.kind).toBe('paid');
    const params = { orderId: order.orderNumber };
    const detail = await detailLoader(routeArgs(getRequest('/d'), { id }, params));
    expect(detail.refundable).toBe(true);
    const submit = (form: Record<string, string>) =>
      detailAction(routeArgs(postRequest('/d', { intent: 'refund', ...form }), { id }, params));
    expect(await statusOf(submit({}))).toBe(400);
    expect(await statusOf(submit({ reason: 'OTHER' }))).toBe(400);
    expect(await statusOf(submit({ reason: 'OTHER', reasonText: 'x'.repeat(501) }))).toBe(400);
    expect(await statusOf(submit({ reason: 'NOT_A_REASON' }))).toBe(400);
    expect(cancelCalls(toss)).toHaveLength(0);
    const done = (await submit({ reason: 'JOB_SUCCESS' })) as Response;
    expect(done.status).toBe(302);
    const after = await detailLoader(routeArgs(getRequest('/d'), { id }, params));
    expect(after).toMatchObject({
      refundable: false,
      order: { status: 'REFUNDED' },
      refund: { status: 'DONE', reason: 'JOB_SUCCESS' },
    });
  });
});

describe('webhook endpoint', () => {
  it('answers 200 to a repeat and 400 to a body that is not JSON', async () => {
    const body = JSON.stringify({
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: 'unknown', status: 'DONE' },
    });
    const hook = () =>
      webhookAction({
        request: new Request('http://localhost/webhooks/toss', { method: 'POST', body }),
        params: {},
        context: routeContext(null),
      });
    expect(await statusOf(hook())).toBe(200);
    expect(await statusOf(hook())).toBe(200);
    const bad = webhookAction({
      request: new Request('http://localhost/webhooks/toss', { method: 'POST', body: 'nope' }),
      params: {},
      context: routeContext(null),
    });
    expect(await statusOf(bad)).toBe(400);
  });
});

describe('content security policy', () => {
  let base = '';
  let server: http.Server;
  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = 'abc';
      next();
    });
    app.use(securityHeaders({ production: false, devServer: false, formTargets: [], paymentWidget: true }));
    app.all('*', (_req, res) => res.send('ok'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("allows Toss's script on the order page only", async () => {
    const csp = async (path: string) =>
      (await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '';
    const order = await csp('/main/order/CC20250101-abcdefgh/user');
    expect(order).toMatch(/script-src 'self' 'nonce-abc' https:\/\/js\.tosspayments\.com/);
    expect(order).toMatch(/frame-src 'self' https:\/\/\*\.tosspayments\.com/);
    for (const path of [
      '/main',
      '/main/goods/user',
      '/main/order-success',
      '/main/order/CC20250101-abcdefgh/checkout',
    ])
      expect(await csp(path)).not.toContain('tosspayments');
  });
});

describe('test-payment mode (no Toss keys)', () => {
  it('the local checkout approves through the success URL, or declines to the failure page', async () => {
    setPaymentGateway(undefined);
    try {
      const id = await buyer();
      const order = await createOrder(id, 'KR-PASS-1M');
      const params = { orderNumber: order.orderNumber };
      const page = await checkoutLoader(
        routeArgs(getRequest(`/main/order/${order.orderNumber}/checkout`), { id }, params),
      );
      expect(page.order.final).toBe('₩9,900');
      const other = await buyer();
      expect(await statusOf(checkoutLoader(routeArgs(getRequest('/x'), { id: other }, params)))).toBe(404);

      const declined = (await checkoutAction(
        routeArgs(postRequest('/x', { choice: 'DECLINE' }), { id }, params),
      )) as Response;
      expect(declined.headers.get('location')).toContain('/main/order-failure?code=REJECT_CARD_PAYMENT');

      const approved = (await checkoutAction(
        routeArgs(postRequest('/x', { choice: 'KAKAOPAY' }), { id }, params),
      )) as Response;
      const success = new URL(approved.headers.get('location')!);
      expect(success.pathname).toBe('/main/order-success');
      // A key made up (or changed) by the browser is refused by the test gateway: the order stays unpaid.
      const forged = `/main/order-success?paymentKey=test_forged.abc&orderId=${order.orderNumber}&amount=9900`;
      expect(await thrownLocation(successLoader(routeArgs(getRequest(forged), { id })))).toContain(
        '/main/order-failure',
      );
      const paid = await successLoader(routeArgs(getRequest(success.pathname + success.search), { id }));
      expect(paid).toMatchObject({ kind: 'paid', order: { paymentType: 'TOSS_KAKAO', status: 'PAID' } });
    } finally {
      setPaymentGateway(createTossGateway({ secretKey: FAKE_TOSS.secretKey, baseUrl: toss.origin }));
    }
  });
});

describe('what the member reads in each money state', () => {
  it("the failure page shows the site's own text for known codes and never a message from the URL", async () => {
    const evil = encodeURIComponent('Your account is suspended: call +82-10-0000-0000');
    const forged = await failureLoader(
      routeArgs(getRequest(`/main/order-failure?code=FAKE_CODE&message=${evil}`), null),
    );
    expect(forged.message).toBe('The payment failed.');
    expect(JSON.stringify(forged)).not.toContain('suspended');
    const known = await failureLoader(
      routeArgs(getRequest(`/main/order-failure?code=PASS_IN_FORCE&message=${evil}`), null),
    );
    expect(known.message).toMatch(/already have a pass in force/);
    expect(JSON.stringify(known)).not.toContain('suspended');
  });

  it('a transfer order: the deadline to the minute in Korean time; once paid, the page says paid and shows no account', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    await orderAction(
      routeArgs(postRequest('/o', { intent: 'bank-transfer' }), { id }, { orderNumber: order.orderNumber }),
    );
    const url = `/main/order-success?method=TRANSFER&orderId=${order.orderNumber}`;
    const waiting = await successLoader(routeArgs(getRequest(url), { id }));
    expect(waiting.kind).toBe('transfer');
    expect(waiting.account).toBeTruthy();
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    // 23:59 UTC on the deadline's day is already the next day in Korea: the shown time is KST.
    const kst = new Date(stored.depositDeadline!.getTime() + 9 * 3_600_000).toISOString();
    expect(waiting.order.depositDeadline).toBe(
      `${kst.slice(0, 4)}.${kst.slice(5, 7)}.${kst.slice(8, 10)} ${kst.slice(11, 16)}`,
    );
    await db().update(orders).set({ status: 'PAID' }).where(eq(orders.id, order.id));
    const paid = await successLoader(routeArgs(getRequest(url), { id }));
    expect(paid).toMatchObject({ kind: 'transfer-paid', account: null });
  });

  it('a return while the confirm is in doubt: "being confirmed" with a refresh, not a failure', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    // Another request holds the confirm (its process may have died): the order is CONFIRMING.
    await db()
      .update(orders)
      .set({ status: 'CONFIRMING', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    const page = await successLoader(
      routeArgs(
        getRequest(
          `/main/order-success?paymentKey=${payment.paymentKey}&orderId=${order.orderNumber}&amount=9900`,
        ),
        {
          id,
        },
      ),
    );
    expect(page).toMatchObject({ kind: 'pending', title: 'Confirming your payment' });
    expect(confirmCalls(toss)).toHaveLength(0);
  });

  it('the order page offers no payment while a bought pass is in force, and says why', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    await db()
      .insert(passes)
      .values({
        userId: id,
        name: 'Bought',
        source: 'ORDER',
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 86_400_000),
      });
    const page = await orderLoader(routeArgs(getRequest('/o'), { id }, { orderNumber: order.orderNumber }));
    expect(page).toMatchObject({ passInForce: true, notice: 'errors.ticketInUse' });
    const refused = await orderAction(
      routeArgs(postRequest('/o', { intent: 'bank-transfer' }), { id }, { orderNumber: order.orderNumber }),
    );
    expect(await statusOf(Promise.resolve(refused))).toBe(409);
  });

  it('a transfer refund asks where to pay it back (validated, no-JS post), stores it sealed, shows it masked', async () => {
    const id = await buyer();
    const order = await createOrder(id, 'KR-PASS-1M');
    await orderAction(
      routeArgs(postRequest('/o', { intent: 'bank-transfer' }), { id }, { orderNumber: order.orderNumber }),
    );
    const { markDepositReceived } = await import('~/features/orders/bank-transfer.server');
    await markDepositReceived(order.id);
    const params = { orderId: order.orderNumber };
    const submit = (form: Record<string, string>) =>
      detailAction(
        routeArgs(postRequest('/d', { intent: 'refund', reason: 'RARE_USAGE', ...form }), { id }, params),
      );
    const missing = await submit({});
    expect(await statusOf(Promise.resolve(missing))).toBe(400);
    expect(JSON.stringify(missing)).toMatch(/refund\.bankRequired/);
    const badNumber = await submit({ bank: 'KB', account: '12-34', holder: '홍길동' });
    expect(JSON.stringify(badNumber)).toMatch(/refund\.accountInvalid/);
    expect(
      await statusOf(Promise.resolve(await submit({ bank: 'NOPE', account: '123456789012', holder: 'x' }))),
    ).toBe(400);
    const done = (await submit({ bank: 'KB', account: '123-456-789012', holder: '홍길동' })) as Response;
    expect(done.status).toBe(302);
    const detail = await detailLoader(routeArgs(getRequest('/d'), { id }, params));
    expect(detail.refund).toMatchObject({ status: 'REQUESTED' });
    expect(detail.refund?.payback).toBe('KB Kookmin Bank ********9012 (holder 홍길동)');
  });
});
