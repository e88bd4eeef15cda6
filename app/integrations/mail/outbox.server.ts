import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox, type OutboxMail } from '#db/schema';
import { db } from '~/lib/db.server';
import type { Job } from '~/lib/jobs.server';
import { logger } from '~/lib/logger.server';
import { mailer, type MailMessage } from './mailer.server';

/**
 * Every mail is written to the outbox first, then delivered: once right away by the request that
 * wrote it (with a short wait), then by the periodic job with backoff until it is sent or given up.
 * A delivery claims its row (status SENDING, a lease in next_attempt_at) with FOR UPDATE SKIP LOCKED,
 * so two instances, or a request and the job, never send the same mail twice.
 */
export const MAIL_DELIVERY = {
  maxAttempts: 8,
  /** A claimed mail whose sender vanished (crash) is due again after this. */
  leaseMs: 2 * 60_000,
  /** How long a request waits for its own first delivery attempt. */
  firstTryWaitMs: 5_000,
  batchSize: 20,
};

/** Wait before attempt n+1 after n failed ones: 30 s, 2 min, 8 min, 32 min, then hourly. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Writes a mail to the outbox, due now; returns its id. */
export async function enqueueMail(message: MailMessage & { purpose: string }, now = new Date()) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ ...message, status: 'PENDING', nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/**
 * Writes the one mail of an event (`eventKey`: unique in the outbox) unless it is already there: two
 * instances, or a run after a crash, write it once. Its id, or null when it was already written.
 */
export async function enqueueMailOnce(
  message: MailMessage & { purpose: string; eventKey: string },
  now = new Date(),
): Promise<number | null> {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ ...message, status: 'PENDING', nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Claims due mails (one, by id, or a batch) for this caller; nobody else gets them until the lease ends. */
async function claimDue(now: Date, only?: number): Promise<OutboxMail[]> {
  const due = db()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['PENDING', 'SENDING']),
        lte(mailOutbox.nextAttemptAt, now),
        only === undefined ? undefined : eq(mailOutbox.id, only),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(only === undefined ? MAIL_DELIVERY.batchSize : 1)
    .for('update', { skipLocked: true });
  return db()
    .update(mailOutbox)
    .set({
      status: 'SENDING',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + MAIL_DELIVERY.leaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** One delivery attempt of a claimed mail; records the outcome. True when it was sent. */
async function deliver(row: OutboxMail): Promise<boolean> {
  try {
    await mailer().send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
  } catch (error) {
    const gaveUp = row.attempts >= MAIL_DELIVERY.maxAttempts;
    const reason = String(error instanceof Error ? error.message : error).slice(0, 500);
    await db()
      .update(mailOutbox)
      .set({
        status: gaveUp ? 'FAILED' : 'PENDING',
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        lastError: reason,
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'SENDING')));
    logger().warn({ mailId: row.id, attempts: row.attempts, gaveUp, reason }, 'mail delivery failed');
    return false;
  }
  await db()
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

/**
 * The request's own first attempt at a mail it just queued. 'queued' when it failed or is still under
 * way after the wait (the attempt then finishes on its own, and the job retries a failure).
 */
export async function trySendNow(
  id: number,
  waitMs = MAIL_DELIVERY.firstTryWaitMs,
): Promise<'sent' | 'queued'> {
  const [row] = await claimDue(new Date(), id);
  if (!row) return 'queued';
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  const attempt = deliver(row).catch((error: unknown) => {
    logger().error({ err: error, mailId: id }, 'mail delivery could not be recorded');
    return false;
  });
  try {
    return (await Promise.race([attempt, waited])) ? 'sent' : 'queued';
  } finally {
    clearTimeout(timer);
  }
}

/** Delivers the mails that are due (the job's run); returns how many were sent and how many failed. */
export async function deliverDueMail(now = new Date()) {
  const claimed = await claimDue(now);
  let sent = 0;
  for (const row of claimed) if (await deliver(row)) sent++;
  return { sent, failed: claimed.length - sent };
}

export const mailDeliveryJob: Job = { name: 'mail-delivery', everyMs: 15_000, run: deliverDueMail };

/** The newest mails, for the development outbox page. */
export function latestOutbox(limit = 50) {
  return db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
