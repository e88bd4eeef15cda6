import { and, eq } from 'drizzle-orm';
import { creditLedger, users } from '#db/schema';
import { activePass, creditBalance, returnPassUse, usePass } from '~/features/accounts/index.server';
import { db } from '~/lib/db.server';

/** How a generation is paid for: an active pass (one of its generations is counted) or one free credit. */
export type Payment = 'pass' | 'credit';

/** Whether the user may generate now: an active pass, or a credit left (see `expireLetters` first). */
export async function isEligible(userId: number, now = new Date()): Promise<boolean> {
  return Boolean(await activePass(userId, now)) || (await creditBalance(userId)) > 0;
}

/**
 * Pays for one generation, atomically: the user's row is locked for the transaction, so two tabs
 * starting at once are served one after the other and one credit is never spent twice. Returns how it
 * was paid, or null when the user has neither a pass nor a credit.
 */
export async function chargeGeneration(
  userId: number,
  generationId: string,
  now = new Date(),
): Promise<Payment | null> {
  return db().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // The pass row is locked too: a refund request holding it at the same moment waits, or is waited for.
    const pass = await activePass(userId, now, tx, { lock: true });
    if (pass) {
      await usePass(tx, pass, userId, generationId);
      return 'pass';
    }
    if ((await creditBalance(userId, tx)) <= 0) return null;
    await tx
      .insert(creditLedger)
      .values({ userId, delta: -1, reason: 'GENERATION', reference: generationId });
    return 'credit';
  });
}

/**
 * Gives back what a generation used, once: its credit (a unique index keeps it to one refund) or its
 * pass use (a conditional update). True when this call gave something back.
 */
export async function refundGeneration(userId: number, generationId: string) {
  if (await returnPassUse(userId, generationId)) return true;
  const [used] = await db()
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, 'GENERATION'),
        eq(creditLedger.reference, generationId),
      ),
    );
  if (!used) return false;
  const rows = await db()
    .insert(creditLedger)
    .values({ userId, delta: 1, reason: 'GENERATION_REFUND', reference: generationId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}
