import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { coverLetters, passes } from '../../../db/schema';
import type { Db } from '~/lib/db.server';

type Reader = Pick<Db, 'select'>;

/**
 * Whether the order's pass was ever used: a cover letter (other than a failed one) was generated
 * while it was in force. A member with a pass in use cannot buy another (spec §4), so within its
 * period every generation was paid by it.
 */
export async function orderPassUsed(q: Reader, orderId: number): Promise<boolean> {
  const [pass] = await q.select().from(passes).where(eq(passes.orderId, orderId));
  if (!pass) return false;
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(coverLetters)
    .where(
      and(
        eq(coverLetters.userId, pass.userId),
        gte(coverLetters.createdAt, pass.startsAt),
        lt(coverLetters.createdAt, pass.endsAt),
        ne(coverLetters.status, 'FAILED'),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}
