import crypto from 'node:crypto';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { orders, payments, refunds, type Order, type Refund } from '#db/schema';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { PaymentProviderError, PaymentTransportError } from '~/integrations/toss/types';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { open, seal } from '~/lib/sealed.server';
import { events, notify } from '~/features/notifications/index.server';
import type { PaybackBank, RefundReason } from './constants';
import { CommerceError } from './errors';
import { revokeOrderPass } from './grant-pass.server';
import { returnRefundedOrderCoupon } from './held-coupon.server';
import { ownOrder } from './orders.server';
import { holdOrderPass, lockOrderPass, orderPassUsed, releaseOrderPass } from './pass-use.server';

/**
 * Refundable: paid with money (an order a coupon paid in full has nothing to give back), no refund yet
 * (or a failed one to retry), and its pass never used.
 */
export async function isRefundable(order: Order, refund: Refund | null): Promise<boolean> {
  if (order.status !== 'PAID' || order.paymentType === 'COUPON') return false;
  if (refund && refund.status !== 'FAILED') return false;
  return !(await orderPassUsed(db(), order.id));
}

/** Where a bank-transfer refund is paid back to, as the member typed it. */
export type Payback = { bank: PaybackBank; account: string; holder: string };

export function openPayback(refund: Pick<Refund, 'payback'>): Payback | null {
  const text = open(refund.payback);
  return text ? (JSON.parse(text) as Payback) : null;
}

/**
 * refunded: the provider gave the money back; requested: a bank transfer waits for the operator;
 * processing: the provider did not answer (the recovery job finishes it); failed: the provider refused.
 */
export type RefundOutcome = 'refunded' | 'requested' | 'processing' | 'failed';

/**
 * A member's refund request. One transaction locks the order and its pass, refuses a used pass, holds
 * the pass (out of use from now on: a generation started a moment later finds no pass) and records the
 * refund (one per order; a failed one is asked again with the same idempotency key). A bank transfer
 * then waits for the operator to pay it back into the account given here; a card or easy-pay order is
 * cancelled at the provider.
 */
export async function requestRefund(
  input: {
    userId: number;
    orderNumber: string;
    reason: RefundReason;
    reasonText: string | null;
    /** Required for a bank-transfer order. */
    payback?: Payback | null;
  },
  now = new Date(),
): Promise<RefundOutcome> {
  const order = await ownOrder(input.userId, input.orderNumber);
  const transfer = order.paymentType === 'SELF';
  if (transfer && !input.payback) throw new CommerceError('paybackRequired', 400);
  const fields = {
    reason: input.reason,
    reasonText: input.reason === 'OTHER' ? input.reasonText : null,
    payback: transfer && input.payback ? seal(JSON.stringify(input.payback)) : null,
  };
  const refund = await db().transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked.status !== 'PAID' || locked.paymentType === 'COUPON')
      throw new CommerceError('notRefundable', 409);
    const [existing] = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
    if (existing && existing.status !== 'FAILED') throw new CommerceError('refundRequested', 409);
    await holdOrderPass(tx, order.id, now);
    if (existing) {
      const [retried] = await tx
        .update(refunds)
        .set({ ...fields, status: 'REQUESTED', failureCode: null, updatedAt: now })
        .where(and(eq(refunds.id, existing.id), eq(refunds.status, 'FAILED')))
        .returning();
      return retried;
    }
    const [created] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        ...fields,
        amount: order.finalAmount,
        currency: order.currency,
        idempotencyKey: crypto.randomUUID(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created;
  });
  if (transfer) return 'requested';
  return cancelAtProvider(order, refund, now);
}

/**
 * Sends a refund's cancel to the provider (again, with the same idempotency key, when resumed) and
 * settles it: cancelled → completed; refused → FAILED and the pass is usable again; no answer → left
 * REQUESTED for the recovery job. The usage is checked once more first: a used pass is not refunded.
 */
