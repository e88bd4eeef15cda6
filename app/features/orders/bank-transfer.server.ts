import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { orders, payments, type Order } from '#db/schema';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import type { Job } from '~/lib/jobs.server';
import { events, notify } from '~/features/notifications/index.server';
import { CommerceError } from './errors';
import { grantOrderPass } from './grant-pass.server';
import { consumeOrderCoupon, dropEndedOrderCoupon, releaseOrderCoupons } from './held-coupon.server';
import { ownOrder } from './orders.server';
import { lockMember, passInForce } from './settle.server';

/**
 * Bank transfer (SELF): the order waits for the deposit until its deadline. Only a CREATED order can
 * switch to it (conditional UPDATE), so a paid or confirming order never does; not while the member has
 * a pass in force, and a coupon whose campaign ended is taken off first (the amount to deposit is fixed
 * here, and the operator's confirmation honours it).
 */
export async function chooseBankTransfer(
  userId: number,
  orderNumber: string,
  now = new Date(),
): Promise<Order> {
  const order = await ownOrder(userId, orderNumber);
  if (order.status === 'WAITING_DEPOSIT') return order;
  if (order.status === 'CREATED' && (await passInForce(db(), order, now)))
    throw new CommerceError('ticketInUse', 409);
  if (await dropEndedOrderCoupon(order, now)) throw new CommerceError('couponEnded', 409);
  const deadline = new Date(now.getTime() + env().DEPOSIT_HOURS * 3_600_000);
  return db().transaction(async (tx) => {
    const [waiting] = await tx
      .update(orders)
      .set({ status: 'WAITING_DEPOSIT', paymentType: 'SELF', depositDeadline: deadline, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'CREATED')))
      .returning();
    if (!waiting) throw new CommerceError('notPayable', 409);
    const attempt = {
      provider: 'SELF',
      paymentKey: null,
      idempotencyKey: crypto.randomUUID(),
      status: 'READY',
      failureCode: null,
      updatedAt: now,
    };
    await tx
      .insert(payments)
      .values({ orderId: order.id, amount: waiting.finalAmount, currency: order.currency, ...attempt })
      .onConflictDoUpdate({
        target: payments.orderId,
        set: attempt,
        setWhere: sql`${payments.status} <> 'DONE'`,
      });
    return waiting;
  });
}

/**
 * The operator saw the money arrive: WAITING_DEPOSIT → PAID, the pass starts and the coupon is used,
 * once. Refused while the member has another pass in force (one at a time): the operator returns that
 * deposit instead, and the order expires at its deadline.
 */
export async function markDepositReceived(orderId: number, now = new Date()) {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new CommerceError('notWaiting', 409);
    await lockMember(tx, order.userId);
    if (order.status === 'WAITING_DEPOSIT' && (await passInForce(tx, order, now)))
      throw new CommerceError('passInForce', 409);
    const [paid] = await tx
      .update(orders)
      .set({ status: 'PAID', completedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'WAITING_DEPOSIT')))
      .returning();
    if (!paid) throw new CommerceError('notWaiting', 409);
    await tx
      .update(payments)
      .set({ status: 'DONE', method: 'TRANSFER', approvedAt: now, updatedAt: now })
      .where(eq(payments.orderId, orderId));
    await consumeOrderCoupon(tx, paid.id, now);
    await grantOrderPass(tx, paid, now);
    await notify(paid.userId, events.depositConfirmed(paid), tx);
    return paid;
  });
}

/**
 * Unpaid bank-transfer orders past their deadline expire and give their coupons back. Each run claims the rows it expires
 * (`FOR UPDATE SKIP LOCKED` inside the conditional UPDATE), so instances never expire the same one twice.
 */
export async function expireUnpaidOrders(now = new Date(), batch = 200): Promise<number> {
  const due = db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'WAITING_DEPOSIT'), lt(orders.depositDeadline, now)))
    .limit(batch)
    .for('update', { skipLocked: true });
  const expired = await db()
    .update(orders)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(inArray(orders.id, due), eq(orders.status, 'WAITING_DEPOSIT')))
    .returning({ id: orders.id });
  await releaseOrderCoupons(
    db(),
    expired.map((e) => e.id),
  );
  if (expired.length)
    await db()
      .update(payments)
      .set({ status: 'FAILED', failureCode: 'DEPOSIT_EXPIRED', updatedAt: now })
      .where(
        and(
          inArray(
            payments.orderId,
            expired.map((e) => e.id),
          ),
          eq(payments.status, 'READY'),
        ),
      );
  return expired.length;
}

export const expireOrdersJob: Job = {
  name: 'expire-unpaid-orders',
  everyMs: 60_000,
  run: expireUnpaidOrders,
};
