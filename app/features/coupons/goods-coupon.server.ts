import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { couponIssuances, goods, orders, userCoupons, type Order } from '../../../db/schema';
import { grantOrderPass } from '~/features/orders/grant-pass.server';
import { newOrderNumber } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { CouponError } from './errors';
import { recordCouponPayment } from './order-coupon.server';
import { couponActive } from './wallet.server';

/**
 * Use in place (GOODS coupons only, spec §4): one transaction locks the member's coupon, records a
 * paid order of the linked goods with method COUPON and nothing to pay, uses the coupon on it and
 * grants the pass with the same code a paid order uses. Another member's coupon is a 404; a used,
 * expired or non-GOODS coupon is refused.
 */
export async function redeemGoodsCoupon(userId: number, couponId: number, now = new Date()): Promise<Order> {
  return db().transaction(async (tx) => {
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
    await grantOrderPass(tx, order, now, 'COUPON');
    return order;
  });
}
