import { and, eq, isNull } from 'drizzle-orm';
import { agencyOrders, licensePeriods, orders, passes, type Order } from '#db/schema';
import type { DurationUnit, PassSource } from '#db/schema/enums';
import type { Db } from '~/lib/db.server';

type Tx = Pick<Db, 'insert' | 'select' | 'update'>;

/** Passes a member gets by paying (an order, or a GOODS coupon): at most one of them is in force. */
export const PURCHASED_SOURCES = ['ORDER', 'COUPON'] as const satisfies readonly PassSource[];

/** The end of a period that starts at `start` and lasts `value` days, months or years (UTC calendar). */
export function periodEnd(start: Date, unit: DurationUnit, value: number): Date {
  const end = new Date(start);
  if (unit === 'DAY') end.setUTCDate(end.getUTCDate() + value);
  if (unit === 'MONTH') end.setUTCMonth(end.getUTCMonth() + value);
  if (unit === 'YEAR') end.setUTCFullYear(end.getUTCFullYear() + value);
  return end;
}

/**
 * The pass a paid order gives: from now for the goods' duration, with its generation limit (null =
 * unlimited). One pass per order (unique index), so a second call grants nothing. A GOODS coupon's
 * order (paid with the coupon) grants it the same way, as source COUPON.
 */
export async function grantOrderPass(
  tx: Tx,
  order: Order,
  now: Date,
  source: (typeof PURCHASED_SOURCES)[number] = 'ORDER',
) {
  if (await grantLicensePeriod(tx, order, now)) return null;
  const rows = await tx
    .insert(passes)
    .values({
      userId: order.userId,
      name: order.orderName,
      source,
      startsAt: now,
      endsAt: periodEnd(now, order.durationUnit, order.durationValue),
      status: 'ACTIVE',
      orderId: order.id,
      generationLimit: order.generationLimit,
    })
    .onConflictDoNothing()
    .returning({ id: passes.id });
  return rows[0]?.id ?? null;
}

/**
 * An institution's order gives a license period instead of a pass: its seats for its members, from now
 * for the goods' duration (one period per order, unique index). Returns false for a personal order.
 */
async function grantLicensePeriod(tx: Tx, order: Order, now: Date): Promise<boolean> {
  const [agencyOrder] = await tx.select().from(agencyOrders).where(eq(agencyOrders.orderId, order.id));
  if (!agencyOrder) return false;
  await tx
    .insert(licensePeriods)
    .values({
      agencyId: agencyOrder.agencyId,
      orderId: order.id,
      name: order.orderName,
      seatsTotal: agencyOrder.seats,
      startsAt: now,
      endsAt: periodEnd(now, order.durationUnit, order.durationValue),
      generationLimit: order.generationLimit,
    })
    .onConflictDoNothing();
  return true;
}

/** A refunded order's pass ends now: it reads REFUND from then on (an institution's period stops counting). */
export async function revokeOrderPass(tx: Tx, orderId: number, now = new Date()) {
  await tx.update(passes).set({ status: 'REFUND' }).where(eq(passes.orderId, orderId));
  await tx
    .update(licensePeriods)
    .set({ revokedAt: now })
    .where(and(eq(licensePeriods.orderId, orderId), isNull(licensePeriods.revokedAt)));
}

export async function orderOf(tx: Tx, orderId: number): Promise<Order | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}
