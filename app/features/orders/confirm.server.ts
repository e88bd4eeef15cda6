import crypto from 'node:crypto';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { orders, payments, type Order } from '../../../db/schema';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { PaymentProviderError, PaymentTransportError, type ProviderPayment } from '~/integrations/toss/types';
import { db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { events } from '~/features/notifications/events.server';
import { notify } from '~/features/notifications/notifications.server';
import { consumeOrderCoupon } from '~/features/coupons/order-coupon.server';
import { CONFIRM_LEASE_MS, CONFIRM_WAIT_MS } from './constants';
import { grantOrderPass } from './grant-pass.server';
import { ownOrder } from './orders.server';
import { paymentTypeOf, UnsupportedPaymentMethodError } from './payment-method';

export type ConfirmOutcome =
  { type: 'paid'; order: Order } | { type: 'failed'; code: string; message?: string };

const newKey = () => crypto.randomUUID();

/**
 * Stores the payment attempt before the provider is called: its paymentKey and the idempotency key
 * every confirm of that key is sent with (so a retry reuses it). A new paymentKey for an order whose
 * earlier attempt did not go through replaces the attempt, with a new idempotency key.
 */
async function storeAttempt(order: Order, paymentKey: string, provider: string) {
  await db()
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      paymentKey,
      idempotencyKey: newKey(),
      amount: order.finalAmount,
      currency: order.currency,
    })
    .onConflictDoNothing({ target: payments.orderId });
  const [attempt] = await db().select().from(payments).where(eq(payments.orderId, order.id));
  if (attempt.paymentKey === paymentKey) return attempt;
  const [replaced] = await db()
    .update(payments)
    .set({
      paymentKey,
      provider,
      idempotencyKey: newKey(),
      status: 'READY',
      failureCode: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, attempt.id), inArray(payments.status, ['READY', 'FAILED'])))
    .returning();
  return replaced ?? null;
}

/**
 * Takes the order for one confirm: CREATED (or a confirm claim whose process died) → CONFIRMING, only
 * while its amount is still the one being confirmed (a coupon chosen meanwhile changes it).
 */
async function claim(orderId: number, amount: number, now: Date) {
  const rows = await db()
    .update(orders)
    .set({ status: 'CONFIRMING', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.finalAmount, amount),
        or(
          eq(orders.status, 'CREATED'),
          and(
            eq(orders.status, 'CONFIRMING'),
            lt(orders.updatedAt, new Date(now.getTime() - CONFIRM_LEASE_MS)),
          ),
        ),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

async function release(orderId: number, failureCode: string | null) {
  await db().transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'CREATED', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'CONFIRMING')));
    if (failureCode)
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureCode, updatedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'READY')));
  });
}

/**
 * Records a payment the provider reports DONE for this order and amount, once: the order moves to
 * PAID only from a state that is waiting for it (and only at the amount paid), and the pass is granted
 * and the order's coupon used in the same transaction.
 * Returns false when the report does not match the stored order (nothing is changed).
 */
export async function applyPaid(order: Order, payment: ProviderPayment, now = new Date()): Promise<boolean> {
  if (
    payment.status !== 'DONE' ||
    payment.orderId !== order.orderNumber ||
    payment.totalAmount !== order.finalAmount ||
    payment.currency !== order.currency
  )
    return false;
  const paymentType = paymentTypeOf(payment.method, payment.easyPayProvider);
  return db().transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'PAID', paymentType, completedAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, ['CREATED', 'CONFIRMING']),
          eq(orders.finalAmount, payment.totalAmount),
        ),
      )
      .returning();
    if (!paid) return false;
    await consumeOrderCoupon(tx, paid.id, now);
    await tx
      .update(payments)
      .set({
        status: 'DONE',
        method: payment.method,
        easyPayProvider: payment.easyPayProvider,
        approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
        raw: payment.raw as object,
        updatedAt: now,
      })
      .where(and(eq(payments.orderId, order.id), eq(payments.paymentKey, payment.paymentKey)));
    await grantOrderPass(tx, paid, now);
    await notify(paid.userId, events.paymentCompleted(paid), tx);
    return true;
  });
}

