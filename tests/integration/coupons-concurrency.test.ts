// Coupons under concurrency (meant for PostgreSQL: TEST_DATABASE_URL; on PGlite the requests queue):
// a single-use code redeemed by 20 members at once, a total limit, a per-user limit, and one coupon
// raced onto two orders.
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponIssuances, notifications, orders, userCoupons } from '../../db/schema';
import { seedGoods } from '../../db/seed/goods';
import { CouponError } from '~/features/coupons/errors';
import { chooseOrderCoupon, completeWithCoupon } from '~/features/coupons/order-coupon.server';
import { notifyCouponsExpiring } from '~/features/coupons/expiring.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { issuance, singleUseCodes } from './coupons-helpers';
import { buyer, confirmAt } from './commerce-helpers';
import { withTestDatabase } from './test-database';
import { withFakeToss } from './toss-helpers';

const database = withTestDatabase();
const toss = withFakeToss({ timeoutMs: 5000 });
beforeAll(async () => {
  await seedGoods(database().db);
});

/** Outcomes of concurrent calls: how many succeeded, and the refusals by key (anything else is rethrown). */
async function race<T>(calls: (() => Promise<T>)[]) {
  const settled = await Promise.allSettled(calls.map((call) => call()));
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
  it('one single-use code redeemed by 20 members at once: exactly one gets it', async () => {
    const { issuance: campaign } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 }, null);
    const [code] = await singleUseCodes(campaign.id, 1);
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const result = await race(members.map((m) => () => registerCoupon(m, 'main', code)));
    expect(result).toEqual({ ok: 1, refused: { alreadyRegistered: 19 } });
    const rows = await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, campaign.id));
    expect(rows).toHaveLength(1);
    const [counted] = await db().select().from(couponIssuances).where(eq(couponIssuances.id, campaign.id));
    expect(counted.issuedCount).toBe(1);
  });

  it('a shared code with a total limit of 5, 20 members at once: exactly 5', async () => {
    const { issuance: campaign, code } = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      totalLimit: 5,
    });
    const members = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const result = await race(members.map((m) => () => registerCoupon(m, 'main', code)));
    expect(result).toEqual({ ok: 5, refused: { soldOut: 15 } });
    expect(await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, campaign.id))).toHaveLength(
      5,
    );
  });

  it('one member with 10 single-use codes of a 2-per-member campaign at once: exactly 2', async () => {
    const { issuance: campaign } = await issuance(
      { kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 2 },
      null,
    );
    const codes = await singleUseCodes(campaign.id, 10);
    const userId = await buyer();
    const result = await race(codes.map((c) => () => registerCoupon(userId, 'main', c)));
    expect(result).toEqual({ ok: 2, refused: { limitReached: 8 } });
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, userId))).toHaveLength(2);
  });

  it('one member sending the same shared code 10 times at once: registered once', async () => {
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 5 });
    const userId = await buyer();
    const result = await race(Array.from({ length: 10 }, () => () => registerCoupon(userId, 'main', code)));
    expect(result).toEqual({ ok: 1, refused: { alreadyRegistered: 9 } });
  });
});

describe('one coupon, two orders', () => {
  it('a 100 % coupon chosen and completed on two orders at once pays exactly one', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 100 });
    const coupon = await registerCoupon(userId, 'main', code);
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, a.orderNumber, coupon.id);
    const calls = Array.from({ length: 10 }, (_, i) => {
      const target = i % 2 ? a : b;
      return i % 4 < 2
        ? () => chooseOrderCoupon(userId, target.orderNumber, coupon.id)
        : () => completeWithCoupon(userId, target.orderNumber);
    });
    await race([...calls, () => completeWithCoupon(userId, a.orderNumber)]);
    // Whatever is left completes now, if it can.
    await race([
      () => completeWithCoupon(userId, a.orderNumber),
      () => completeWithCoupon(userId, b.orderNumber),
    ]);
    const paid = (await db().select().from(orders).where(eq(orders.userId, userId))).filter(
      (o) => o.status === 'PAID',
    );
    expect(paid).toHaveLength(1);
    expect(paid[0].paymentType).toBe('COUPON');
    const used = await db().select().from(userCoupons).where(isNotNull(userCoupons.usedAt));
    expect(used.filter((u) => u.id === coupon.id)).toEqual([
      expect.objectContaining({ orderId: paid[0].id }),
    ]);
  });

  it('while one order is being paid by card, the coupon cannot move to another order', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const coupon = await registerCoupon(userId, 'main', code);
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, a.orderNumber, coupon.id);
    toss.control.confirmDelayMs = 400;
    const payment = toss.createPayment({ orderId: a.orderNumber, amount: 8910 });
    const paying = confirmAt(userId, a, payment, 8910);
    await new Promise((r) => setTimeout(r, 100));
    await expect(chooseOrderCoupon(userId, b.orderNumber, coupon.id)).rejects.toMatchObject({ key: 'inUse' });
    expect((await paying).type).toBe('paid');
    toss.control.confirmDelayMs = 0;
    const [used] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(used.orderId).toBe(a.id);
    expect(used.usedAt).not.toBeNull();
    const [other] = await db().select().from(orders).where(eq(orders.id, b.id));
    expect(other).toMatchObject({ discountAmount: 0, finalAmount: other.price });
  });
});

describe('coupon about to expire', () => {
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
    const runs = await Promise.all([
      notifyCouponsExpiring(now),
      notifyCouponsExpiring(now),
      notifyCouponsExpiring(now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notifyCouponsExpiring(now)).toBe(0);
    const rows = await db().select().from(notifications).where(eq(notifications.kind, 'couponExpiring'));
    expect(rows.map((r) => [r.userId, r.eventKey])).toEqual([[holder, `coupon-expiring:${kept.id}`]]);
  });
});
