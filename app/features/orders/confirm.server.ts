import crypto from 'node:crypto';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import { orders, payments, type Order, type Payment } from '#db/schema';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { PaymentProviderError, PaymentTransportError, type ProviderPayment } from '~/integrations/toss/types';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { CONFIRM_PAGE_WAIT_MS, CONFIRM_WAIT_MS } from './constants';
import { dropEndedOrderCoupon } from './held-coupon.server';
import { ownOrder } from './orders.server';
import { passInForce, settlePayment } from './settle.server';

/** paid; failed with a code for the failure page; pending: the outcome is in doubt (the page refreshes). */
export type ConfirmOutcome =
  | { type: 'paid'; order: Order }
  | { type: 'failed'; code: string; message?: string }
  | { type: 'pending'; order: Order };

const newKey = () => crypto.randomUUID();
const leaseMs = () => env().PAYMENT_LEASE_SECONDS * 1000;

/**
 * Stores the payment attempt before the provider is called: its paymentKey and the idempotency key
 * every confirm of that key is sent with (so a retry, or the recovery job, reuses it). A new paymentKey
 * for an order whose earlier attempt did not go through replaces the attempt, with a new idempotency key.
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
 * Takes the order for one confirm: CREATED (or a confirm claim older than the lease, whose process is
 * taken to have died) → CONFIRMING, only while its amount is still the one being confirmed.
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
          and(eq(orders.status, 'CONFIRMING'), lt(orders.updatedAt, new Date(now.getTime() - leaseMs()))),
        ),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The provider refused: the order may be paid again, and the attempt keeps the refusal's code. */
async function release(orderId: number, failureCode: string) {
  await db().transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'CREATED', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'CONFIRMING')));
    await tx
      .update(payments)
      .set({ status: 'FAILED', failureCode, updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'READY')));
  });
}

async function current(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  return { order, payment: payment ?? null };
}

function outcomeOf(order: Order, payment: Payment | null, paymentKey: string): ConfirmOutcome {
  if (order.status === 'PAID' && payment?.paymentKey === paymentKey) return { type: 'paid', order };
  if (order.status === 'CONFIRMING') return { type: 'pending', order };
  return {
    type: 'failed',
    code: payment?.paymentKey === paymentKey ? (payment.failureCode ?? 'NOT_PAYABLE') : 'NOT_PAYABLE',
  };
}

/**
 * Before the provider is asked to take any money (the settling transaction checks the pass again): the
 * member has no pass in force (one at a time), and
 * the coupon on the order still runs (an ended or switched-off campaign is taken off the order, whose
 * amount goes back to its price). Returns the failure's code, or null.
 */
async function refusalBeforeConfirm(order: Order, now: Date): Promise<string | null> {
  if (await passInForce(db(), order, now)) return 'PASS_IN_FORCE';
  if (await dropEndedOrderCoupon(order, now)) return 'COUPON_ENDED';
  return null;
}

/**
 * The success URL: the provider says it took a payment for (orderId, amount in minor units). Only when
 * both equal the stored order, and the order may still be paid, is the provider asked to confirm; one
 * request confirms (the order row is claimed), the others wait for its outcome. A confirm that got no
 * answer leaves the order CONFIRMING: the page says "being confirmed" and refreshes, and a later look
 * (this page again, or the recovery job once the lease has passed) finishes it.
 */
export async function confirmPayment(
  input: { userId: number; orderNumber: string; paymentKey: string; amount: number },
  now = new Date(),
): Promise<ConfirmOutcome> {
  const order = await ownOrder(input.userId, input.orderNumber);
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.finalAmount)
    return { type: 'failed', code: 'AMOUNT_MISMATCH' };
  if (!/^[A-Za-z0-9_.-]{1,200}$/.test(input.paymentKey)) return { type: 'failed', code: 'INVALID_REQUEST' };
  if (order.status === 'PAID') {
    const { order: latest, payment } = await current(order.id);
    return outcomeOf(latest, payment, input.paymentKey);
  }
  if (order.status !== 'CREATED' && order.status !== 'CONFIRMING')
    return { type: 'failed', code: 'NOT_PAYABLE' };

  if (order.status === 'CREATED') {
    const refusal = await refusalBeforeConfirm(order, now);
    if (refusal) return { type: 'failed', code: refusal };
  }
  const gateway = paymentGateway();
  if (!(await claim(order.id, order.finalAmount, now))) return awaitOther(order.id, input.paymentKey);
  // Only the claim holder stores (or replaces) the attempt, so a confirm in flight keeps its key.
  const attempt = await storeAttempt(order, input.paymentKey, gateway.kind === 'toss' ? 'TOSS' : 'TEST');
  if (!attempt) {
    await release(order.id, 'NOT_PAYABLE');
    return { type: 'failed', code: 'NOT_PAYABLE' };
  }
  const outcome = await confirmAttempt(order, attempt, now);
  return outcome.type === 'pending' || outcome.type === 'failed'
    ? outcome
    : { type: 'paid', order: outcome.order };
}

