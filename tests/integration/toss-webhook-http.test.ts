// The Toss webhook as Toss meets it (issue 38, item 1): over HTTP, against the production build (server.ts
// on build/server), because with single fetch Remix dropped the status a page-less route gave `data()`
// and every answer went out as 200 — while calling the action directly showed the intended status.
// - A body that is not JSON, or not a webhook (an id that is a number, holds a NUL byte, or is 10 KB),
//   answers 400 before any query (the NUL byte used to reach SQL and be logged as a database error).
// - While Toss cannot be asked the answer is 503, so Toss sends the event again; the resent event then
//   applies what only the webhook brings (a cancellation made in Toss's dashboard), once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '#db/schema';
import { db } from '~/lib/db.server';
import { buyer, paidOrder, withShop } from './commerce-helpers';
import { startProductionServer, type ProductionServer } from './production-server';

const { database, toss } = withShop();
let app: ProductionServer;
beforeAll(async () => {
  app = await startProductionServer({ databaseUrl: database().url, env: toss.env });
}, 300_000);
afterAll(() => app?.stop());

/** Toss's POST of `body` to the webhook endpoint: the status and the JSON answer. */
async function deliver(body: string | object) {
  const res = await fetch(`${app.base}/webhooks/toss`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { result?: string } | null };
}

const orderStatus = async (id: number) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

describe('the Toss webhook over HTTP', () => {
  it('answers 400 to a body that is not JSON, or not a webhook, before any query', async () => {
    expect((await deliver('nope')).status).toBe(400);
    expect((await deliver('[1,')).status).toBe(400);
    expect((await deliver('5')).status).toBe(400);
    const bad = [
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tviva\u0000abc', status: 'DONE' } },
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 12, status: 'DONE' } },
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: 'ORD\u0000123456' } },
      { eventType: 'DEPOSIT_CALLBACK', orderId: 'x'.repeat(10_000) },
      { eventType: 'PAYMENT_STATUS_CHANGED', data: 'paid' },
    ];
    for (const body of bad) expect((await deliver(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    // Nothing reached the database or the provider: no query failed, no look-up was made.
    expect(app.log()).not.toContain('toss webhook not applied');
    expect(toss.calls.filter((c) => c.method === 'GET')).toHaveLength(0);
    // An event for no payment of ours is fine, and answered 200 (Toss stops sending it).
    const unknown = await deliver({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'tviva-none' } });
    expect(unknown).toEqual({ status: 200, json: { ok: true, result: 'ignored' } });
  });

  it('answers 503 while Toss cannot be asked; the event sent again applies a cancellation made at Toss, once', async () => {
    const { order, payment } = await paidOrder(toss, await buyer());
    // Cancelled in Toss's dashboard: only the webhook tells us.
    const held = toss.payments.get(payment.paymentKey)!;
    held.status = 'CANCELED';
    held.cancels = [
      { cancelReason: 'dashboard', canceledAt: new Date().toISOString(), cancelAmount: held.totalAmount },
    ];
    const event = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: payment.paymentKey, orderId: order.orderNumber, status: 'CANCELED' },
    };

    toss.control.lookupsDown = true;
    const refused = await deliver(event);
    expect(refused).toEqual({ status: 503, json: { ok: false, result: 'failed' } });
    expect(await orderStatus(order.id)).toBe('PAID');

    toss.control.lookupsDown = false;
    expect(await deliver(event)).toEqual({ status: 200, json: { ok: true, result: 'applied' } });
    expect(await orderStatus(order.id)).toBe('REFUNDED');
    expect(await deliver(event)).toEqual({ status: 200, json: { ok: true, result: 'unchanged' } });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});
