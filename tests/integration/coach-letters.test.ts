// The coach and letters per application (issue 35 items 2, 6, 7; ADR 0038), through the pages' own actions
// on real PostgreSQL: a typed company gets letters; a motivation question asks for the member's reason and
// plan before anything is paid; an empty answer declines naming the part (nothing charged); the answers are
// saved on the application; the letters written belong to it, and application B's result screen and print
// never show application A's letters.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, coverLetters, profiles, questions } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { creditBalance as balanceOf } from '~/features/accounts/passes.server';
import { prepareGeneration } from '~/features/coverletters/generation.server';
import { printJob } from '~/features/coverletters/print.server';
import { db } from '~/lib/db.server';
import { action as detailAction } from '~/routes/($domain)._member.applications.$id';
import { loader as resultLoader } from '~/routes/($domain)._member.profile.result';
import { generateForm, member, postResultForm, resumeWithTarget, settings } from './letters-helpers';
import { getRequest, outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const args = (userId: number, request: Request, params: Record<string, string> = {}) =>
  ({ request, context: routeContext({ id: userId }), params }) as unknown as LoaderFunctionArgs &
    ActionFunctionArgs;

/** A typed company's application with the member's resume and one question of its own. */
async function typedApplication(userId: number, profileId: number, company: string, question: string) {
  const made = await createApplication(userId, { companyName: company, profileId, notes: '' });
  if (typeof made === 'string') throw new Error(made);
  const id = String(made.id);
  const post = (form: Record<string, string>) =>
    outcome(detailAction(args(userId, postRequest(`/main/applications/${id}`, form), { id })));
  await post({
    intent: 'add-question',
    applicationId: id,
    text: question,
    maxLength: '200',
    limitType: 'with-spaces',
  });
  const [q] = await db().select().from(questions).where(eq(questions.applicationId, made.id));
  const write = (await post({ intent: 'write', applicationId: id })).value as Response;
  return { id: made.id, questionId: q.id, location: write.headers.get('location') };
}

async function screen(userId: number, query: string) {
  const { status, value } = await outcome(
    resultLoader(args(userId, getRequest(`/main/profile/result?${query}`))),
  );
  return { status, value: value as Record<string, unknown> & { groups: { items: { id: number }[] }[] } };
}

const asks = (value: unknown) => ((value as { coach?: { key: string }[] }).coach ?? []).map((a) => a.key);

describe('the coach and letters per application', () => {
  it('a typed company: asks, declines an empty part for free, saves, writes; B never shows A', async () => {
    const userId = await member(3);
    const profileId = await resumeWithTarget(userId);
    // One episode of the member's own (a motivation answer tells the story that led here).
    await db()
      .update(profiles)
      .set({
        episodes: [
          {
            title: '정산 배치 재설계',
            org: '한빛소프트',
            start: '2023.03',
            end: '2023.09',
            situation: '월말 정산 배치가 2시간씩 걸려 마감이 늦어졌습니다.',
            action: '배치를 단계별로 나눠 병목 쿼리를 다시 작성했습니다.',
            result: '처리 시간이 2시간에서 25분으로 줄었습니다.',
            learned: '',
            shows: '병목을 숫자로 찾아내는 힘',
            tags: ['problem'],
            print: true,
          },
        ],
      })
      .where(eq(profiles.id, profileId));
    const a = await typedApplication(
      userId,
      profileId,
      '카카오 테스트',
      '카카오에 지원한 동기를 적어 주세요.',
    );
    // Item 6: no refusal for a typed company; the result screen opens for this application.
    expect(a.location).toBe(`/main/profile/result?id=${profileId}&app=${a.id}`);
    const opened = await screen(userId, `id=${profileId}&app=${a.id}`);
    expect(opened.value.target).toBe('카카오 테스트');
    expect((opened.value.questions as { id: number }[]).map((q) => q.id)).toContain(a.questionId);

    const generate = { ...generateForm(profileId, a.questionId), applicationId: String(a.id) };
    const before = await balanceOf(userId);
    // The coach asks for the reason and the plan (nothing paid, nothing written).
    const asked = await outcome(postResultForm(userId, profileId, generate));
    expect(asks(asked.value)).toEqual(['application.whyCompany', 'application.plan']);
    expect(await balanceOf(userId)).toBe(before);

    // One part left empty: declined before payment, naming it; the given part is kept on the application.
    const coach = (answers: [string, string][]) => ({
      ...generate,
      intent: 'coach',
      ...Object.fromEntries(
        answers.flatMap(([place, answer], i) => [
          [`place[${i}]`, place],
          [`answer[${i}]`, answer],
        ]),
      ),
    });
    const why = '사용자 대화 데이터를 다루는 팀에서 일하고 싶습니다.';
    const declined = await outcome(
      postResultForm(
        userId,
        profileId,
        coach([
          ['application.whyCompany', why],
          ['application.plan', ''],
        ]),
      ),
    );
    expect(declined.status).toBe(400);
    expect((declined.value as { emptyParts: string[] }).emptyParts).toEqual(['coach.parts.plan']);
    expect(await balanceOf(userId)).toBe(before);
    const [kept] = await db().select().from(applications).where(eq(applications.id, a.id));
    expect(kept.whyCompany).toBe(why);
    expect(kept.plan).toBe('');

    const plan = '첫해에는 상담 데이터 지표를 만들겠습니다.';
    const saved = await outcome(postResultForm(userId, profileId, coach([['application.plan', plan]])));
    expect((saved.value as { coached?: boolean }).coached).toBe(true);
    const [full] = await db().select().from(applications).where(eq(applications.id, a.id));
    expect(full.plan).toBe(plan);

    // The writer's request carries the application's reasons, plan and posting (ADR 0038).
    const prepared = await prepareGeneration(
      userId,
      { ...settings(profileId, [a.questionId]), applicationId: a.id },
      'ko',
    );
    expect(prepared.needs).toEqual([]);
    expect(prepared.requests[0].motives).toMatchObject({ whyCompany: why, plan });
    expect(prepared.requests[0].target.companyName).toBe('카카오 테스트');

    // Now it writes: the letter belongs to application A.
    const written = await outcome(postResultForm(userId, profileId, generate));
    expect(written.status).toBe(302);
    const lettersOfA = await db()
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.userId, userId), eq(coverLetters.status, 'DONE')));
    expect(lettersOfA.length).toBe(1);
    expect(lettersOfA[0].applicationId).toBe(a.id);
    expect(await balanceOf(userId)).toBe(before - 1);

    // Application B, same resume: its screen and print show none of A's letters; A's still show A's.
    const b = await typedApplication(userId, profileId, '토스 테스트', '입사 후 포부를 적어 주세요.');
    const onB = await screen(userId, `id=${profileId}&app=${b.id}`);
    expect(onB.value.target).toBe('토스 테스트');
    expect(onB.value.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual([]);
    expect((onB.value.questions as { id: number }[]).map((q) => q.id)).not.toContain(a.questionId);
    const printB = await printJob(userId, profileId, 'coverletter', b.id);
    expect(printB).toMatchObject({ kind: 'coverletter', groups: [] });
    const onA = await screen(userId, `id=${profileId}&app=${a.id}`);
    expect(onA.value.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual([lettersOfA[0].id]);
    const printA = await printJob(userId, profileId, 'coverletter', a.id);
    expect(
      printA !== 'not-found' &&
        printA !== 'no-resume' &&
        printA.kind === 'coverletter' &&
        printA.groups.length,
    ).toBe(1);

    // Another member's application, or one not using this resume, answers 404 (no 500).
    const stranger = await member(0);
    expect((await screen(stranger, `id=${profileId}&app=${a.id}`)).status).toBe(404);
    expect((await screen(userId, `id=${profileId}&app=abc`)).status).toBe(404);
  });

  it('a pasted answer belongs to its application', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const a = await typedApplication(userId, profileId, '네이버 테스트', '지원 동기를 적어 주세요.');
    const id = String(a.id);
    await outcome(
      detailAction(
        args(
          userId,
          postRequest(`/main/applications/${id}`, {
            intent: 'answer',
            applicationId: id,
            questionId: String(a.questionId),
            content: '제가 직접 쓴 답변입니다.',
          }),
          { id },
        ),
      ),
    );
    const [letter] = await db().select().from(coverLetters).where(eq(coverLetters.userId, userId));
    expect(letter.applicationId).toBe(a.id);
  });
});

