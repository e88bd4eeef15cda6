// Coupons under concurrency, on PostgreSQL (the suite's database: TEST_DATABASE_URL, or the one the run
// starts): every racer gets its own connection of a warm pool (race.ts), so the requests meet at the
// database's row locks and conditional updates, as two members' requests or two instances do. Each test
// names the guard in the coupon service that it proves; each was checked by removing that guard (the
// test then fails) and restoring it.
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponIssuances, notifications, orders, userCoupons } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { CouponError } from '~/features/coupons/errors';
import { chooseOrderCoupon, completeWithCoupon } from '~/features/coupons/order-coupon.server';
import { notifyCouponsExpiring } from '~/features/coupons/expiring.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { issuance, singleUseCodes } from './coupons-helpers';
import { buyer, confirmAt } from './commerce-helpers';
import { holdLocks, race, raceSettled, untilWaitingForLocks, warmPool } from './race';
import { withTestDatabase } from './test-database';
import { withFakeToss } from './toss-helpers';

/**
 * The provider's answer to a confirm held back until the test lets it go (`confirmGate`): the order
 * stays in the middle of being paid, with the money already taken at Toss, for as long as the test needs.
 */
let confirmReached: () => void = () => {};
let confirmGate: Promise<void> = Promise.resolve();

const database = withTestDatabase();
const toss = withFakeToss({
  timeoutMs: 5000,
  wrap: (real) => ({
    ...real,
    async confirm(...args) {
      const answer = await real.confirm(...args);
      confirmReached();
      await confirmGate;
      return answer;
    },
  }),
});
beforeAll(async () => {
  await seedGoods(database().db);
});
beforeEach(() => {
  confirmGate = Promise.resolve();
});

/** The outcomes of racing calls: how many succeeded, and the refusals by key (anything else is rethrown). */
async function tally<T>(calls: (() => Promise<T>)[]) {
  const settled = await raceSettled(calls.length, (i) => calls[i]());
  const refused: Record<string, number> = {};
  let ok = 0;
  for (const s of settled) {
    if (s.status === 'fulfilled') ok += 1;
    else if (s.reason instanceof CouponError) refused[s.reason.key] = (refused[s.reason.key] ?? 0) + 1;
    else throw s.reason;
  }
  return { ok, refused };
}

describe('registration under concurrency', () => {
  // Proves registerCoupon's conditional UPDATE of a single-use code (`… WHERE redeemed_at IS NULL`) and,
  // behind it, the unique key on the wallet row (user_coupon_single_use_code) met with ON CONFLICT DO
  // NOTHING. Either alone keeps the code to one member; with both removed, 19 members get a 500.
  it('one single-use code redeemed by 20 members at once: exactly one gets it', async () => {
    const { issuance: campaign } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 }, null);
    const [code] = await singleUseCodes(campaign.id, 1);
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const result = await tally(members.map((m) => () => registerCoupon(m, 'main', code)));
    expect(result).toEqual({ ok: 1, refused: { alreadyRegistered: 19 } });
    const rows = await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, campaign.id));
    expect(rows).toHaveLength(1);
    const [counted] = await db().select().from(couponIssuances).where(eq(couponIssuances.id, campaign.id));
    expect(counted.issuedCount).toBe(1);
  });

  // Proves the conditional UPDATE of the campaign's count (`… WHERE total_limit IS NULL OR issued_count <
  // total_limit`): without the condition all 20 get a coupon.
  it('a shared code with a total limit of 5, 20 members at once: exactly 5', async () => {
    const { issuance: campaign, code } = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      totalLimit: 5,
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const result = await tally(members.map((m) => () => registerCoupon(m, 'main', code)));
    expect(result).toEqual({ ok: 5, refused: { soldOut: 15 } });
    expect(await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, campaign.id))).toHaveLength(
      5,
    );
  });

  // Proves the campaign row lock (`FOR UPDATE` on coupon_issuances) held from counting the member's
  // coupons to commit: without it all 10 count none held and all are registered.
  it('one member with 10 single-use codes of a 2-per-member campaign at once: exactly 2', async () => {
    const { issuance: campaign } = await issuance(
      { kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 2 },
      null,
    );
    const codes = await singleUseCodes(campaign.id, 10);
    const userId = await buyer();
    const result = await tally(codes.map((c) => () => registerCoupon(userId, 'main', c)));
    expect(result).toEqual({ ok: 2, refused: { limitReached: 8 } });
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, userId))).toHaveLength(2);
  });

  // Proves the unique key on the wallet row (user_coupon_user_code: one coupon per member and code), met
  // with ON CONFLICT DO NOTHING: all 10 pass the first "already yours?" read before any of them commits.
  it('one member sending the same shared code 10 times at once: registered once', async () => {
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 5 });
    const userId = await buyer();
    const result = await tally(Array.from({ length: 10 }, () => () => registerCoupon(userId, 'main', code)));
    expect(result).toEqual({ ok: 1, refused: { alreadyRegistered: 9 } });
  });
});