async function waitForOther(orderId: number): Promise<Order['status']> {
  const until = Date.now() + CONFIRM_WAIT_MS;
  for (;;) {
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (row.status !== 'CONFIRMING' || Date.now() > until) return row.status;
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function current(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return { order, payment };
}

/**
 * The success URL: the provider says it took a payment for (orderId, amount). Only when both equal
 * the stored order is the provider asked to confirm; one request confirms (the order row is claimed
 * with a conditional UPDATE), the others wait for its outcome. ALREADY_PROCESSED_PAYMENT is
 * reconciled by looking the payment up.
 */
export async function confirmPayment(
  input: { userId: number; orderNumber: string; paymentKey: string; amount: number },
  now = new Date(),
): Promise<ConfirmOutcome> {
  const order = await ownOrder(input.userId, input.orderNumber);
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.finalAmount)
    return { type: 'failed', code: 'AMOUNT_MISMATCH' };
  if (!/^[A-Za-z0-9_.-]{1,200}$/.test(input.paymentKey)) return { type: 'failed', code: 'INVALID_REQUEST' };

  const settled = async (): Promise<ConfirmOutcome> => {
    const { order: latest, payment } = await current(order.id);
    if (latest.status === 'PAID' && payment?.paymentKey === input.paymentKey)
      return { type: 'paid', order: latest };
    return { type: 'failed', code: payment?.failureCode ?? 'NOT_PAYABLE' };
  };
  if (order.status === 'PAID') return settled();
  if (order.status !== 'CREATED' && order.status !== 'CONFIRMING')
    return { type: 'failed', code: 'NOT_PAYABLE' };

  const gateway = paymentGateway();
  if (!(await claim(order.id, order.finalAmount, now))) {
    await waitForOther(order.id);
    return settled();
  }
  // Only the claim holder stores (or replaces) the attempt, so a confirm in flight keeps its key.
  const attempt = await storeAttempt(order, input.paymentKey, gateway.kind === 'toss' ? 'TOSS' : 'TEST');
  if (!attempt) {
    await release(order.id, null);
    return settled();
  }

  try {
    const payment = await gateway.confirm(
      { paymentKey: input.paymentKey, orderId: order.orderNumber, amount: order.finalAmount },
      attempt.idempotencyKey,
    );
    return await finish(order, payment, now);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'ALREADY_PROCESSED_PAYMENT') {
      try {
        return await finish(order, await gateway.getPayment(input.paymentKey), now);
      } catch (lookupError) {
        logger().warn({ err: lookupError, order: order.orderNumber }, 'payment reconcile failed');
        await release(order.id, null);
        return { type: 'failed', code: 'NETWORK' };
      }
    }
    if (error instanceof PaymentProviderError) {
      await release(order.id, error.code);
      return { type: 'failed', code: error.code, message: error.message };
    }
    if (error instanceof UnsupportedPaymentMethodError) {
      await release(order.id, 'UNSUPPORTED_METHOD');
      return { type: 'failed', code: 'UNSUPPORTED_METHOD' };
    }
    if (error instanceof PaymentTransportError) {
      // The provider may have taken it: the attempt keeps its idempotency key for the retry.
      logger().warn({ err: error, order: order.orderNumber }, 'payment confirm not answered');
      await release(order.id, null);
      return { type: 'failed', code: 'NETWORK' };
    }
    await release(order.id, null);
    throw error;
  }
}

async function finish(order: Order, payment: ProviderPayment, now: Date): Promise<ConfirmOutcome> {
  if (await applyPaid(order, payment, now)) return { type: 'paid', order: (await current(order.id)).order };
  const { order: latest } = await current(order.id);
  if (latest.status === 'PAID') return { type: 'paid', order: latest };
  await release(order.id, 'PAYMENT_MISMATCH');
  return { type: 'failed', code: 'PAYMENT_MISMATCH' };
}
