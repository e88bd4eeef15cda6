import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { licensePeriods, passes, passUses } from '#db/schema';
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
 * Inside a refund request's transaction, the order's pass (or institution period) is taken out of use
 * before anything else can happen to it: its row is locked (a generation paying with it locks the same
 * row, see `activePass`), a used one is refused, and an unused one is held from now on, so no
 * generation or seat can be paid by it while the refund is pending. A refund that does not go through
 * releases it again (`releaseOrderPass`).
 */
export async function holdOrderPass(tx: Writer, orderId: number, now: Date) {
  const pass = await lockOrderPass(tx, orderId);
  if (await orderPassUsed(tx, orderId)) throw new CommerceError('passUsed', 409);
  if (pass) await tx.update(passes).set({ heldAt: now }).where(eq(passes.id, pass.id));
  await holdPeriodForRefund(tx, orderId, now);
}

/** Locks the order's pass row (the one a generation paying with it locks too); null for an institution order. */
export async function lockOrderPass(tx: Reader, orderId: number) {
  const [pass] = await tx
    .select({ id: passes.id })
    .from(passes)
    .where(eq(passes.orderId, orderId))
    .for('update');
  return pass ?? null;
}

/** A refund that failed or was refused: the pass (or period) is in use again. */
export async function releaseOrderPass(q: Pick<Db, 'update'>, orderId: number) {
  await q.update(passes).set({ heldAt: null }).where(eq(passes.orderId, orderId));
  await q.update(licensePeriods).set({ revokedAt: null }).where(eq(licensePeriods.orderId, orderId));
}

/**
 * An institution order's period is locked, refused when a member holds a seat, and closed to new seats
 * at once (the seat claim requires `revoked_at IS NULL` and queues on the same row), so no member takes
 * a seat of a period being refunded.
 */
async function holdPeriodForRefund(tx: Writer, orderId: number, now: Date) {
  const [period] = await tx
    .select()
    .from(licensePeriods)
    .where(eq(licensePeriods.orderId, orderId))
    .for('update');
  if (!period) return;
  if (period.seatsUsed > 0) throw new CommerceError('passUsed', 409);
  await tx.update(licensePeriods).set({ revokedAt: now }).where(eq(licensePeriods.id, period.id));
}
