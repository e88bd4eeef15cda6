// A member's own questions (the company's wording, issue 23 item 1) and the check before payment
// (items 3 and 6): added, edited and deleted through the result screen's action, theirs and their
// resume's alone, written to the company's limit, listed and printed as a group; a question the resume
// cannot answer is refused before any credit or pass is used.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters, passUses, questions, selectedQuestionGroups } from '#db/schema';
import { seedReference } from '#db/seed';
import { seedQuestions } from '#db/seed/questions';
import { QUESTIONS } from '#db/seed/data/questions';
import { creditBalance } from '~/features/accounts/passes.server';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { letterGroups, printSelection, setGroupSelected } from '~/features/coverletters/letters.server';
import { printJob } from '~/features/coverletters/print.server';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { MAX_OWN_QUESTIONS } from '~/features/coverletters/constants';
import { measure } from '~/features/coverletters/counting';
import { db } from '~/lib/db.server';
import { drain, generateForm, member, postResultForm, resumeWithTarget, settings } from './letters-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

/** Posts a result-screen form as the member; the answer's status (a redirect is 302) and body. */
async function post(userId: number, profileId: number, fields: Record<string, string>) {
  const res = await postResultForm(userId, profileId, fields);
  if (res instanceof Response) return { status: res.status, body: null as unknown };
  const shaped = res as { init?: { status?: number } | null; data?: unknown };
  return { status: shaped.init?.status ?? 200, body: shaped.data ?? res };
}

const add = (
  userId: number,
  profileId: number,
  text: string,
  maxLength = '1000',
  limitType = 'with-spaces',
) =>
  post(userId, profileId, {
    intent: 'add-question',
    profileId: String(profileId),
    text,
    maxLength,
    limitType,
  });

const ownRows = (profileId: number) =>
  db().select().from(questions).where(eq(questions.profileId, profileId)).orderBy(questions.id);