describe('one coupon, two orders', () => {
  // Lined up with the database's own locks: order A's row is held, so A's coupon payment stops just
  // before marking A paid — holding the coupon's row, which it locked first — and the member then
  // chooses the coupon on order B, which queues on that row. Proves the coupon row lock both requests
  // take (completeWithCoupon keeps it until the coupon is used) with chooseOrderCoupon's checks of what
  // it finds behind it (a used coupon, or one on an order that no longer awaits payment, stays). Either
  // check alone refuses B; without both the coupon moves to B after paying A and A's amount is rewritten.
  // Without the lock B does not queue behind A at all.
  it('a 100 % coupon chosen on order B while order A is being completed with it: A is paid, B refused', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 100 });
    const coupon = await registerCoupon(userId, 'main', code);
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, a.orderNumber, coupon.id);
    await warmPool(3);
    const barrier = await holdLocks((tx) =>
      tx.select().from(orders).where(eq(orders.id, a.id)).for('update'),
    );
    const completing = completeWithCoupon(userId, a.orderNumber);
    await untilWaitingForLocks(1);
    // Its refusal is caught as it happens (it may come before A's completion is awaited below).
    const choosing = chooseOrderCoupon(userId, b.orderNumber, coupon.id).then(
      () => null,
      (error: unknown) => error,
    );
    await untilWaitingForLocks(2);
    await barrier.release();
    expect(await completing).toMatchObject({ status: 'PAID', paymentType: 'COUPON', finalAmount: 0 });
    expect(await choosing).toBeInstanceOf(CouponError);
    const [paid, other] = await Promise.all(
      [a, b].map(async (o) => (await db().select().from(orders).where(eq(orders.id, o.id)))[0]),
    );
    expect(paid).toMatchObject({ status: 'PAID', finalAmount: 0 });
    expect(other).toMatchObject({ status: 'CREATED', discountAmount: 0, finalAmount: other.price });
    const used = await db().select().from(userCoupons).where(isNotNull(userCoupons.usedAt));
    expect(used.filter((u) => u.id === coupon.id)).toEqual([expect.objectContaining({ orderId: a.id })]);
  });

  // Proves chooseOrderCoupon's refusal to move a coupon off an order that no longer awaits payment (the
  // holder is CONFIRMING while Toss is asked): without it the coupon moves to B, A is paid at its
  // discounted amount and B carries the discount too.
  it('while one order is being paid by card, the coupon cannot move to another order', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const coupon = await registerCoupon(userId, 'main', code);
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, a.orderNumber, coupon.id);
    let release!: () => void;
    confirmGate = new Promise((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (confirmReached = resolve));
    const payment = toss.createPayment({ orderId: a.orderNumber, amount: 8910 });
    const paying = confirmAt(userId, a, payment, 8910);
    await reached; // Toss has taken the money; its answer is held: order A is being paid
    await expect(chooseOrderCoupon(userId, b.orderNumber, coupon.id)).rejects.toMatchObject({ key: 'inUse' });
    release();
    expect((await paying).type).toBe('paid');
    const [used] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(used.orderId).toBe(a.id);
    expect(used.usedAt).not.toBeNull();
    const [other] = await db().select().from(orders).where(eq(orders.id, b.id));
    expect(other).toMatchObject({ discountAmount: 0, finalAmount: other.price });
  });
});

describe('coupon about to expire', () => {
  // Proves the unique (user_id, event_key) of notifications met with ON CONFLICT DO NOTHING
  // (storeDueNotifications): three runs see the coupon unnotified at once.
  it('three runs at once tell each holder of an unused coupon ending within 3 days once; used or later ones not', async () => {
    const now = new Date();
    const soon = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      validTo: new Date(now.getTime() + 2 * 86_400_000),
    });
    const later = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      validTo: new Date(now.getTime() + 5 * 86_400_000),
    });
    const holder = await buyer();
    const user = await buyer();
    const kept = await registerCoupon(holder, 'main', soon.code);
    await registerCoupon(holder, 'main', later.code);
    const used = await registerCoupon(user, 'main', soon.code);
    await db().update(userCoupons).set({ usedAt: now }).where(eq(userCoupons.id, used.id));
    const runs = await race(3, () => notifyCouponsExpiring(now));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notifyCouponsExpiring(now)).toBe(0);
    const rows = await db().select().from(notifications).where(eq(notifications.kind, 'couponExpiring'));
    expect(rows.map((r) => [r.userId, r.eventKey])).toEqual([[holder, `coupon-expiring:${kept.id}`]]);
  });
});
