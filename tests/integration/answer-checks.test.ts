// The check panel's form (issue 36) through the application page's action: the findings of a pasted
// answer with the resume's terms safe and its school flagged under blind hiring, the switches kept on the
// application and the question, a suggestion applied, and another member's application refused.
import type { ActionFunctionArgs } from '@remix-run/node';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, coverLetters, memberQuestionBlind, questions } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { handleLetterCheckForm } from '~/features/checks/index.server';
import { letterGroups } from '~/features/coverletters/letters.server';
import { closeSpeller, warmSpeller } from '~/features/checks/speller.server';
import type { CheckReply } from '~/features/checks';
import { db } from '~/lib/db.server';
import { action as detailAction } from '~/routes/($domain)._member.applications.$id';
import { member, resumeWithTarget } from './letters-helpers';
import { outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
  // As the server does at boot: the dictionary loaded before the first check (a cold one may take longer
  // than a check waits on a busy machine, and then spelling is left pending).
  await warmSpeller(['ko']);
}, 180_000);
afterAll(async () => {
  await closeSpeller();
});

const post = (userId: number, id: number, form: Record<string, string>) =>
  outcome(
    detailAction({
      request: postRequest(`/main/applications/${id}`, form),
      context: routeContext({ id: userId }),
      params: { id: String(id) },
    } as unknown as ActionFunctionArgs),
  );

const ANSWER =
  '누리테크에서 정산 배치를 다시 설계했습니다. 일이 잘 되서 기뻤습니다. 한빛대학교를 나왔고 부산 출신입니다.';

/** A member's application (with a resume aimed at a company) and its one question, as the page adds it. */
async function applicationWithQuestion() {
  const userId = await member(0);
  const profileId = await resumeWithTarget(userId);
  const made = await createApplication(userId, { companyName: '한빛물류', notes: '', profileId });
  if (typeof made === 'string') throw new Error(made);
  await post(userId, made.id, {
    intent: 'add-question',
    applicationId: String(made.id),
    text: '지원 동기를 기술해 주십시오.',
    maxLength: '500',
    limitType: 'with-spaces',
  });
  const [q] = await db().select().from(questions).where(eq(questions.applicationId, made.id));
  return { userId, made, q };
}

