import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { couponIssuances, orders, userCoupons, type CouponIssuance, type Order } from '#db/schema';
import { db, type Db } from '~/lib/db.server';

// The coupon an order holds, through the order's life: taken off before payment when its campaign has
// ended, used in the transaction that pays the order, given back when the order expires or is refunded.
// Orders sit below coupons (ADR 0035): choosing a coupon, the wallet and a coupon-paid order are the
// coupons feature's, which calls these; nothing here imports coupons.

type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/** Whether a coupon can be used now: its campaign is active and within its validity dates. */
export function couponActive(issuance: CouponIssuance, now: Date): boolean {
  return issuance.active && now >= issuance.validFrom && now < issuance.validTo;
}

/**
 * Before an order is paid: a coupon on it whose campaign has ended or was switched off is taken off, and
 * the order's amount goes back to its price (the member sees the new amount before paying). True when
 * one was taken off. Only an order that still awaits payment changes.
 */
export async function dropEndedOrderCoupon(order: Order, now = new Date()): Promise<boolean> {
  const [held] = await db()
    .select({ issuance: couponIssuances })
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .where(and(eq(userCoupons.orderId, order.id), isNull(userCoupons.usedAt)));
  if (!held || couponActive(held.issuance, now)) return false;
  return db().transaction(async (tx) => {
    const [locked] = await tx
      .update(orders)
      .set({ discountAmount: 0, finalAmount: sql`${orders.price}`, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'CREATED')))
      .returning({ id: orders.id });
    if (!locked) return false;
    await releaseOrderCoupons(tx, [order.id]);
    return true;
  });
}

/**
 * Called in the transaction that moves an order to PAID: its coupon is used now (and only now).
 * Returns whether a coupon was consumed.
 */
export async function consumeOrderCoupon(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userCoupons)
    .set({ usedAt: now })
    .where(and(eq(userCoupons.orderId, orderId), isNull(userCoupons.usedAt)))
    .returning({ id: userCoupons.id });
  return rows.length > 0;
}

/**
 * A refunded order gives its coupon back (ADR 0020): in the refund's transaction the coupon becomes
 * unused and free again while its campaign still runs (active, before its last day); a coupon whose
 * campaign has ended stays used. Returns whether one came back.
 */
export async function returnRefundedOrderCoupon(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [held] = await tx
    .select({ id: userCoupons.id, issuance: couponIssuances })
    .from(userCoupons)
    .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
    .where(and(eq(userCoupons.orderId, orderId), isNotNull(userCoupons.usedAt)));
  if (!held || !couponActive(held.issuance, now)) return false;
  const rows = await tx
    .update(userCoupons)
    .set({ usedAt: null, orderId: null })
    .where(and(eq(userCoupons.id, held.id), eq(userCoupons.orderId, orderId)))
    .returning({ id: userCoupons.id });
  return rows.length > 0;
}

/** Orders that expired (or otherwise will never be paid) give their unused coupons back. */
export async function releaseOrderCoupons(tx: Tx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx
    .update(userCoupons)
    .set({ orderId: null })
    .where(and(inArray(userCoupons.orderId, orderIds), isNull(userCoupons.usedAt)));
}