describe('a question added on the result screen of an opened application', () => {
  it('is that application’s, not the newest one’s, and is offered on its screen only', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const a = await typedApplication(userId, profileId, '라인 테스트', '지원 동기를 적어 주세요.');
    const b = await typedApplication(userId, profileId, '쿠팡 테스트', '입사 후 포부를 적어 주세요.');
    expect(b.id).toBeGreaterThan(a.id);
    // The screen opened for A (`?app=`) posts its question form with A's id, as the page renders it.
    const text = '라인에서 해 보고 싶은 일을 적어 주세요.';
    const added = await outcome(
      postResultForm(userId, profileId, {
        intent: 'add-question',
        profileId: String(profileId),
        applicationId: String(a.id),
        text,
        maxLength: '800',
        limitType: 'with-spaces',
      }),
    );
    expect(added.status).toBe(302);
    const [q] = await db()
      .select()
      .from(questions)
      .where(and(eq(questions.profileId, profileId), eq(questions.maxLength, 800)));
    expect(q.applicationId).toBe(a.id);
    const ids = (v: Record<string, unknown>) => (v.questions as { id: number }[]).map((x) => x.id);
    expect(ids((await screen(userId, `id=${profileId}&app=${a.id}`)).value)).toContain(q.id);
    expect(ids((await screen(userId, `id=${profileId}&app=${b.id}`)).value)).not.toContain(q.id);

    // Another member's application id in the form is not theirs to add to: the question stays this
    // resume's (its newest application's), never the stranger's.
    const stranger = await member(0);
    const theirs = await typedApplication(
      stranger,
      await resumeWithTarget(stranger),
      '배민 테스트',
      '지원 동기를 적어 주세요.',
    );
    await outcome(
      postResultForm(userId, profileId, {
        intent: 'add-question',
        profileId: String(profileId),
        applicationId: String(theirs.id),
        text: '다른 질문입니다.',
        maxLength: '700',
        limitType: 'with-spaces',
      }),
    );
    const [forged] = await db()
      .select()
      .from(questions)
      .where(and(eq(questions.profileId, profileId), eq(questions.maxLength, 700)));
    expect(forged.applicationId).toBe(b.id);
  });
});
