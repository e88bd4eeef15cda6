import { and, eq, inArray, lt } from 'drizzle-orm';
import { orders, payments } from '#db/schema';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import type { Job } from '~/lib/jobs.server';
import { logger } from '~/lib/logger.server';
import { confirmAttempt } from './confirm.server';
import { resumeStuckRefunds } from './refunds.server';
import { cancelVoids } from './settle.server';

const leaseMs = () => env().PAYMENT_LEASE_SECONDS * 1000;

/**
 * Orders left CONFIRMING past the lease (the server died between the provider and us, or the provider
 * never answered): the stored attempt's confirm is sent again with its own idempotency key — the
 * provider answers what it did the first time, or does it now — and the answer is settled like a
 * return page's. Each order is claimed by moving its `updated_at` (rows taken with SKIP LOCKED), so two
 * instances never resume the same one at once, and a return page reloaded meanwhile waits for it.
 */
export async function resumeStuckConfirms(now = new Date(), batch = 20): Promise<number> {
  const cutoff = new Date(now.getTime() - leaseMs());
  const due = db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'CONFIRMING'), lt(orders.updatedAt, cutoff)))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db()
    .update(orders)
    .set({ updatedAt: now })
    .where(and(inArray(orders.id, due), eq(orders.status, 'CONFIRMING'), lt(orders.updatedAt, cutoff)))
    .returning();
  for (const order of claimed) {
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    if (!attempt?.paymentKey || attempt.status !== 'READY') {
      // Nothing was sent for it: the order may simply be paid again.
      await db()
        .update(orders)
        .set({ status: 'CREATED', updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'CONFIRMING')));
      continue;
    }
    await confirmAttempt(order, attempt, now).catch((error: unknown) =>
      logger().error({ err: error, order: order.orderNumber }, 'confirm resume failed'),
    );
  }
  return claimed.length;
}

/** Confirms, refund cancels and voids left in doubt, finished from the provider's own records. */
export async function recoverPayments(now = new Date()) {
  const confirms = await resumeStuckConfirms(now);
  const refunds = await resumeStuckRefunds(now);
  const voids = await cancelVoids(null, now, leaseMs());
  return { confirms, refunds, voids };
}

export const paymentRecoveryJob: Job = {
  name: 'payment-recovery',
  // Twice per lease, so anything left in doubt is finished within one and a half leases.
  get everyMs() {
    return Math.max(1000, leaseMs() / 2);
  },
  run: recoverPayments,
};
