import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, profiles, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { creditBalance } from '~/features/accounts/passes.server';
import { chargeGeneration, refundGeneration } from '~/features/coverletters/credits.server';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import {
  deactivateLetter,
  editLetter,
  letterGroups,
  printSelection,
  setChecked,
  setGroupSelected,
} from '~/features/coverletters/letters.server';
import { createGroup } from '~/features/profiles/groups.server';
import { setTarget } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { drain, generateForm, member, postResultForm, resumeWithTarget, settings } from './letters-helpers';
import { holdLocks, race, untilWaitingForLocks, warmPool } from './race';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

describe('paying for a generation', () => {
  // Proves the user row lock in chargeGeneration (credits.server.ts: SELECT … FROM app_user FOR UPDATE).
  // The test holds the member's row while eight requests arrive: with the lock they queue before reading
  // the balance and are served one by one; without it (planted removal) each reads a balance of 1, waits
  // only at its ledger insert (the foreign key's share lock on the member) and then spends it: 8 credits.
  it('spends one credit once, even when eight requests race for the last one', async () => {
    const userId = await member(1);
    await warmPool();
    const barrier = await holdLocks((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),
    );
    const racing = Array.from({ length: 8 }, () => chargeGeneration(userId, crypto.randomUUID()));
    await untilWaitingForLocks(8);
    await barrier.release();
    const results = await Promise.all(racing);
    expect(results.filter((r) => r === 'credit')).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(7);
    expect(await creditBalance(userId)).toBe(0);
  });

  // Proves the refund's unique key (credit_ledger_refund_once, written with ON CONFLICT DO NOTHING in
  // refundGeneration): planted removal of the ON CONFLICT clause makes the losers fail on the key.
  it('takes nothing while a pass is active, and refunds a used credit only once', async () => {
    const withPass = await member(2, true);
    expect(await chargeGeneration(withPass, crypto.randomUUID())).toBe('pass');
    expect(await creditBalance(withPass)).toBe(2);

    const userId = await member(1);
    const generation = crypto.randomUUID();
    expect(await chargeGeneration(userId, generation)).toBe('credit');
    const refunds = await race(4, () => refundGeneration(userId, generation));
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await creditBalance(userId)).toBe(1);
    expect(await refundGeneration(userId, crypto.randomUUID())).toBe(false);
  });
});

describe('writing cover letters', () => {
  it('refuses without a position, without payment, or with a question that is not offered', async () => {
    const userId = await member(1);
    const group = await createGroup(userId, { name: 'G', memo: '', color: 'VIOLET' });
    const bare = await db()
      .insert(profiles)
      .values({ userId, groupId: group.id, name: 'No target' })
      .returning();
    await expect(startGeneration(userId, settings(bare[0].id, [1]), 'ko')).rejects.toMatchObject({
      reason: 'no-position',
    });
    const profileId = await resumeWithTarget(userId);
    await expect(startGeneration(userId, settings(profileId, [999]), 'ko')).rejects.toMatchObject({
      reason: 'bad-question',
    });
    await expect(startGeneration(userId + 1000, settings(profileId, [1]), 'ko')).rejects.toMatchObject({
      reason: 'not-found',
    });
    const poor = await member(0);
    const poorProfile = await resumeWithTarget(poor);
    await expect(startGeneration(poor, settings(poorProfile, [1]), 'ko')).rejects.toMatchObject({
      reason: 'payment-required',
    });
  });

  it('streams a letter within the length, stores it checked, and locks the resume and its position', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(userId, settings(profileId, [1, 2]), 'ko');
    expect(letters).toHaveLength(2);
    expect(await creditBalance(userId)).toBe(0);

    const streamed = await drain(writeLetter(userId, letters[0].id, 'ko'));
    const [stored] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(stored.status).toBe('DONE');
    expect(streamed.startsWith(stored.content.slice(0, 20))).toBe(true);
    expect(stored.realLength).toBeGreaterThanOrEqual(300);
    expect(stored.realLength).toBeLessThanOrEqual(1000);
    expect(stored.findings).toMatchObject({ withinLength: true, languageOk: true, unsupported: [] });

    // Another user's letter cannot be streamed; a second stream of the same letter (another tab) is refused.
    await expect(drain(writeLetter(userId + 1000, letters[1].id, 'ko'))).rejects.toMatchObject({
      reason: 'not-found',
    });
    await expect(drain(writeLetter(userId, letters[0].id, 'ko'))).rejects.toMatchObject({ reason: 'busy' });
    // Once a letter exists the position is locked.
    await expect(setTarget(userId, profileId, null)).rejects.toMatchObject({ reason: 'position-locked' });
  });

  it('a stream closed early fails its letter, and the credit comes back when nothing was written', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(userId, settings(profileId, [3]), 'ko');
    const gen = writeLetter(userId, letters[0].id, 'ko');
    await gen.next();
    await gen.return(undefined);
    const [stored] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(stored.status).toBe('FAILED');
    expect(await creditBalance(userId)).toBe(1);
    expect((await letterGroups(userId, profileId)).groups).toEqual([]);
  });
});

