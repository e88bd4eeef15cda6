import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orders, payments, refunds, type Order, type Refund } from '../../../db/schema';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { PaymentProviderError, PaymentTransportError } from '~/integrations/toss/types';
import { db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { events } from '~/features/notifications/events.server';
import { notify } from '~/features/notifications/notifications.server';
import type { RefundReason } from './constants';
import { CommerceError } from './errors';
import { revokeOrderPass } from './grant-pass.server';
import { ownOrder } from './orders.server';
import { holdPeriodForRefund, orderPassUsed, reopenPeriodAfterFailedRefund } from './pass-use.server';

/**
 * Refundable: paid with money (an order a coupon paid in full has nothing to give back), no refund yet
 * (or a failed one to retry), and its pass never used.
 */
export async function isRefundable(order: Order, refund: Refund | null): Promise<boolean> {
  if (order.status !== 'PAID' || order.paymentType === 'COUPON') return false;
  if (refund && refund.status !== 'FAILED') return false;
  return !(await orderPassUsed(db(), order.id));
}

export type RefundOutcome = 'refunded' | 'requested' | 'failed';

/**
 * A member's refund request. The refund row (one per order) is the claim: of two requests at once
 * one inserts it and cancels at the provider, with the refund's own idempotency key; the other is told
 * a refund is already under way. A bank transfer waits for the operator to pay it back.
 */
export async function requestRefund(
  input: { userId: number; orderNumber: string; reason: RefundReason; reasonText: string | null },
  now = new Date(),
): Promise<RefundOutcome> {
  const order = await ownOrder(input.userId, input.orderNumber);
  const refund = await db().transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked.status !== 'PAID' || locked.paymentType === 'COUPON')
      throw new CommerceError('notRefundable', 409);
    if (await orderPassUsed(tx, order.id)) throw new CommerceError('passUsed', 409);
    await holdPeriodForRefund(tx, order.id, now);
    const [created] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        reason: input.reason,
        reasonText: input.reason === 'OTHER' ? input.reasonText : null,
        amount: order.finalAmount,
        currency: order.currency,
        idempotencyKey: crypto.randomUUID(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.orderId })
      .returning();
    if (created) return created;
    // A refund that failed at the provider may be asked again (same idempotency key).
    const [retried] = await tx
      .update(refunds)
      .set({ status: 'REQUESTED', reason: input.reason, reasonText: input.reasonText, updatedAt: now })
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'FAILED')))
      .returning();
    return retried ?? null;
  });
  if (!refund) throw new CommerceError('refundRequested', 409);
  if (order.paymentType === 'SELF') return 'requested';
  return cancelAtProvider(order, refund, now);
}

async function cancelAtProvider(order: Order, refund: Refund, now: Date): Promise<RefundOutcome> {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  if (!payment?.paymentKey) throw new CommerceError('notRefundable', 409);
  const gateway = paymentGateway();
  try {
    let answer;
    try {
      answer = await gateway.cancel(payment.paymentKey, refundReasonText(refund), refund.idempotencyKey);
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.code === 'ALREADY_CANCELED_PAYMENT')) throw error;
      answer = await gateway.getPayment(payment.paymentKey);
    }
    if (answer.status !== 'CANCELED') throw new PaymentProviderError('NOT_CANCELED', 409, answer.status);
    await completeRefund(order.id, answer.raw, now);
    return 'refunded';
  } catch (error) {
    if (!(error instanceof PaymentProviderError || error instanceof PaymentTransportError)) throw error;
    logger().warn({ err: error, order: order.orderNumber }, 'refund cancel failed');
    await db()
      .update(refunds)
      .set({
        status: 'FAILED',
        failureCode: error instanceof PaymentProviderError ? error.code : 'NETWORK',
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')));
    await reopenPeriodAfterFailedRefund(db(), order.id);
    return 'failed';
  }
}

function refundReasonText(refund: Refund) {
  return refund.reason === 'OTHER' && refund.reasonText ? refund.reasonText : refund.reason;
}

/** The money went back: refund DONE, order REFUNDED, its pass REFUND — once. */
export async function completeRefund(orderId: number, raw: unknown, now = new Date()) {
  return db().transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ status: 'REFUNDED', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'PAID')))
      .returning();
    if (!done) return false;
    await tx
      .update(refunds)
      .set({ status: 'DONE', completedAt: now, raw: (raw ?? null) as object, updatedAt: now })
      .where(eq(refunds.orderId, orderId));
    await tx
      .update(payments)
      .set({ status: 'CANCELED', updatedAt: now })
      .where(eq(payments.orderId, orderId));
    await revokeOrderPass(tx, orderId);
    await notify(done.userId, events.refundCompleted(done), tx);
    return true;
  });
}