describe("the company's own questions", () => {
  it('adds, edits and deletes; the intent is read from the wording; ids from 1,000,000', async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    expect((await add(userId, profileId, '당사에 지원한 동기와 입사 후 포부를 기술하시오.')).status).toBe(
      302,
    );
    const [row] = await ownRows(profileId);
    expect(row).toMatchObject({ type: 'CUSTOM', userId, profileId, maxLength: 1000, active: true });
    expect(row.limitType).toBe('with-spaces');
    expect(row.intent).toBe('motivation');
    expect(row.id).toBeGreaterThanOrEqual(1_000_000);

    const edited = await post(userId, profileId, {
      intent: 'edit-question',
      profileId: String(profileId),
      questionId: String(row.id),
      text: 'Describe a failure and what you learned.',
      maxLength: '1500',
      limitType: 'bytes',
    });
    expect(edited.status).toBe(302);
    const [after] = await ownRows(profileId);
    expect(after).toMatchObject({ intent: 'failure', maxLength: 1500, limitType: 'bytes' });

    const del = await post(userId, profileId, {
      intent: 'delete-question',
      profileId: String(profileId),
      questionId: String(row.id),
    });
    expect(del.status).toBe(302);
    expect((await ownRows(profileId))[0].active).toBe(false);
  });

  it('refuses bad input with a message by the field, never a 500', async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    const cases: [string, string, string, string][] = [
      ['   ', '1000', 'with-spaces', 'validation.questionRequired'],
      ['x'.repeat(1001), '1000', 'with-spaces', 'validation.questionTooLong'],
      ['Q?', '99', 'with-spaces', 'validation.questionLimit.with-spaces'],
      ['Q?', '3001', 'without-spaces', 'validation.questionLimit.without-spaces'],
      ['Q?', '6001', 'bytes', 'validation.questionLimit.bytes'],
      ['Q?', '1,000', 'bytes', 'validation.digits'],
      ['Q?', '1000', 'words', 'validation.limitType'],
    ];
    for (const [text, maxLength, limitType, message] of cases) {
      const res = await add(userId, profileId, text, maxLength, limitType);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    // 6000 bytes is allowed (Hangul counts 2).
    expect((await add(userId, profileId, 'Q?', '6000', 'bytes')).status).toBe(302);
    expect(await ownRows(profileId)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_OWN_QUESTIONS} per resume, with a message beyond`, async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    await db()
      .insert(questions)
      .values(
        Array.from({ length: MAX_OWN_QUESTIONS }, (_, i) => ({
          type: 'CUSTOM',
          intent: 'competency',
          text: { ko: `Q${i}`, en: `Q${i}`, id: `Q${i}` },
          userId,
          profileId,
          maxLength: 1000,
          limitType: 'with-spaces',
        })),
      );
    const res = await add(userId, profileId, 'One too many?');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('questions.tooMany');
    expect(await ownRows(profileId)).toHaveLength(MAX_OWN_QUESTIONS);
  });

  it("another member's question, or one of the member's other resume, is not found everywhere (IDOR)", async () => {
    const owner = await member(0, true);
    const ownerProfile = await resumeWithTarget(owner);
    await add(owner, ownerProfile, '직무 역량을 기르기 위해 노력한 경험을 작성해 주세요.', '400');
    const [theirs] = await ownRows(ownerProfile);
    const [letter] = (await startGeneration(owner, settings(ownerProfile, [theirs.id]), 'ko')).letters;
    await drain(writeLetter(owner, letter.id, 'ko'));

    const attacker = await member(3, false);
    const attackerProfile = await resumeWithTarget(attacker);
    const otherResume = await resumeWithTarget(owner);
    const before = await db().select().from(questions).where(eq(questions.id, theirs.id));
    for (const [who, profile] of [
      [attacker, attackerProfile],
      [owner, otherResume],
    ] as const) {
      // Edit and delete: refused with 'not found', nothing written.
      const ids = { profileId: String(profile), questionId: String(theirs.id) };
      expect(
        (
          await post(who, profile, {
            intent: 'edit-question',
            ...ids,
            text: 'pwned',
            maxLength: '500',
            limitType: 'bytes',
          })
        ).status,
      ).toBe(302);
      expect((await post(who, profile, { intent: 'delete-question', ...ids })).status).toBe(302);
      // Editing through the owner's resume id as someone else is refused too.
      if (who === attacker)
        await post(who, ownerProfile, {
          intent: 'edit-question',
          profileId: String(ownerProfile),
          questionId: String(theirs.id),
          text: 'pwned',
          maxLength: '500',
          limitType: 'bytes',
        });
      // Generation: the question is not offered for this resume; nothing is charged or created.
      const credits = await creditBalance(who);
      await expect(startGeneration(who, settings(profile, [theirs.id]), 'ko')).rejects.toMatchObject({
        reason: 'bad-question',
      });
      expect(await creditBalance(who)).toBe(credits);
      // Listing, selecting the group, printing: nothing of it.
      expect((await letterGroups(who, profile)).groups).toEqual([]);
      expect(await setGroupSelected(profile, theirs.id, true)).toBe(false);
      expect((await printSelection(who, profile)).groups).toEqual([]);
    }
    // A stranger's own resume list never includes the owner's question; adding to the owner's resume fails.
    expect((await add(attacker, ownerProfile, 'mine now?')).status).toBe(302);
    expect(await printJob(attacker, ownerProfile, 'coverletter')).toBe('not-found');
    expect(await db().select().from(questions).where(eq(questions.id, theirs.id))).toEqual(before);
    expect(await ownRows(ownerProfile)).toHaveLength(1);
    expect(await db().select().from(coverLetters).where(eq(coverLetters.userId, attacker))).toEqual([]);
    expect(
      await db()
        .select()
        .from(selectedQuestionGroups)
        .where(eq(selectedQuestionGroups.questionId, theirs.id)),
    ).toEqual([]);
  });

  it("is written to the company's limit and rule, listed as its own group, printed, and kept after deletion", async () => {
    const userId = await member(0, true);
    const profileId = await resumeWithTarget(userId);
    await add(
      userId,
      profileId,
      '본인의 직무 역량을 보여 주는 경험을 작성해 주세요.',
      '200',
      'without-spaces',
    );
    const [own] = await ownRows(profileId);
    // It counts toward the spec's three questions per generation like a bank question.
    const form = new FormData();
    for (const id of [1, 2, 3, own.id]) form.append('questionIds', String(id));
    for (const [k, v] of Object.entries({
      intent: 'generate',
      profileId: String(profileId),
      lang: 'ko',
      temperature: '70',
      minLetter: '100',
      maxLetter: '1000',
    }))
      form.set(k, v);
    const url = new URL(`http://localhost/main/profile/result?id=${profileId}`);
    const tooMany = await handleResultAction({ userId, role: 'USER', domain: 'main', lng: 'en', url, form });
    expect(JSON.stringify(tooMany)).toContain('validation.maxQuestions');
    // Written with a bank question in one generation: each to its own band.
    const { letters } = await startGeneration(
      userId,
      { ...settings(profileId, [1, own.id]), minLetter: 100 },
      'ko',
    );
    expect(letters).toHaveLength(2);
    for (const l of letters) await drain(writeLetter(userId, l.id, 'ko'));
    const [stored] = await db()
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.profileId, profileId), eq(coverLetters.questionId, own.id)));
    expect(stored).toMatchObject({
      minLetter: 160,
      maxLetter: 200,
      limitType: 'without-spaces',
      status: 'DONE',
    });
    expect(measure(stored.content, 'without-spaces')).toBeLessThanOrEqual(200);
    expect(stored.questionText).toBe('본인의 직무 역량을 보여 주는 경험을 작성해 주세요.');
    // The bank's letters keep the form's band.
    const bank = await db()
      .select({ max: coverLetters.maxLetter })
      .from(coverLetters)
      .where(and(eq(coverLetters.profileId, profileId), eq(coverLetters.questionId, 1)));
    expect(bank[0].max).toBe(1000);

    // Deleted: no longer offered, its letters stay listed, selectable and printed under its text.
    await post(userId, profileId, {
      intent: 'delete-question',
      profileId: String(profileId),
      questionId: String(own.id),
    });
    await expect(startGeneration(userId, settings(profileId, [own.id]), 'ko')).rejects.toMatchObject({
      reason: 'bad-question',
    });
    const group = (await letterGroups(userId, profileId)).groups.find((g) => g.questionId === own.id);
    expect(group).toMatchObject({ questionType: 'CUSTOM', questionName: stored.questionText, total: 1 });
    expect(await setGroupSelected(profileId, own.id, true)).toBe(true);
    const job = await printJob(userId, profileId, 'coverletter');
    expect(
      job !== 'not-found' && job !== 'no-resume' && job.kind === 'coverletter' ? job.groups : [],
    ).toEqual([expect.objectContaining({ questionName: stored.questionText })]);
  });
});

