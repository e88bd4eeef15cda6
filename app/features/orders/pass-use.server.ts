import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { licensePeriods, passes, passUses } from '../../../db/schema';
import type { Db } from '~/lib/db.server';
import { CommerceError } from './errors';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update'>;

/**
 * Whether the order's pass was ever used: a generation it paid for that was not given back (a failed
 * generation returns its use). Spec §9: no refund once a pass has been used.
 */
export async function orderPassUsed(q: Reader, orderId: number): Promise<boolean> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(passUses)
    .innerJoin(passes, eq(passes.id, passUses.passId))
    .where(and(eq(passes.orderId, orderId), isNull(passUses.refundedAt)));
  if (Number(row?.n ?? 0) > 0) return true;
  // An institution's order is used once a member has taken a seat of its period.
  const [seated] = await q
    .select({ id: licensePeriods.id })
    .from(licensePeriods)
    .where(and(eq(licensePeriods.orderId, orderId), gt(licensePeriods.seatsUsed, 0)));
  return Boolean(seated);
}

/**
 * Inside a refund's transaction: an institution order's period is locked, refused when a member holds a
 * seat, and closed to new seats at once (the seat claim requires `revoked_at IS NULL` and queues on the
 * same row), so no member takes a seat of a period being refunded. A failed refund opens it again.
 */
export async function holdPeriodForRefund(tx: Writer, orderId: number, now: Date) {
  const [period] = await tx
    .select()
    .from(licensePeriods)
    .where(eq(licensePeriods.orderId, orderId))
    .for('update');
  if (!period) return;
  if (period.seatsUsed > 0) throw new CommerceError('passUsed', 409);
  await tx.update(licensePeriods).set({ revokedAt: now }).where(eq(licensePeriods.id, period.id));
}

export async function reopenPeriodAfterFailedRefund(q: Pick<Db, 'update'>, orderId: number) {
  await q.update(licensePeriods).set({ revokedAt: null }).where(eq(licensePeriods.orderId, orderId));
}
