import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { couponIssuances, orders, payments, userCoupons, type Order } from '#db/schema';
import { events, notify } from '~/features/notifications/index.server';
import {
  consumeOrderCoupon,
  couponActive,
  grantOrderPass,
  lockMember,
  ownOrder,
  passInForce,
} from '~/features/orders/index.server';
import { finalAmount } from '~/lib/money';
import { db, type Db } from '~/lib/db.server';
import { couponDiscount, discountsOrder } from './discount';
import { CouponError } from './errors';

type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/** PostgreSQL found two requests waiting on each other: answered as "in use", never a 500. */
function inUseOnDeadlock(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  if (code === '40P01') throw new CouponError('inUse', 409);
  throw error;
}

/**
 * The order page's coupon choice (spec `payment/order/wait`): puts a usable discount coupon on an
 * order that awaits payment (or takes it off with `couponId` null) and stores the recomputed discount
 * and final amount on the order. A coupon is on one order at most: choosing it on another order moves
 * it only while the first still awaits payment (its row is taken with SKIP LOCKED, so a payment in
 * progress keeps it and this request is refused rather than made to wait). Nothing is consumed here.
 */
export async function chooseOrderCoupon(
  userId: number,
  orderNumber: string,
  couponId: number | null,
  now = new Date(),
): Promise<Order> {
  const order = await ownOrder(userId, orderNumber);
  return db()
    .transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.status, 'CREATED')))
        .for('update');
      if (!locked) throw new CouponError('notPayable', 409);
      let discount = 0;
      if (couponId !== null) {
        const [chosen] = await tx
          .select({ coupon: userCoupons, issuance: couponIssuances })
          .from(userCoupons)
          .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
          .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)))
          .for('update', { of: userCoupons });
        if (!chosen) throw new CouponError('notFound', 404);
        const { coupon, issuance } = chosen;
        if (coupon.usedAt || !couponActive(issuance, now) || !discountsOrder(issuance, locked.currency))
          throw new CouponError('notUsable', 400);
        if (coupon.orderId !== null && coupon.orderId !== locked.id) {
          const [holder] = await tx
            .select()
            .from(orders)
            .where(eq(orders.id, coupon.orderId))
            .for('update', { skipLocked: true });
          if (!holder || holder.status !== 'CREATED') throw new CouponError('inUse', 409);
          await tx
            .update(orders)
            .set({ discountAmount: 0, finalAmount: holder.price, updatedAt: now })
            .where(eq(orders.id, holder.id));
        }
        discount = couponDiscount(issuance, locked.price, locked.currency);
        await tx
          .update(userCoupons)
          .set({ orderId: null })
          .where(
            and(
              eq(userCoupons.orderId, locked.id),
              ne(userCoupons.id, coupon.id),
              isNull(userCoupons.usedAt),
            ),
          );
        await tx.update(userCoupons).set({ orderId: locked.id }).where(eq(userCoupons.id, coupon.id));
      } else {
        await tx
          .update(userCoupons)
          .set({ orderId: null })
          .where(and(eq(userCoupons.orderId, locked.id), isNull(userCoupons.usedAt)));
      }
      const [updated] = await tx
        .update(orders)
        .set({ discountAmount: discount, finalAmount: finalAmount(locked.price, discount), updatedAt: now })
        .where(and(eq(orders.id, locked.id), eq(orders.status, 'CREATED')))
        .returning();
      return updated;
    })
    .catch(inUseOnDeadlock);
}

/** The coupon chosen on an order (null when none). */
export async function orderCouponId(orderId: number): Promise<number | null> {
  const [row] = await db()
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(eq(userCoupons.orderId, orderId));
  return row?.id ?? null;
}

/**
 * A coupon that takes the whole price: the order completes with method COUPON and no provider call.
 * One transaction (the member's row locked first, as every payment does) checks the coupon's campaign
 * still runs and no other pass is in force, moves the order to PAID (only from CREATED with a final
 * amount of 0), uses the coupon,
 * records the payment and grants the pass; the coupon's row is locked first, in the same order as
 * every other coupon change, so two such orders sharing a coupon complete one.
 */
export async function completeWithCoupon(
  userId: number,
  orderNumber: string,
  now = new Date(),
): Promise<Order> {
  const order = await ownOrder(userId, orderNumber);
  return db()
    .transaction(async (tx) => {
      await lockMember(tx, userId);
      const [coupon] = await tx
        .select({ id: userCoupons.id, issuance: couponIssuances })
        .from(userCoupons)
        .innerJoin(couponIssuances, eq(couponIssuances.id, userCoupons.issuanceId))
        .where(and(eq(userCoupons.orderId, order.id), isNull(userCoupons.usedAt)))
        .for('update', { of: userCoupons });
      if (!coupon) throw new CouponError('notPayable', 409);
      if (!couponActive(coupon.issuance, now)) throw new CouponError('campaignEnded', 409);
      if (await passInForce(tx, order, now)) throw new CouponError('passInForce', 409);
      const [paid] = await tx
        .update(orders)
        .set({ status: 'PAID', paymentType: 'COUPON', completedAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'CREATED'), eq(orders.finalAmount, 0)))
        .returning();
      if (!paid) throw new CouponError('notPayable', 409);
      if (!(await consumeOrderCoupon(tx, paid.id, now))) throw new CouponError('notPayable', 409);
      await recordCouponPayment(tx, paid, now);
      await grantOrderPass(tx, paid, now);
      await notify(paid.userId, events.paymentCompleted(paid), tx);
      return paid;
    })
    .catch(inUseOnDeadlock);
}

/** The payment row of an order settled by a coupon (no provider, nothing to pay). */
export async function recordCouponPayment(tx: Tx, order: Order, now: Date) {
  const row = {
    provider: 'COUPON',
    paymentKey: null,
    idempotencyKey: crypto.randomUUID(),
    status: 'DONE',
    method: 'COUPON',
    amount: 0,
    currency: order.currency,
    failureCode: null,
    approvedAt: now,
    updatedAt: now,
  };
  await tx
    .insert(payments)
    .values({ orderId: order.id, ...row })
    .onConflictDoUpdate({ target: payments.orderId, set: row, setWhere: sql`${payments.status} <> 'DONE'` });
}
