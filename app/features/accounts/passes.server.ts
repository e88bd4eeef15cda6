import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { creditLedger, passes } from '../../../db/schema';
import { db } from '~/lib/db.server';

export const TICKET_PAGE_SIZE = 10;

/** The owner's passes, newest first, a page at a time (spec: page size 10). */
export async function passHistory(userId: number, page: number) {
  const rows = await db()
    .select()
    .from(passes)
    .where(eq(passes.userId, userId))
    .orderBy(desc(passes.createdAt), desc(passes.id))
    .limit(TICKET_PAGE_SIZE + 1)
    .offset((page - 1) * TICKET_PAGE_SIZE);
  return { items: rows.slice(0, TICKET_PAGE_SIZE), hasNext: rows.length > TICKET_PAGE_SIZE };
}

/** The database or a transaction: anything that can select. */
type Reader = Pick<ReturnType<typeof db>, 'select'>;

export type ActivePass = { name: string; startsAt: Date; endsAt: Date; remainingDays: number };

/** The pass in force now, the latest-ending first. */
export async function activePass(
  userId: number,
  now = new Date(),
  q: Reader = db(),
): Promise<ActivePass | null> {
  const [row] = await q
    .select()
    .from(passes)
    .where(
      and(
        eq(passes.userId, userId),
        eq(passes.status, 'ACTIVE'),
        lte(passes.startsAt, now),
        gt(passes.endsAt, now),
      ),
    )
    .orderBy(sql`${passes.endsAt} desc`)
    .limit(1);
  if (!row) return null;
  const remainingDays = Math.ceil((row.endsAt.getTime() - now.getTime()) / 86_400_000);
  return { name: row.name, startsAt: row.startsAt, endsAt: row.endsAt, remainingDays };
}

export async function creditBalance(userId: number, q: Reader = db()): Promise<number> {
  const [row] = await q
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.balance ?? 0);
}