describe('the check before payment', () => {
  it('a failure question on a resume without a failure episode is refused: credits and pass untouched, no letter', async () => {
    for (const pass of [false, true]) {
      const userId = await member(1, pass);
      const profileId = await resumeWithTarget(userId);
      const credits = await creditBalance(userId);
      const passUse = () => db().select().from(passUses).where(eq(passUses.userId, userId));
      const usesBefore = await passUse();
      const failure = QUESTIONS.find((q) => q.intent === 'failure')!;
      const res = await post(userId, profileId, {
        ...generateForm(profileId, failure.id),
        limitType: 'with-spaces',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'precheck.title',
        unsupported: [{ questionId: failure.id, fit: 'no-episode', needs: ['failure'] }],
      });
      expect(await creditBalance(userId)).toBe(credits);
      expect(await passUse()).toEqual(usesBefore);
      expect(await db().select().from(coverLetters).where(eq(coverLetters.userId, userId))).toHaveLength(0);
    }
  });

  it("a band the resume cannot fill is refused with the length it supports; the company's own question too", async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const short = await startGeneration(
      userId,
      { ...settings(profileId, [2]), minLetter: 2000, maxLetter: 3000 },
      'ko',
    )
      .then(() => null)
      .catch((e: { reason: string; unsupported: unknown[] }) => e);
    expect(short).toMatchObject({
      reason: 'unsupported',
      unsupported: [{ fit: 'short', minLetter: 2000, custom: false }],
    });
    const supported = (short as unknown as { unsupported: { supported: number }[] }).unsupported[0].supported;
    expect(supported).toBeGreaterThan(0);
    expect(supported).toBeLessThan(2000);

    await add(
      userId,
      profileId,
      '지원 직무에 필요한 역량을 쌓은 경험을 작성해 주세요.',
      '3000',
      'with-spaces',
    );
    const [own] = await ownRows(profileId);
    await expect(startGeneration(userId, settings(profileId, [own.id]), 'ko')).rejects.toMatchObject({
      reason: 'unsupported',
      unsupported: [{ questionId: own.id, fit: 'short', minLetter: 2400, custom: true }],
    });
    expect(await creditBalance(userId)).toBe(1);
    expect(await db().select().from(coverLetters).where(eq(coverLetters.userId, userId))).toHaveLength(0);
  });
});

describe('the bank', () => {
  it('covers what Korean companies ask, in three languages, below 1,000,000; the seed is idempotent', async () => {
    const intents = new Set(QUESTIONS.map((q) => q.intent));
    for (const i of [
      'failure',
      'teamwork',
      'strengths',
      'competency',
      'problem',
      'goals',
      'company',
    ] as const)
      expect(intents.has(i), i).toBe(true);
    for (const q of QUESTIONS) {
      expect(q.id).toBeLessThan(1_000_000);
      for (const lang of ['ko', 'en', 'id'] as const)
        expect(q.text[lang].trim(), `${q.id} ${lang}`).not.toBe('');
    }
    expect(QUESTIONS.map((q) => q.id).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    const count = async () =>
      (
        await db()
          .select()
          .from(questions)
          .where(sql`user_id is null`)
      ).length;
    const before = await count();
    await seedQuestions(db());
    await seedQuestions(db());
    expect(await count()).toBe(before);
    expect(before).toBe(QUESTIONS.length);
  });
});
