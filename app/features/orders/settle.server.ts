import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  agencyOrders,
  orders,
  paymentVoids,
  payments,
  users,
  type Order,
  type PaymentVoid,
} from '#db/schema';
import { activePass } from '~/features/accounts/index.server';
import { events, notify } from '~/features/notifications/index.server';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { PaymentProviderError, type ProviderPayment } from '~/integrations/toss/types';
import { db, type Db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { grantOrderPass, PURCHASED_SOURCES } from './grant-pass.server';
import { consumeOrderCoupon } from './held-coupon.server';
import { paymentTypeOf, UnsupportedPaymentMethodError, type TossPaymentType } from './payment-method';

type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

/** Why a payment the provider took is given back instead of kept. */
export type VoidReason =
  'PASS_IN_FORCE' | 'NOT_PAYABLE' | 'PAYMENT_MISMATCH' | 'CARD_KRW_ONLY' | 'UNSUPPORTED_METHOD';

export type Settled =
  { type: 'paid'; order: Order } | { type: 'void'; reason: VoidReason } | { type: 'ignored' };

/**
 * Methods per currency (spec: card only for KRW): KRW by card or a Korean wallet, USD by PayPal.
 * Returns the refusal's reason, or null when the method may pay this currency.
 */
function methodRefusal(type: TossPaymentType, currency: Order['currency']): VoidReason | null {
  if (currency === 'KRW') return type === 'TOSS_PAYPAL' ? 'UNSUPPORTED_METHOD' : null;
  if (type === 'TOSS_CARD') return 'CARD_KRW_ONLY';
  return type === 'TOSS_PAYPAL' ? null : 'UNSUPPORTED_METHOD';
}

/**
 * Whether another bought pass is in force, so this order's pass may not start (one at a time: paying
 * twice for overlapping months is what this prevents). The welcome pass and an institution's seat do
 * not count here (buying is already refused while any pass is in use, spec §4); an institution's order
 * gives a license period and is not limited. Read inside the caller's transaction after the member's
 * row is locked, so two payments of one member are decided one after the other.
 */
export async function passInForce(tx: Tx, order: Pick<Order, 'id' | 'userId'>, now: Date): Promise<boolean> {
  const [institution] = await tx
    .select({ id: agencyOrders.orderId })
    .from(agencyOrders)
    .where(eq(agencyOrders.orderId, order.id));
  if (institution) return false;
  // A pass that starts later counts too: a payment settled just after another may carry an earlier
  // `now` than the pass the other one granted.
  return Boolean(await activePass(order.userId, now, tx, { sources: PURCHASED_SOURCES, upcoming: true }));
}

/** Locks the member's row: every payment, generation and coupon use of one member queues on it. */
export async function lockMember(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Applies a payment the provider reports for this order, whoever reports it (the return page, the
 * recovery job, a webhook). In one transaction: the member's row and the order are locked, the report
 * is checked against the stored order (amount, currency, method for the currency), the order must still
 * await payment and the member must have no pass in force; then the order is PAID, its coupon used, the
 * payment recorded and the pass granted — once. A DONE payment that fails a check is voided: cancelled
 * at the provider with its own idempotency key, and the member told. A report about another order, or
 * one that is not DONE, changes nothing.
 */
export async function settlePayment(
  order: Order,
  payment: ProviderPayment,
  now = new Date(),
): Promise<Settled> {
  if (payment.status !== 'DONE' || payment.orderId !== order.orderNumber) return { type: 'ignored' };
  let type: TossPaymentType | null = null;
  let refusal: VoidReason | null = null;
  if (payment.totalAmount !== order.finalAmount || payment.currency !== order.currency)
    refusal = 'PAYMENT_MISMATCH';
  else
    try {
      type = paymentTypeOf(payment.method, payment.easyPayProvider);
      refusal = methodRefusal(type, order.currency);
    } catch (error) {
      if (!(error instanceof UnsupportedPaymentMethodError)) throw error;
      refusal = 'UNSUPPORTED_METHOD';
    }

  const outcome = await db().transaction(async (tx): Promise<Settled> => {
    await lockMember(tx, order.userId);
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const [stored] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    if (locked.status === 'PAID' && stored?.paymentKey === payment.paymentKey && stored.status === 'DONE')
      return { type: 'paid', order: locked };
    // A payment once voided stays voided, whatever changed since (its cancel may still be on its way).
    const [voided] = await tx
      .select()
      .from(paymentVoids)
      .where(eq(paymentVoids.paymentKey, payment.paymentKey));
    if (voided) return { type: 'void', reason: voided.reason as VoidReason };
    if (!refusal && locked.status !== 'CREATED' && locked.status !== 'CONFIRMING') refusal = 'NOT_PAYABLE';
    if (!refusal && locked.finalAmount !== payment.totalAmount) refusal = 'PAYMENT_MISMATCH';
    if (!refusal && (await passInForce(tx, locked, now))) refusal = 'PASS_IN_FORCE';
    if (refusal) {
      await recordVoid(tx, locked, payment, refusal, now);
      return { type: 'void', reason: refusal };
    }
    const [paid] = await tx
      .update(orders)
      .set({ status: 'PAID', paymentType: type, completedAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['CREATED', 'CONFIRMING'])))
      .returning();
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
    return { type: 'paid', order: paid };
  });
  if (outcome.type === 'void') await cancelVoids([payment.paymentKey], now);
  return outcome;
}

/**
 * Inside the settling transaction: the payment is recorded as one to give back (once per payment key),
 * the order's attempt is failed with the reason and the order may be paid again (a confirm in flight
 * lets go of it), and the member is told.
 */
async function recordVoid(tx: Tx, order: Order, payment: ProviderPayment, reason: VoidReason, now: Date) {
  const [created] = await tx
    .insert(paymentVoids)
    .values({
      orderId: order.id,
      paymentKey: payment.paymentKey,
      idempotencyKey: crypto.randomUUID(),
      reason,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentVoids.paymentKey })
    .returning({ id: paymentVoids.id });
  await tx
    .update(payments)
    .set({ status: 'FAILED', failureCode: reason, updatedAt: now })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.paymentKey, payment.paymentKey),
        eq(payments.status, 'READY'),
      ),
    );
  await tx
    .update(orders)
    .set({ status: 'CREATED', updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'CONFIRMING')));
  if (created) await notify(order.userId, events.paymentVoided(order), tx);
  logger().warn(
    { order: order.orderNumber, reason },
    'payment taken for an order that cannot keep it: voided',
  );
}

