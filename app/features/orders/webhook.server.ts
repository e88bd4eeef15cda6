import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, payments, refunds } from '#db/schema';
import { paymentGateway } from '~/integrations/toss/gateway.server';
import { db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { completeRefund } from './refunds.server';
import { tossWebhookSchema } from './schemas';
import { settlePayment } from './settle.server';

/** `invalid`: the body is not a webhook we read (refused with 400 before any query). */
export type WebhookResult = 'applied' | 'unchanged' | 'ignored' | 'invalid';

/**
 * A Toss webhook (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK) is a hint, never trusted as sent: the
 * payment is looked up by the key we stored for that order and fetched again from Toss, and what
 * Toss says now is applied with the same conditional updates as a confirm or a refund (so a repeat
 * changes nothing). Throws when Toss cannot be asked (the endpoint answers 503, so Toss sends it again).
 */
export async function handleTossWebhook(body: unknown, now = new Date()): Promise<WebhookResult> {
  const parsed = tossWebhookSchema.safeParse(body);
  if (!parsed.success) return 'invalid';
  const event = parsed.data;
  const key = event.data?.paymentKey ?? null;
  const orderNumber = event.data?.orderId ?? event.orderId ?? null;

  const [stored] = key
    ? await db().select().from(payments).where(eq(payments.paymentKey, key))
    : orderNumber
      ? await db()
          .select({ payment: payments })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(orders.orderNumber, orderNumber))
          .then((rows) => rows.map((r) => r.payment))
      : [];
  if (!stored?.paymentKey) return 'ignored';
  const [order] = await db().select().from(orders).where(eq(orders.id, stored.orderId));

  const payment = await paymentGateway().getPayment(stored.paymentKey);
  if (payment.orderId !== order.orderNumber) {
    logger().warn({ order: order.orderNumber }, 'webhook payment belongs to another order');
    return 'ignored';
  }
  if (payment.status === 'DONE' && stored.status !== 'DONE') {
    // Paid, or given back when the order can no longer keep it (settlePayment decides, once).
    const settled = await settlePayment(order, payment, now);
    return settled.type === 'ignored' ? 'unchanged' : 'applied';
  }
  if (payment.status === 'CANCELED' && order.status === 'PAID') {
    // Cancelled at Toss (e.g. from its console): record the refund the way a member's request would.
    await db()
      .insert(refunds)
      .values({
        orderId: order.id,
        reason: 'OTHER',
        reasonText: 'Cancelled at the payment provider',
        amount: order.finalAmount,
        currency: order.currency,
        idempotencyKey: crypto.randomUUID(),
      })
      .onConflictDoNothing({ target: refunds.orderId });
    return (await completeRefund(order.id, payment.raw, now)) ? 'applied' : 'unchanged';
  }
  return 'unchanged';
}