describe('the answer check', () => {
  it('checks a pasted answer, keeps the blind switches and applies a suggestion', async () => {
    const { userId, made, q } = await applicationWithQuestion();
    const form = {
      intent: 'check',
      applicationId: String(made.id),
      questionId: String(q.id),
      content: ANSWER,
    };

    const first = (await post(userId, made.id, { ...form, blindApp: 'on' })).value as CheckReply;
    const flagged = (kind: string) =>
      first.report.findings.filter((f) => f.kind === kind).map((f) => ANSWER.slice(...f.range));
    expect(flagged('spelling')).toEqual(['되서']);
    expect(flagged('blind')).toEqual(['한빛대학교', '부산 출신']);
    // The resume's company is the member's own term: never a spelling or blind-hiring finding.
    const term: [number, number] = [0, '누리테크에서'.length];
    expect(
      first.report.findings.filter(
        (f) => (f.kind === 'spelling' || f.kind === 'blind') && f.range[0] < term[1] && term[0] < f.range[1],
      ),
    ).toEqual([]);
    expect(first.report.score.fix).toBeGreaterThanOrEqual(3);
    const [kept] = await db().select().from(applications).where(eq(applications.id, made.id));
    expect(kept.blindHiring).toBe(true);

    // The question's own switch off: no blind-hiring finding, and it is kept.
    const off = (await post(userId, made.id, { ...form, blindApp: 'on', blindQuestion: 'off' }))
      .value as CheckReply;
    expect(off.report.findings.filter((f) => f.kind === 'blind')).toEqual([]);
    const [question] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(question.blindHiring).toBe(false);

    // The spelling finding's suggestion applied: the text comes back corrected and checked again.
    const n = first.report.findings.find((f) => f.kind === 'spelling')!.n;
    const applied = (await post(userId, made.id, { ...form, blindApp: 'on', apply: String(n) }))
      .value as CheckReply;
    expect(applied.content).toContain('일이 잘 돼서');
    expect(applied.report.findings.filter((f) => f.kind === 'spelling')).toEqual([]);

    // Another member's application: 404, nothing checked or changed.
    const other = await member(0);
    expect((await post(other, made.id, form)).status).toBe(404);
  }, 60_000);

  it('with the box empty checks the newest answer; a suggestion button posts with no intent of its own', async () => {
    const { userId, made, q } = await applicationWithQuestion();
    const ids = { applicationId: String(made.id), questionId: String(q.id) };
    // No answer yet: an empty box has nothing to check.
    expect((await post(userId, made.id, { intent: 'check', ...ids, content: '' })).status).toBe(404);
    await post(userId, made.id, { intent: 'answer', ...ids, content: 'An older answer to keep apart.' });
    await post(userId, made.id, { intent: 'answer', ...ids, content: ANSWER });
    const newest = (await post(userId, made.id, { intent: 'check', ...ids, content: '' })).value as CheckReply;
    expect(newest.content).toBe(ANSWER);
    const spelling = newest.report.findings.find((f) => f.kind === 'spelling')!;
    expect(ANSWER.slice(...spelling.range)).toBe('되서');
    // The answer form's suggestion button: `apply` and the box, no intent.
    const applied = (await post(userId, made.id, { ...ids, content: ANSWER, apply: String(spelling.n) }))
      .value as CheckReply;
    expect(applied.content).toContain('일이 잘 돼서');
    // Another member, box empty: 404, not the owner's answer.
    const other = await member(0);
    expect((await post(other, made.id, { intent: 'check', ...ids, content: '' })).status).toBe(404);
  }, 60_000);

  it('checks a letter on the result screen with its application’s and its question’s blind switches', async () => {
    const { userId, made, q } = await applicationWithQuestion();
    const answer = {
      intent: 'answer',
      applicationId: String(made.id),
      questionId: String(q.id),
      content: ANSWER,
    };
    await post(userId, made.id, answer);
    const [letter] = await db().select().from(coverLetters).where(eq(coverLetters.questionId, q.id));
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const plain = await handleLetterCheckForm(
      userId,
      'ko',
      form({ letterId: String(letter.id), content: ANSWER }),
    );
    expect(plain?.letterId).toBe(letter.id);
    expect(plain?.report.findings.some((f) => f.kind === 'spelling')).toBe(true);
    expect(plain?.report.findings.some((f) => f.kind === 'blind')).toBe(false);
    // The application's box, ticked on the result screen, is kept on the application.
    const blind = await handleLetterCheckForm(
      userId,
      'ko',
      form({ letterId: String(letter.id), content: ANSWER, blindApp: 'on' }),
    );
    expect(blind?.report.findings.filter((f) => f.kind === 'blind')).toHaveLength(2);
    const [app] = await db().select().from(applications).where(eq(applications.id, made.id));
    expect(app.blindHiring).toBe(true);
    // This question's switch off: no blind-hiring finding, and kept on the member's question.
    const off = await handleLetterCheckForm(
      userId,
      'ko',
      form({ letterId: String(letter.id), content: ANSWER, blindApp: 'on', blindQuestion: 'off' }),
    );
    expect(off?.blindQuestion).toBe('off');
    expect(off?.report.findings.filter((f) => f.kind === 'blind')).toEqual([]);
    const [question] = await db().select().from(questions).where(eq(questions.id, q.id));
    expect(question.blindHiring).toBe(false);
    // Another member's letter: nothing.
    const other = await member(0);
    expect(
      await handleLetterCheckForm(other, 'ko', form({ letterId: String(letter.id), content: ANSWER })),
    ).toBeNull();
  }, 60_000);

  it('keeps a member’s switch on a shared bank question per member, shown from the stored value, and another member cannot change it', async () => {
    const [bank] = await db().select().from(questions).where(isNull(questions.userId)).limit(1);
    const letterOn = async (userId: number) => {
      const profileId = await resumeWithTarget(userId);
      const [row] = await db()
        .insert(coverLetters)
        .values({
          userId,
          profileId,
          questionId: bank.id,
          questionText: bank.text.ko,
          generationId: crypto.randomUUID(),
          lang: 'ko',
          temperature: 0.7,
          minLetter: 100,
          maxLetter: 500,
          status: 'DONE',
          writer: 'builtin',
          content: ANSWER,
        })
        .returning({ id: coverLetters.id });
      return { profileId, letterId: row.id };
    };
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const shown = async (userId: number, profileId: number) =>
      (await letterGroups(userId, profileId)).groups.find((g) => g.questionId === bank.id)?.blindQuestion;
    const a = await member(0);
    const b = await member(0);
    const mine = await letterOn(a);
    const theirs = await letterOn(b);
    expect(await shown(a, mine.profileId)).toBeNull();
    // A turns the question's switch on: blind-hiring findings, and the result screen shows it from the row.
    const on = await handleLetterCheckForm(
      a,
      'ko',
      form({ letterId: String(mine.letterId), content: ANSWER, blindQuestion: 'on' }),
    );
    expect(on?.report.findings.filter((f) => f.kind === 'blind')).toHaveLength(2);
    expect(await shown(a, mine.profileId)).toBe(true);
    // The bank's row is everyone's: it is not changed, and B's switch is B's own (still following).
    const [row] = await db().select().from(questions).where(eq(questions.id, bank.id));
    expect(row.blindHiring).toBeNull();
    expect(await shown(b, theirs.profileId)).toBeNull();
    // B posting A's letter changes nothing of A's; B's own "off" is B's alone.
    expect(
      await handleLetterCheckForm(
        b,
        'ko',
        form({ letterId: String(mine.letterId), content: ANSWER, blindQuestion: 'off' }),
      ),
    ).toBeNull();
    await handleLetterCheckForm(
      b,
      'ko',
      form({ letterId: String(theirs.letterId), content: ANSWER, blindQuestion: 'off' }),
    );
    expect(await shown(a, mine.profileId)).toBe(true);
    expect(await shown(b, theirs.profileId)).toBe(false);
    const kept = await db()
      .select()
      .from(memberQuestionBlind)
      .where(eq(memberQuestionBlind.questionId, bank.id));
    expect(kept.map((k) => [k.userId, k.blindHiring]).sort()).toEqual(
      [
        [a, true],
        [b, false],
      ].sort(),
    );
    // Back to following the application: A's row goes.
    await handleLetterCheckForm(
      a,
      'ko',
      form({ letterId: String(mine.letterId), content: ANSWER, blindQuestion: 'follow' }),
    );
    expect(await shown(a, mine.profileId)).toBeNull();
  }, 60_000);
});
