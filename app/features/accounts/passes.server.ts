import { desc, eq } from 'drizzle-orm';
import { passes } from '../../../db/schema';
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