async function cancelAtProvider(order: Order, refund: Refund, now: Date): Promise<RefundOutcome> {
  if (await refuseIfUsed(refund, order.id, now)) return 'failed';
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
    if (error instanceof PaymentTransportError) {
      logger().warn(
        { err: error, order: order.orderNumber },
        'refund cancel not answered; the job resumes it',
      );
      return 'processing';
    }
    if (!(error instanceof PaymentProviderError)) throw error;
    logger().warn({ err: error, order: order.orderNumber }, 'refund cancel refused');
    await db().transaction(async (tx) => {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'FAILED', failureCode: error.code, updatedAt: new Date() })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')))
        .returning();
      if (failed) await releaseOrderPass(tx, order.id);
    });
    return 'failed';
  }
}

/**
 * Before any money goes back: a pass that was used after all is not refunded. The refund is REJECTED
 * (final), the pass is usable again and the member is told why. True when it was refused.
 */
async function refuseIfUsed(refund: Refund, orderId: number, now: Date): Promise<boolean> {
  return db().transaction(async (tx) => {
    await lockOrderPass(tx, orderId);
    if (!(await orderPassUsed(tx, orderId))) return false;
    const [rejected] = await tx
      .update(refunds)
      .set({ status: 'REJECTED', failureCode: 'PASS_USED', updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')))
      .returning();
    if (!rejected) return true;
    await releaseOrderPass(tx, orderId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    await notify(order.userId, events.refundRejected(order), tx);
    return true;
  });
}

function refundReasonText(refund: Refund) {
  return refund.reason === 'OTHER' && refund.reasonText ? refund.reasonText : refund.reason;
}

/** The money went back: refund DONE, order REFUNDED, its pass REFUND, its coupon back — once. */
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
    // A coupon used on the order comes back to the wallet while its campaign runs (ADR 0020).
    await returnRefundedOrderCoupon(tx, orderId, now);
    await notify(done.userId, events.refundCompleted(done), tx);
    return true;
  });
}

export type TransferRefundOutcome = 'completed' | 'used' | 'not-pending';

/**
 * The operator paid a bank-transfer refund back: the usage is checked again (a used pass is refused,
 * the member told), then the refund completes — once.
 */
export async function completeTransferRefund(
  refundId: number,
  now = new Date(),
): Promise<TransferRefundOutcome> {
  const [row] = await db()
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row || row.order.paymentType !== 'SELF' || row.refund.status !== 'REQUESTED') return 'not-pending';
  if (await refuseIfUsed(row.refund, row.order.id, now)) return 'used';
  return (await completeRefund(row.order.id, { manual: true }, now)) ? 'completed' : 'not-pending';
}

/**
 * Card and easy-pay refunds whose cancel got no answer (the server died, or the provider did not reply)
 * are sent again with their own idempotency key once the lease has passed. Each is claimed by moving
 * its `updated_at` (rows taken with SKIP LOCKED), so two instances never resume the same one at once.
 */
export async function resumeStuckRefunds(now = new Date(), batch = 20): Promise<number> {
  const cutoff = new Date(now.getTime() - env().PAYMENT_LEASE_SECONDS * 1000);
  const due = db()
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'REQUESTED'),
        lt(refunds.updatedAt, cutoff),
        eq(orders.status, 'PAID'),
        ne(orders.paymentType, 'SELF'),
      ),
    )
    .limit(batch)
    .for('update', { of: refunds, skipLocked: true });
  const claimed = await db()
    .update(refunds)
    .set({ updatedAt: now })
    .where(and(inArray(refunds.id, due), eq(refunds.status, 'REQUESTED'), lt(refunds.updatedAt, cutoff)))
    .returning();
  for (const refund of claimed) {
    const [order] = await db().select().from(orders).where(eq(orders.id, refund.orderId));
    await cancelAtProvider(order, refund, now).catch((error: unknown) =>
      logger().error({ err: error, order: order.orderNumber }, 'refund resume failed'),
    );
  }
  return claimed.length;
}
