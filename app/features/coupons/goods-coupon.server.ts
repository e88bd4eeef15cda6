import crypto from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { couponIssuances, goods, orders, passes, userCoupons, type Order } from '#db/schema';
import { activePass } from '~/features/accounts/index.server';
import {
  couponActive,
  grantOrderPass,
  lockMember,
  newOrderNumber,
  PURCHASED_SOURCES,
} from '~/features/orders/index.server';
import { db } from '~/lib/db.server';
import { CouponError } from './errors';
import { recordCouponPayment } from './order-coupon.server';

/**
 * Use in place (GOODS coupons only, spec §4): one transaction locks the member's coupon, records a
 * paid order of the linked goods with method COUPON and nothing to pay, uses the coupon on it and
 * grants the pass with the same code a paid order uses. Another member's coupon is a 404; a used,
 * expired or non-GOODS coupon is refused, and so is any while another bought pass is in force. Used
 * while the welcome pass runs, the coupon's pass replaces it: the welcome pass ends now and the coupon's
 * starts now, so the member has one pass at a time and the days it covered are covered (ADR 0020).
 */
export async function redeemGoodsCoupon(userId: number, couponId: number, now = new Date()): Promise<Order> {
  return db().transaction(async (tx) => {
    // The member's row first, as every payment: two uses at once are decided one after the other.
    await lockMember(tx, userId);
    const [found] = await tx
      .select({ coupon: userCoupons, issuance: couponIssuances })
      .from(userCoupons)
      .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
      .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)))
      .for('update', { of: userCoupons });
    if (!found) throw new CouponError('notFound', 404);
    const { coupon, issuance } = found;
    if (coupon.usedAt || issuance.kind !== 'GOODS' || !issuance.goodsId || !couponActive(issuance, now))
      throw new CouponError('notUsable', 409);
    // One bought pass at a time: not while another order's or coupon's pass is in force.
    if (await activePass(userId, now, tx, { sources: PURCHASED_SOURCES }))
      throw new CouponError('passInForce', 409);
    const [item] = await tx.select().from(goods).where(eq(goods.id, issuance.goodsId));
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(now),
        userId,
        goodsId: item.id,
        orderName: item.name,
        price: item.amount,
        discountAmount: item.amount,
        finalAmount: 0,
        currency: item.currency,
        durationUnit: item.durationUnit,
        durationValue: item.durationValue,
        generationLimit: item.generationLimit,
        status: 'PAID',
        paymentType: 'COUPON',
        customerKey: crypto.randomUUID(),
        completedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [used] = await tx
      .update(userCoupons)
      .set({ usedAt: now, orderId: order.id })
      .where(and(eq(userCoupons.id, coupon.id), isNull(userCoupons.usedAt), isNull(userCoupons.orderId)))
      .returning({ id: userCoupons.id });
    if (!used) throw new CouponError('notUsable', 409);
    await recordCouponPayment(tx, order, now);
    // The welcome pass in force ends where the coupon's pass begins: one pass at a time (ADR 0020).
    await tx
      .update(passes)
      .set({ endsAt: now })
      .where(
        and(
          eq(passes.userId, userId),
          eq(passes.source, 'WELCOME'),
          eq(passes.status, 'ACTIVE'),
          lte(passes.startsAt, now),
          gt(passes.endsAt, now),
        ),
      );
    await grantOrderPass(tx, order, now, 'COUPON');
    return order;
  });
}
