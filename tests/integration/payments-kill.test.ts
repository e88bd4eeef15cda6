// A server killed with SIGKILL between Toss and us (issue 26): once while Toss is answering a confirm
// (Toss has taken the money, the order is CONFIRMING, no pass), once while it is answering a refund's
// cancel (Toss has given the money back, the order is still PAID). A new server (`npm run dev`'s way, no
// build needed) with a short payment lease takes over; its payment-recovery job — not a webhook, not a
// reload of the return page — finishes each within one lease and one job period, with the same
// idempotency keys. Fails without the job in server/jobs.ts (or without resumeStuckConfirms /
// resumeStuckRefunds in it).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { orders, passes, refunds, users } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { createOrder } from '~/features/orders/orders.server';
import { openPglite, setDatabase, type Database } from '~/lib/db.server';
import { startFakeToss } from '../fakes/toss';
import { buyer, cancelCalls, confirmCalls } from './commerce-helpers';
import { sessionCookie } from './route-calls';
import { serverProcesses } from './server-processes';
import { createTestDatabase, type TestDatabase } from './test-database';

const LEASE_SECONDS = 3;
// The server processes and this one sign cookies with the same secret; read once, so set it first.
const secret = vi.hoisted(() => {
  const value = `pay-kill-test-${'s'.repeat(32)}`;
  process.env.SESSION_SECRET = value;
  return value;
});

const toss = await startFakeToss();
let pg: TestDatabase | undefined;
const servers = await serverProcesses({ secret, databaseUrl: () => pg?.url, env: toss.env });
const { base } = servers;

/** The app's database in this process: the test's PostgreSQL database, or the embedded one on disk. */
async function openShared(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) {
    pg ??= await createTestDatabase();
    return pg;
  }
  const db = await openPglite(path.join(servers.dataDir, 'pglite'));
  await db.migrate();
  return db;
}

/** Runs `work` against the shared database (closing the embedded one after, so a server can open it). */
async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openShared();
  setDatabase(database);
  try {
    return await work(database.db);
  } finally {
    setDatabase(undefined);
    if (!pg) await database.close();
  }
}

afterAll(async () => {
  await servers.stop();
  await toss.close();
  await pg?.drop();
});

/** The member's order detail page, in English: its status line. */
async function detailStatus(cookie: string, orderNumber: string) {
  const res = await fetch(`${base}/main/account/me/ticket/detail/${orderNumber}`, {
    headers: { cookie, 'accept-language': 'en' },
  });
  return res.ok ? res.text() : '';
}

describe('a server killed between Toss and us', () => {
  it('mid-confirm: the next server confirms again with the same key and the order is paid, within one job period', async () => {
    const { cookie, order } = await withDatabase(async (db) => {
      await seedGoods(db);
      const userId = await buyer();
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const created = await createOrder(userId, 'KR-PASS-1M');
      return { cookie: await sessionCookie(user), order: created };
    });
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });

    // Server A asks Toss to confirm; Toss takes the money and is slow to answer; A is killed meanwhile.
    toss.control.confirmDelayMs = 30_000;
    const a = await servers.run({ PAYMENT_LEASE_SECONDS: '600' });
    const query = new URLSearchParams({
      paymentType: 'NORMAL',
      paymentKey: payment.paymentKey,
      orderId: order.orderNumber,
      amount: '9900',
    });
    void fetch(`${base}/main/order-success?${query}`, { headers: { cookie } }).catch(() => null);
    await servers.until(() => confirmCalls(toss).length, 'server A to ask Toss to confirm', 30_000);
    await servers.kill(a);
    expect(toss.payments.get(payment.paymentKey)?.status).toBe('DONE'); // Toss has the money
    toss.control.confirmDelayMs = 0;

    // Server B: nobody opens the return page again; its recovery job finishes the payment.
    const b = await servers.run({ PAYMENT_LEASE_SECONDS: String(LEASE_SECONDS) });
    await servers.until(
      async () => (await detailStatus(cookie, order.orderNumber)).includes('>Paid<'),
      "server B's recovery job to pay the order",
      (LEASE_SECONDS * 1.5 + 5) * 1000,
    );
    const keys = confirmCalls(toss).map((c) => c.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);

    // Mid-cancel: B is asked for the refund; Toss cancels and is slow to answer; B is killed meanwhile.
    toss.control.cancelDelayMs = 30_000;
    void servers
      .post(
        `/main/account/me/ticket/detail/${order.orderNumber}`,
        { intent: 'refund', reason: 'RARE_USAGE' },
        cookie,
      )
      .catch(() => null);
    await servers.until(() => cancelCalls(toss).length, 'server B to ask Toss to cancel', 30_000);
    await servers.kill(b);
    expect(toss.payments.get(payment.paymentKey)?.status).toBe('CANCELED'); // the money went back
    toss.control.cancelDelayMs = 0;

    // Server C: the order's page shows the refund under way (not "bank transfers are paid back by an
    // operator"), then the job completes it.
    const c = await servers.run({ PAYMENT_LEASE_SECONDS: String(LEASE_SECONDS) });
    const meanwhile = await detailStatus(cookie, order.orderNumber);
    expect(meanwhile).not.toContain('paid back by an operator');
    await servers.until(
      async () => (await detailStatus(cookie, order.orderNumber)).includes('>Refund complete<'),
      "server C's recovery job to complete the refund",
      (LEASE_SECONDS * 1.5 + 5) * 1000,
    );
    await servers.kill(c, 'SIGTERM');

    await withDatabase(async (db) => {
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored.status).toBe('REFUNDED');
      const [pass] = await db.select().from(passes).where(eq(passes.orderId, order.id));
      expect(pass.status).toBe('REFUND');
      const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(refund.status).toBe('DONE');
      const cancelKeys = cancelCalls(toss).map((x) => x.idempotencyKey);
      expect(new Set(cancelKeys)).toEqual(new Set([refund.idempotencyKey]));
    });
  }, 300_000);
});
