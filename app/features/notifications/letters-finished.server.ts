import { and, eq, sql } from 'drizzle-orm';
import { coverLetters } from '#db/schema';
import { db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';
import { events } from './events.server';
import { notify } from './notifications.server';

/**
 * Called whenever a letter of a generation stops writing: once none of the generation is still
 * writing and at least one letter was written, its member is told (once: the event key is the
 * generation). Never throws: a notification must not fail the letter.
 */
export async function notifyIfLettersFinished(userId: number, generationId: string): Promise<boolean> {
  try {
    const [row] = await db()
      .select({
        writing: sql<number>`count(*) filter (where ${coverLetters.status} = 'WRITING')::int`,
        done: sql<number>`count(*) filter (where ${coverLetters.status} = 'DONE')::int`,
        profileId: sql<number>`min(${coverLetters.profileId})::int`,
      })
      .from(coverLetters)
      .where(and(eq(coverLetters.generationId, generationId), eq(coverLetters.userId, userId)));
    if (!row || Number(row.writing) > 0 || Number(row.done) === 0) return false;
    return await notify(
      userId,
      events.lettersFinished(generationId, Number(row.profileId), Number(row.done)),
    );
  } catch (error) {
    logger().warn({ err: error, generationId }, 'letters-finished notification failed');
    return false;
  }
}