/**
 * Cancels voided payments at the provider (each with its own idempotency key, so a retry is safe).
 * With keys: those payments now; without: every PENDING one not touched for `staleMs` (the recovery
 * job), claimed with SKIP LOCKED and a moved `updated_at` so instances never send the same one at once.
 */
export async function cancelVoids(keys: string[] | null, now = new Date(), staleMs = 0): Promise<number> {
  const due = db()
    .select({ id: paymentVoids.id })
    .from(paymentVoids)
    .where(
      and(
        eq(paymentVoids.status, 'PENDING'),
        keys
          ? inArray(paymentVoids.paymentKey, keys)
          : lt(paymentVoids.updatedAt, new Date(now.getTime() - staleMs)),
      ),
    )
    .limit(20)
    .for('update', { skipLocked: true });
  const claimed = await db()
    .update(paymentVoids)
    .set({ updatedAt: now, attempts: sql`${paymentVoids.attempts} + 1` })
    .where(and(inArray(paymentVoids.id, due), eq(paymentVoids.status, 'PENDING')))
    .returning();
  let done = 0;
  for (const row of claimed) if (await cancelVoid(row)) done++;
  return done;
}

async function cancelVoid(row: PaymentVoid): Promise<boolean> {
  const gateway = paymentGateway();
  try {
    let answer;
    try {
      answer = await gateway.cancel(
        row.paymentKey,
        `Order could not be fulfilled: ${row.reason}`,
        row.idempotencyKey,
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.code === 'ALREADY_CANCELED_PAYMENT')) throw error;
      answer = await gateway.getPayment(row.paymentKey);
    }
    if (answer.status !== 'CANCELED') return false;
    await db()
      .update(paymentVoids)
      .set({ status: 'DONE', raw: answer.raw as object, updatedAt: new Date() })
      .where(eq(paymentVoids.id, row.id));
    return true;
  } catch (error) {
    logger().warn({ err: error, paymentKey: row.paymentKey }, 'void cancel failed; the job retries it');
    return false;
  }
}
