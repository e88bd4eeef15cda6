// Cover letters never stay WRITING: a lapsed writing lease fails the letter and refunds the generation
// once, whoever notices first (the periodic job on any instance, the result screen, a new generation).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, creditLedger, passUses } from '#db/schema';
import { seedReference } from '#db/seed';
import { creditBalance } from '~/features/accounts/passes.server';
import { isEligible } from '~/features/coverletters/credits.server';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { expireLetters, leaseMs, refundIfNothingWritten } from '~/features/coverletters/lease.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { db } from '~/lib/db.server';
import { member, resumeWithTarget, settings } from './letters-helpers';
import { contextFor } from './agency-helpers';
import { loader as resultLoader } from '~/routes/($domain)._member.profile.result';
import { race } from './race';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const later = (ms = leaseMs() + 1000) => new Date(Date.now() + ms);

const statuses = async (generationId: string) =>
  (
    await db()
      .select({ status: coverLetters.status })
      .from(coverLetters)
      .where(eq(coverLetters.generationId, generationId))
  ).map((r) => r.status);

const refunds = async (generationId: string) =>
  (
    await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, generationId), eq(creditLedger.reason, 'GENERATION_REFUND')))
  ).length;

describe('the writing lease', () => {
  it('fails the queued letters of a generation the browser left, refunds the credit once, and frees the screen', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { generationId } = await startGeneration(userId, settings(profileId, [1, 2]), 'ko');
    expect(await creditBalance(userId)).toBe(0);
    expect(await isEligible(userId)).toBe(false);

    // Within the lease nothing happens; the screen still shows the questions as writing.
    expect(await expireLetters(new Date(), userId)).toEqual({ failed: 0, refunded: 0 });
    expect((await letterGroups(userId, profileId)).groups.every((g) => g.isWriting)).toBe(true);

    expect(await expireLetters(later())).toMatchObject({ refunded: 1 });
    expect(await statuses(generationId)).toEqual(['FAILED', 'FAILED']);
    expect(await refunds(generationId)).toBe(1);
    expect(await creditBalance(userId)).toBe(1);
    expect(await isEligible(userId)).toBe(true);
    expect((await letterGroups(userId, profileId)).groups).toEqual([]);
    // Noticing again gives nothing more.
    expect(await expireLetters(later(3 * leaseMs()))).toEqual({ failed: 0, refunded: 0 });
    expect(await creditBalance(userId)).toBe(1);
  });

  it('the result screen fails a lapsed generation before showing it, and writes nothing while none lapsed', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { generationId } = await startGeneration(userId, settings(profileId, [1]), 'ko');
    const viewer = {
      id: userId,
      name: 'M',
      email: 'm@example.com',
      role: 'USER',
      joinType: 'EMAIL',
      firstLogin: false,
      institutionName: null,
    } as const;
    const view = async () =>
      (await resultLoader({
        request: new Request(`http://localhost/main/profile/result?id=${profileId}`),
        params: {},
        context: contextFor('main', viewer),
      })) as { groups: { isWriting: boolean }[]; eligible: boolean };
    expect((await view()).groups.every((g) => g.isWriting)).toBe(true);
    expect(await statuses(generationId)).toEqual(['WRITING']);
    await db()
      .update(coverLetters)
      .set({ heartbeatAt: new Date(Date.now() - leaseMs() - 1000) })
      .where(eq(coverLetters.generationId, generationId));
    const after = await view();
    expect(after.groups).toEqual([]);
    expect(after.eligible).toBe(true);
    expect(await statuses(generationId)).toEqual(['FAILED']);
    expect(await refunds(generationId)).toBe(1);
  });

  // Proves expireLetters' claim (lease.server.ts): the due letters are selected FOR UPDATE SKIP LOCKED and
  // failed by a conditional UPDATE (status = 'WRITING'). Either one alone keeps the work to one instance;
  // planted removal of both lets every instance fail the same letters (failed counted 2-4 times over).
  it('four instances expiring at once fail each letter once and refund each generation once', async () => {
    const generations: { userId: number; generationId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const userId = await member(1);
      const profileId = await resumeWithTarget(userId);
      const { generationId } = await startGeneration(userId, settings(profileId, [1, 2, 3]), 'ko');
      generations.push({ userId, generationId });
    }
    const now = later();
    const runs = await race(4, () => expireLetters(now));
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(18);
    expect(runs.reduce((n, r) => n + r.refunded, 0)).toBe(6);
    for (const g of generations) {
      expect(await refunds(g.generationId)).toBe(1);
      expect(await creditBalance(g.userId)).toBe(1);
    }
  });

  it('a letter whose lease lapsed mid-stream is never stored as written, and its credit comes back once', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { generationId, letters } = await startGeneration(userId, settings(profileId, [1]), 'ko');
    const stream = writeLetter(userId, letters[0].id, 'ko');
    await stream.next();
    // The instance writing it looks dead to another one (no heartbeat within the lease).
    expect(await expireLetters(later())).toMatchObject({ refunded: 1 });
    await expect(
      (async () => {
        for await (const _chunk of stream) {
          // the writer reaches its end after the letter was failed
        }
      })(),
    ).rejects.toMatchObject({ reason: 'failed' });
    expect(await statuses(generationId)).toEqual(['FAILED']);
    expect(await refunds(generationId)).toBe(1);
    expect(await creditBalance(userId)).toBe(1);
  });

  // Proves returnPassUse's conditional UPDATE (passes.server.ts: … WHERE refunded_at IS NULL): whoever
  // notices a dead generation at once (instances' jobs, result screens, a new generation) gives its pass
  // use back once. Planted removal of that condition: all four callers below give it back.
  it('a generation paid by a pass gives its use back once when nothing was written', async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    const { generationId, payment } = await startGeneration(userId, settings(profileId, [1]), 'ko');
    expect(payment).toBe('pass');
    const [before] = await db().select().from(passUses).where(eq(passUses.generationId, generationId));
    expect(before.refundedAt).toBeNull();
    const now = later();
    const runs = await race(4, () => expireLetters(now));
    expect(runs.reduce((n, r) => n + r.refunded, 0)).toBe(1);
    const [after] = await db().select().from(passUses).where(eq(passUses.generationId, generationId));
    expect(after.refundedAt).not.toBeNull();

    // Another dead generation (its letter failed), noticed by four callers at the same moment.
    const other = await member(0, true);
    const dead = await startGeneration(other, settings(await resumeWithTarget(other), [1]), 'ko');
    await db()
      .update(coverLetters)
      .set({ status: 'FAILED' })
      .where(eq(coverLetters.generationId, dead.generationId));
    const given = await race(4, () => refundIfNothingWritten(other, dead.generationId));
    expect(given.filter(Boolean)).toHaveLength(1);
  });

  it('starting a new generation first expires a dead one, so its credit pays for the new one', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const first = await startGeneration(userId, settings(profileId, [1]), 'ko');
    await expect(startGeneration(userId, settings(profileId, [2]), 'ko')).rejects.toMatchObject({
      reason: 'payment-required',
    });
    const second = await startGeneration(userId, settings(profileId, [2]), 'ko', later());
    expect(second.payment).toBe('credit');
    expect(await statuses(first.generationId)).toEqual(['FAILED']);
    expect(await creditBalance(userId)).toBe(0);
  });
});