/**
 * The return page's confirm: the confirm runs to its end (a provider that hangs is waited for up to the
 * gateway's time limit), but the page is answered as soon as the order is settled by any path (this
 * confirm, another tab, the webhook, the recovery job), or "being confirmed" (pending) after
 * `pendingAfterMs` when nothing has settled it yet; the page then refreshes itself and looks again.
 */
export async function confirmForPage(
  input: { userId: number; orderNumber: string; paymentKey: string; amount: number },
  pendingAfterMs = CONFIRM_PAGE_WAIT_MS,
): Promise<ConfirmOutcome> {
  let answered = false;
  const confirming = confirmPayment(input);
  confirming.catch((error: unknown) => {
    if (answered)
      logger().warn({ err: error, order: input.orderNumber }, 'payment confirm failed after the page');
  });
  // Null only once the page has been answered (the loop stops looking then).
  const watching = (async (): Promise<ConfirmOutcome | null> => {
    const until = Date.now() + pendingAfterMs;
    while (!answered) {
      await new Promise((r) => setTimeout(r, 200));
      const order = await ownOrder(input.userId, input.orderNumber);
      if (order.status !== 'CREATED' && order.status !== 'CONFIRMING') {
        const latest = await current(order.id);
        return outcomeOf(latest.order, latest.payment, input.paymentKey);
      }
      if (Date.now() > until) return { type: 'pending', order };
    }
    return null;
  })();
  watching.catch(() => {});
  try {
    return (await Promise.race([confirming, watching]))!;
  } finally {
    answered = true;
  }
}

/**
 * Another request (or a process that died) holds the confirm: wait a little for it, then, if it is
 * still open, ask the provider how the payment stands (a read, safe at any time) and settle what it says.
 */
async function awaitOther(orderId: number, paymentKey: string): Promise<ConfirmOutcome> {
  const until = Date.now() + CONFIRM_WAIT_MS;
  for (;;) {
    const { order, payment } = await current(orderId);
    if (order.status !== 'CONFIRMING') return outcomeOf(order, payment, paymentKey);
    if (Date.now() > until) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  const { order, payment } = await current(orderId);
  if (payment?.paymentKey !== paymentKey) return outcomeOf(order, payment, paymentKey);
  try {
    const looked = await paymentGateway().getPayment(paymentKey);
    if (looked.status === 'DONE') await settlePayment(order, looked);
  } catch (error) {
    logger().warn({ err: error, order: order.orderNumber }, 'payment lookup while in doubt failed');
  }
  const latest = await current(orderId);
  return outcomeOf(latest.order, latest.payment, paymentKey);
}

/**
 * Sends the attempt's confirm (again, with the same idempotency key, when resumed) and settles the
 * answer. Used by the return page and by the recovery job.
 */
export async function confirmAttempt(order: Order, attempt: Payment, now: Date): Promise<ConfirmOutcome> {
  const gateway = paymentGateway();
  const paymentKey = attempt.paymentKey!;
  let answer: ProviderPayment;
  try {
    answer = await gateway.confirm(
      { paymentKey, orderId: order.orderNumber, amount: order.finalAmount, currency: order.currency },
      attempt.idempotencyKey,
    );
  } catch (error) {
    if (error instanceof PaymentTransportError) {
      // The provider may have taken it: the order stays CONFIRMING and its attempt keeps its key.
      logger().warn({ err: error, order: order.orderNumber }, 'payment confirm not answered');
      return { type: 'pending', order };
    }
    if (!(error instanceof PaymentProviderError)) {
      await release(order.id, 'NOT_PAYABLE');
      throw error;
    }
    if (error.code !== 'ALREADY_PROCESSED_PAYMENT') {
      await release(order.id, error.code);
      return { type: 'failed', code: error.code, message: error.message };
    }
    try {
      answer = await gateway.getPayment(paymentKey);
    } catch (lookupError) {
      logger().warn({ err: lookupError, order: order.orderNumber }, 'payment reconcile failed');
      return { type: 'pending', order };
    }
  }
  const settled = await settlePayment(order, answer, now);
  if (settled.type === 'paid') return settled;
  if (settled.type === 'void') return { type: 'failed', code: settled.reason };
  await release(order.id, 'PAYMENT_MISMATCH');
  return { type: 'failed', code: 'PAYMENT_MISMATCH' };
}