describe('the result screen', () => {
  async function written(userId: number, profileId: number, questionIds: number[]) {
    const { letters } = await startGeneration(userId, settings(profileId, questionIds), 'ko');
    for (const l of letters) await drain(writeLetter(userId, l.id, 'ko'));
    return letters.map((l) => l.id);
  }

  it('prints all when nothing is checked or every group is selected, else the selection', async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    const [a1, b1] = await written(userId, profileId, [1, 2]);
    const [a2] = await written(userId, profileId, [1]);
    const ids = async () =>
      (await printSelection(userId, profileId)).groups.map((g) => g.letters.map((l) => l.id));

    expect((await printSelection(userId, profileId)).mode).toBe('all');
    expect(await ids()).toEqual([[a2, a1], [b1]]);

    await setChecked(userId, a1, true);
    expect((await printSelection(userId, profileId)).mode).toBe('selected');
    expect(await ids()).toEqual([[a1]]);

    await setGroupSelected(profileId, 2, true);
    expect(await ids()).toEqual([[a1], [b1]]);
    await setGroupSelected(profileId, 1, true);
    expect((await printSelection(userId, profileId)).mode).toBe('all');

    await deactivateLetter(userId, b1);
    expect(await ids()).toEqual([[a2, a1]]);
  });

  it("edits only the owner's letters, within 3000 characters", async () => {
    const userId = await member(0, true);
    const stranger = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    const [id] = await written(userId, profileId, [4]);
    expect(await editLetter(stranger, id, 'stolen')).toBe(false);
    expect(await setChecked(stranger, id, true)).toBe(false);
    expect(await deactivateLetter(stranger, id)).toBe(false);
    expect(await editLetter(userId, id, '고친 자기소개서입니다.')).toBe(true);
    const [row] = await db()
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.id, id)));
    expect(row).toMatchObject({ content: '고친 자기소개서입니다.', active: true, checked: false });
  });
});

describe('the order of the checks (spec §5)', () => {
  it('a resume without a position is sent to the position screen before its questions are checked', async () => {
    const userId = await member(1);
    const group = await createGroup(userId, { name: 'G', memo: '', color: 'VIOLET' });
    const [bare] = await db()
      .insert(profiles)
      .values({ userId, groupId: group.id, name: 'No target' })
      .returning();
    const form = new FormData();
    // No question checked and a bad length as well: the position is what is asked for.
    for (const [k, v] of Object.entries({ intent: 'generate', profileId: String(bare.id), maxLetter: 'x' }))
      form.append(k, v);
    const answer = (await handleResultAction({
      userId,
      role: 'USER',
      domain: 'main',
      lng: 'en',
      url: new URL(`http://localhost/main/profile/result?id=${bare.id}`),
      form,
    })) as unknown as { init: { status: number }; data: { error: unknown; next?: string } };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ error: 'generation.noPosition', next: 'position' });
    expect(await creditBalance(userId)).toBe(1);
  });
});

describe('the length settings', () => {
  const post = async (userId: number, profileId: number, maxLetter: string) => {
    return postResultForm(userId, profileId, { ...generateForm(profileId, 1), maxLetter });
  };

  it('the maximum takes digits only, up to 3000: "1,000", "5000" and "abc" are refused with their message', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const refused = async (value: string) => {
      const answer = (await post(userId, profileId, value)) as unknown as {
        init: { status: number };
        data: { error: Record<string, string[]> };
      };
      expect(answer.init.status).toBe(400);
      return answer.data.error;
    };
    expect(await refused('1,000')).toEqual({ maxLetter: ['validation.digits'] });
    expect(await refused('abc')).toEqual({ maxLetter: ['validation.digits'] });
    expect(await refused('5000')).toEqual({ maxLetter: ['validation.maxLetter'] });
    expect(await refused('1000.5')).toEqual({ maxLetter: ['validation.digits'] });
    expect(await creditBalance(userId)).toBe(1);
    const accepted = (await post(userId, profileId, '3000')) as Response;
    expect(accepted.status).toBe(302);
    const [letter] = await db().select().from(coverLetters).where(eq(coverLetters.profileId, profileId));
    expect(letter).toMatchObject({ maxLetter: 3000, status: 'DONE' });
  });
});
