// Cover letters never stay WRITING: a generation holds a lease (`heartbeat_at` on its letters), set at
// creation and renewed while one of its letters is written. A WRITING letter whose lease lapsed (its
// server died mid-stream, or the browser left before streaming the rest) is failed, and a generation
// with nothing written is refunded once. Every instance may run this at once: rows are claimed with
// FOR UPDATE SKIP LOCKED and a conditional update, and the refund is kept to one by its own keys.
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import { coverLetters } from '#db/schema';
import type { Job } from '~/lib/jobs.server';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { refundGeneration } from './credits.server';

/** How long a generation may go without a sign of life before its WRITING letters are failed. */
export const leaseMs = () => env().COVER_LETTER_LEASE_SECONDS * 1000;

/** A writer renews the lease this often while it works. */
export const renewEveryMs = () => Math.max(500, Math.floor(leaseMs() / 4));

/** Renews the lease of a generation's letters that are still writing (queued ones included). */
export async function renewLease(generationId: string, now = new Date()) {
  await db()
    .update(coverLetters)
    .set({ heartbeatAt: now })
    .where(and(eq(coverLetters.generationId, generationId), eq(coverLetters.status, 'WRITING')));
}

/** Gives the credit or pass use back when none of the generation's letters was written. */
export async function refundIfNothingWritten(userId: number, generationId: string) {
  const [other] = await db()
    .select({ id: coverLetters.id })
    .from(coverLetters)
    .where(and(eq(coverLetters.generationId, generationId), ne(coverLetters.status, 'FAILED')))
    .limit(1);
  return other ? false : refundGeneration(userId, generationId);
}

const BATCH = 200;

/**
 * Fails the WRITING letters whose lease lapsed (all, or one user's) and refunds each generation left
 * with nothing written. The letters are claimed exclusively, so two instances never fail the same
 * letter; the refund check runs after the claim is committed, so whichever instance fails a
 * generation's last letter sees it and the refund's unique keys keep it to one.
 */
export async function expireLetters(now = new Date(), userId?: number) {
  const cutoff = new Date(now.getTime() - leaseMs());
  let failed = 0;
  let refunded = 0;
  for (;;) {
    const due = db()
      .select({ id: coverLetters.id })
      .from(coverLetters)
      .where(
        and(
          eq(coverLetters.status, 'WRITING'),
          lt(coverLetters.heartbeatAt, cutoff),
          userId === undefined ? undefined : eq(coverLetters.userId, userId),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db()
      .update(coverLetters)
      .set({ status: 'FAILED', updatedAt: now })
      .where(and(inArray(coverLetters.id, due), eq(coverLetters.status, 'WRITING')))
      .returning({ userId: coverLetters.userId, generationId: coverLetters.generationId });
    failed += rows.length;
    const generations = new Map(rows.map((r) => [r.generationId, r.userId]));
    for (const [generationId, owner] of generations)
      if (await refundIfNothingWritten(owner, generationId)) refunded++;
    if (rows.length < BATCH) return { failed, refunded };
  }
}

/** The periodic job: every instance runs it; the claim above keeps the work to one instance. */
export const expireLettersJob: Job = {
  name: 'expire-cover-letters',
  get everyMs() {
    return Math.max(1000, Math.floor(leaseMs() / 2));
  },
  run: (now) => expireLetters(now),
};
