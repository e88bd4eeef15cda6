import { and, eq, isNull, sql } from 'drizzle-orm';
import { passes, passUses } from '../../../db/schema';
import type { Db } from '~/lib/db.server';

type Reader = Pick<Db, 'select'>;

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
  return Number(row?.n ?? 0) > 0;
}
