// Applications (issue 25): added, listed by deadline with D-day and filtered by status, moved with the
// date of each change, theirs alone (another member's id answers 404 and changes nothing), at most 200
// per member and 10 questions each even when requests race, answers kept whole and flagged over the
// limit, reminders once per event however many instances run them, and a private calendar that stops
// answering once revoked.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  applicationStatusChanges,
  companies,
  notifications,
  profiles,
  questions,
} from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication, startApplicationFromResume } from '~/features/applications/applications.server';
import { remindApplications } from '~/features/applications/reminders.server';
import { addQuestion } from '~/features/coverletters/questions.server';
import { db } from '~/lib/db.server';
import { action as detailAction, loader as detailLoader } from '~/routes/($domain)._member.applications.$id';
import { action as listAction, loader as listLoader } from '~/routes/($domain)._member.applications._index';
import { loader as calendarLoader } from '~/routes/($domain).applications.calendar.$file';
import { member, resumeWithTarget } from './letters-helpers';
import { race } from './race';
import { getRequest, outcome, postRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const as = (userId: number) => routeContext({ id: userId });
const args = (userId: number, request: Request, params: Record<string, string> = {}) =>
  ({ request, context: as(userId), params }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;

const post = (userId: number, form: Record<string, string>, path = '/main/applications') =>
  outcome(listAction(args(userId, postRequest(path, form))));

async function list(userId: number, query = '') {
  const { value } = await outcome(listLoader(args(userId, getRequest(`/main/applications${query}`))));
  return value as Awaited<ReturnType<typeof listLoader>>;
}

const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + 9 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('applications', () => {
  it('suggests the listed companies as the member types, and a typed listed name links that company', async () => {
    const userId = await member(0);
    const [listed] = await db()
      .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
      .from(companies)
      .where(and(ne(companies.nameEn, ''), eq(companies.country, 'KR')))
      .limit(1);
    // The add form's suggestions, in the page's language (this browser asks for English).
    expect((await list(userId)).companies).toContain(listed.nameEn);
    // Its English name typed with other spacing and case; its Korean name with a space in it; a company
    // the catalogue does not have.
    const typedEn = listed.nameEn!.toLowerCase().replace(' ', '  ');
    const typedKo = `${listed.name.slice(0, 2)} ${listed.name.slice(2)}`;
    for (const companyName of [typedEn, typedKo, '삼성전자'])
      expect((await post(userId, { intent: 'create', companyName })).status).toBe(302);
    const rows = await db()
      .select({ companyId: applications.companyId, companyName: applications.companyName })
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(applications.id);
    expect(rows).toEqual([
      { companyId: listed.id, companyName: listed.name },
      { companyId: listed.id, companyName: listed.name },
      { companyId: null, companyName: '삼성전자' },
    ]);
  });

  it('adds from a plain form, lists by deadline with D-day, filters by status and pages by 10', async () => {
    const userId = await member(0);
    expect(
      (await post(userId, { intent: 'create', companyName: '늦은회사', deadline: dayFromToday(9) })).status,
    ).toBe(302);
    expect(
      (await post(userId, { intent: 'create', companyName: '빠른회사', deadline: dayFromToday(2) })).status,
    ).toBe(302);
    expect((await post(userId, { intent: 'create', companyName: '날짜없음' })).status).toBe(302);
    const page = await list(userId);
    expect(page.rows.map((r) => r.companyName)).toEqual(['빠른회사', '늦은회사', '날짜없음']);
    expect(page.all).toBe(3);

    const [first] = page.rows;
    const moved = await post(userId, {
      intent: 'status',
      applicationId: String(first.id),
      status: 'submitted',
    });
    expect(moved.status).toBe(302);
    expect((await list(userId, '?status=submitted')).rows.map((r) => r.companyName)).toEqual(['빠른회사']);
    expect((await list(userId, '?status=preparing')).rows).toHaveLength(2);
    const history = await db()
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, first.id));
    expect(history.map((h) => h.status).sort()).toEqual(['preparing', 'submitted']);

    for (let i = 0; i < 9; i++) await createApplication(userId, { companyName: `회사${i}`, notes: '' });
    expect((await list(userId)).rows).toHaveLength(10);
    expect((await list(userId, '?page=2')).rows).toHaveLength(2);
  });

  it('refuses bad input by its field and keeps what was typed', async () => {
    const userId = await member(0);
    const bad = await post(userId, { intent: 'create', companyName: '회사', deadline: '2026-02-30' });
    expect(bad.status).toBe(400);
    const reply = bad.value as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error.deadline).toEqual(['validation.date']);
    expect(reply.initialValue.companyName).toBe('회사');
    const none = await post(userId, { intent: 'create', companyName: '   ' });
    expect((none.value as { error: Record<string, string[]> }).error.companyName).toEqual([
      'validation.companyRequired',
    ]);
    const long = await post(userId, { intent: 'create', companyName: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect((await list(userId)).all).toBe(0);
  });

  it("another member's application answers 404 and none of its forms change it", async () => {
    const owner = await member(0);
    const other = await member(0);
    const made = await createApplication(owner, { companyName: '남의회사', notes: '' });
    if (typeof made === 'string') throw new Error(made);
    const id = String(made.id);
    expect(
      (await outcome(detailLoader(args(other, getRequest(`/main/applications/${id}`), { id })))).status,
    ).toBe(404);
    const path = `/main/applications/${id}`;
    const tries: Record<string, string>[] = [
      { intent: 'status', applicationId: id, status: 'offer' },
      { intent: 'edit', applicationId: id, companyName: '바꿈' },
      { intent: 'delete', applicationId: id },
      { intent: 'add-question', applicationId: id, text: '질문', maxLength: '500', limitType: 'with-spaces' },
      { intent: 'write', applicationId: id },
    ];
    for (const form of tries) await outcome(detailAction(args(other, postRequest(path, form), { id })));
    const [row] = await db().select().from(applications).where(eq(applications.id, made.id));
    expect(row).toMatchObject({ companyName: '남의회사', status: 'preparing' });
    const [{ n }] = await db()
      .select({ n: count() })
      .from(questions)
      .where(eq(questions.applicationId, made.id));
    expect(n).toBe(0);
    // A resume of someone else cannot be named as the one sent.
    const theirs = await resumeWithTarget(other);
    const named = await post(owner, {
      intent: 'edit',
      applicationId: id,
      companyName: '남의회사',
      profileId: String(theirs),
    });
    expect(named.status).toBe(400);
  });

  // Without the lock on the member's row in createApplication, racing adds pass the limit together.
  it('keeps at most 200 applications per member when adds race', async () => {
    const userId = await member(0);
    await db()
      .insert(applications)
      .values(Array.from({ length: 197 }, (_, i) => ({ userId, companyName: `c${i}` })));
    const results = await race(8, (i) => createApplication(userId, { companyName: `race${i}`, notes: '' }));
    expect(results.filter((r) => r === 'too-many')).toHaveLength(5);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.userId, userId));
    expect(n).toBe(200);
    const refused = await post(userId, { intent: 'create', companyName: 'one more' });
    expect(refused.status).toBe(302);
    const [{ after }] = await db()
      .select({ after: count() })
      .from(applications)
      .where(eq(applications.userId, userId));
    expect(after).toBe(200);
  });

  // Without the lock on the application in addApplicationQuestion, racing adds pass 10 together.
  it('keeps at most 10 questions per application when adds race, and answers are never cut', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const made = await createApplication(userId, { companyName: '질문회사', profileId, notes: '' });
    if (typeof made === 'string') throw new Error(made);
    const id = String(made.id);
    const path = `/main/applications/${id}`;
    await race(14, (i) =>
      outcome(
        detailAction(
          args(
            userId,
            postRequest(path, {
              intent: 'add-question',
              applicationId: id,
              text: `질문 ${i}`,
              maxLength: '100',
              limitType: 'with-spaces',
            }),
            { id },
          ),
        ),
      ),
    );
    const rows = await db()
      .select()
      .from(questions)
      .where(and(eq(questions.applicationId, made.id), eq(questions.active, true)));
    expect(rows).toHaveLength(10);

    const long = '가'.repeat(150);
    const answered = await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, {
            intent: 'answer',
            applicationId: id,
            questionId: String(rows[0].id),
            content: long,
          }),
          { id },
        ),
      ),
    );
    expect(answered.status).toBe(302);
    const { value } = await outcome(detailLoader(args(userId, getRequest(path), { id })));
    const page = value as Awaited<ReturnType<typeof detailLoader>>;
    const answer = page.questions.find((q) => q.id === rows[0].id)!.letters[0];
    expect(answer.content).toBe(long);
    expect(answer.counts.withSpaces).toBe(150);
    expect(answer.writer).toBe('member');
  });

  it('asks for the resume before keeping an answer, handing the answer back', async () => {
    const userId = await member(0);
    const made = await createApplication(userId, { companyName: '이력서없음', notes: '' });
    if (typeof made === 'string') throw new Error(made);
    const id = String(made.id);
    const path = `/main/applications/${id}`;
    await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, {
            intent: 'add-question',
            applicationId: id,
            text: '지원 동기',
            maxLength: '500',
            limitType: 'with-spaces',
          }),
          { id },
        ),
      ),
    );
    const [q] = await db().select().from(questions).where(eq(questions.applicationId, made.id));
    const res = await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, { intent: 'answer', applicationId: id, questionId: String(q.id), content: '답' }),
          { id },
        ),
      ),
    );
    // The answer comes back to its box with the reason (issue 38 item 5: nothing pasted is lost).
    expect(res.status).toBe(400);
    const reply = res.value as {
      form: string;
      error: Record<string, string[]>;
      initialValue: Record<string, string>;
    };
    expect(reply.form).toBe('answer');
    expect(reply.error.content).toEqual(['validation.noResume']);
    expect(reply.initialValue.content).toBe('답');
    const { value } = await outcome(detailLoader(args(userId, getRequest(path), { id })));
    expect((value as Awaited<ReturnType<typeof detailLoader>>).questions[0].letters).toHaveLength(0);
  });

  it('choosing a position for a resume starts one application to that company, with its questions', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const first = await startApplicationFromResume(userId, profileId);
    const again = await startApplicationFromResume(userId, profileId);
    expect(first?.id).toBeDefined();
    expect(again?.id).toBe(first?.id);
    const [row] = await db().select().from(applications).where(eq(applications.id, first!.id));
    expect(row.profileId).toBe(profileId);
    expect(row.companyId).not.toBeNull();
  });
});

describe('reminders', () => {
  // Without the unique event key (ON CONFLICT DO NOTHING), two instances running at once store each twice.
  it('reminds D-3 and D-1 once each and asks to check a result after 14 days, however many instances run', async () => {
    const userId = await member(0);
    const now = new Date();
    const soon = await createApplication(userId, {
      companyName: '세흘',
      deadline: dayFromToday(3),
      notes: '',
    });
    const done = await createApplication(userId, {
      companyName: '제출함',
      deadline: dayFromToday(1),
      notes: '',
    });
    if (typeof soon === 'string' || typeof done === 'string') throw new Error('not made');
    await db()
      .update(applications)
      .set({ status: 'submitted', statusChangedAt: new Date(now.getTime() - 15 * 86_400_000) })
      .where(eq(applications.id, done.id));
    await race(4, () => remindApplications(now));
    const mine = () => db().select().from(notifications).where(eq(notifications.userId, userId));
    const stored = await mine();
    expect(stored.map((n) => n.kind).sort()).toEqual(['applicationCheck', 'applicationDeadline']);
    expect(stored.find((n) => n.kind === 'applicationDeadline')!.params).toMatchObject({
      companyName: '세흘',
      days: 3,
    });
    // Two days later the D-1 reminder comes, once; the D-3 one is not repeated.
    const later = new Date(now.getTime() + 2 * 86_400_000);
    await race(3, () => remindApplications(later));
    const after = (await mine()).filter((n) => n.kind === 'applicationDeadline');
    expect(after.map((n) => (n.params as { days: number }).days).sort()).toEqual([1, 3]);
  });
});

describe('calendar', () => {
  it('serves one event per deadline at a private address that answers 404 once revoked', async () => {
    const userId = await member(0);
    await createApplication(userId, { companyName: '캘린더, 회사', deadline: '2027-03-05', notes: '' });
    await post(userId, { intent: 'calendar' });
    const url = (await list(userId)).calendarUrl!;
    const file = url.split('/').pop()!;
    const feed = await outcome(
      calendarLoader(args(0, getRequest(`/main/applications/calendar/${file}`), { file })),
    );
    expect(feed.status).toBe(200);
    const text = await (feed.value as Response).text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART;VALUE=DATE:20270305');
    expect(text).toContain('DTEND;VALUE=DATE:20270306');
    expect(text).toContain('캘린더\\, 회사');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    await post(userId, { intent: 'revoke-calendar' });
    const gone = await outcome(
      calendarLoader(args(0, getRequest(`/main/applications/calendar/${file}`), { file })),
    );
    expect(gone.status).toBe(404);
    const forged = await outcome(
      calendarLoader(args(0, getRequest('/main/applications/calendar/x.ics'), { file: 'x.ics' })),
    );
    expect(forged.status).toBe(404);
  });
});

describe('one story, one company', () => {
  async function answer(userId: number, applicationId: number, text: string, content: string) {
    const id = String(applicationId);
    const path = `/main/applications/${id}`;
    await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, {
            intent: 'add-question',
            applicationId: id,
            text,
            maxLength: '1000',
            limitType: 'with-spaces',
          }),
          { id },
        ),
      ),
    );
    const [q] = await db()
      .select()
      .from(questions)
      .where(
        and(eq(questions.applicationId, applicationId), eq(questions.text, { ko: text, en: text, id: text })),
      );
    await outcome(
      detailAction(
        args(
          userId,
          postRequest(path, { intent: 'answer', applicationId: id, questionId: String(q.id), content }),
          { id },
        ),
      ),
    );
  }
  const page = async (userId: number, applicationId: number) => {
    const id = String(applicationId);
    const { value } = await outcome(
      detailLoader(args(userId, getRequest(`/main/applications/${id}`), { id })),
    );
    return value as Awaited<ReturnType<typeof detailLoader>>;
  };

  it('shows the entries each answer tells, warns when two answers retell one, and when another application states another figure', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const first = await createApplication(userId, { companyName: '첫회사', profileId, notes: '' });
    const second = await createApplication(userId, { companyName: '둘째회사', profileId, notes: '' });
    if (typeof first === 'string' || typeof second === 'string') throw new Error('not made');
    const story =
      '누리테크에서 백엔드 인턴으로 일하며 주문 API 응답 시간을 40% 줄였습니다. 누리테크에서 결제 오류 알림을 자동화해 장애 대응 시간을 30분에서 10분으로 단축했습니다.';
    await answer(userId, first.id, '가장 큰 성과는?', story);
    await answer(userId, first.id, '문제를 해결한 경험은?', story);
    const before = await page(userId, first.id);
    const uses = before.stories.uses[before.questions[0].id];
    expect(uses).toContain('누리테크 · 백엔드 인턴');
    expect(before.stories.warnings).toEqual([
      {
        kind: 'retold',
        label: '누리테크 · 백엔드 인턴: 주문 API 응답 시간을 40% 줄였습니다.',
        questions: [1, 2],
      },
      {
        kind: 'retold',
        label: '누리테크 · 백엔드 인턴: 결제 오류 알림을 자동화해 장애 대응 시간을 30분에서 10분으로 단축했…',
        questions: [1, 2],
      },
      {
        kind: 'repeated',
        sentence: '누리테크에서 백엔드 인턴으로 일하며 주문 API 응답 시간을 40% 줄였습니다.',
        questions: [1, 2],
      },
      {
        kind: 'repeated',
        sentence: '누리테크에서 결제 오류 알림을 자동화해 장애 대응 시간을 30분에서 10분으로 단축했습니다.',
        questions: [1, 2],
      },
    ]);

    // The other application says 45 % where the resume (and this one) say 40 %.
    await answer(
      userId,
      second.id,
      '성과를 적어 주세요.',
      '누리테크에서 주문 API 응답 시간을 45% 줄였습니다.',
    );
    const after = await page(userId, first.id);
    expect(after.stories.warnings).toContainEqual(
      expect.objectContaining({
        kind: 'figures',
        label: '누리테크 · 백엔드 인턴',
        here: '40%',
        there: '45%',
        otherId: second.id,
      }),
    );
    // Two answers telling different entries: no retelling warning.
    const third = await createApplication(userId, { companyName: '셋째회사', profileId, notes: '' });
    if (typeof third === 'string') throw new Error(third);
    await answer(userId, third.id, '하나', '누리테크에서 주문 API 응답 시간을 40% 줄였습니다.');
    await answer(
      userId,
      third.id,
      '둘',
      '한빛소프트에서 정산 배치를 다시 설계해 처리 시간을 2시간에서 25분으로 줄였습니다.',
    );
    expect((await page(userId, third.id)).stories.warnings.filter((w) => w.kind === 'retold')).toEqual([]);
  });

  it('flags one story told in two answers from one sentence each, and a sentence written word for word (issue 38 item 6)', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const made = await createApplication(userId, { companyName: '한 회사', profileId, notes: '' });
    if (typeof made === 'string') throw new Error(made);
    const closing = '입사 후에도 끝까지 책임지는 개발자가 되겠습니다.';
    // The same achievement, told in other words, once in each answer; the closing line copied.
    await answer(userId, made.id, '성과', `누리테크에서 주문 API 응답 시간을 40% 줄였습니다. ${closing}`);
    await answer(
      userId,
      made.id,
      '문제 해결',
      `누리테크 인턴 때 주문 API의 응답 시간을 40% 줄인 일이 있습니다.\n${closing}`,
    );
    const warnings = (await page(userId, made.id)).stories.warnings;
    expect(warnings).toContainEqual({
      kind: 'retold',
      label: '누리테크 · 백엔드 인턴: 주문 API 응답 시간을 40% 줄였습니다.',
      questions: [1, 2],
    });
    expect(warnings).toContainEqual({ kind: 'repeated', sentence: closing, questions: [1, 2] });

    // Two achievements of the same job, one in each answer, each in its own words: two stories, no warning.
    const other = await createApplication(userId, { companyName: '다른 회사', profileId, notes: '' });
    if (typeof other === 'string') throw new Error(other);
    await answer(userId, other.id, '성과', '누리테크에서 주문 API 응답 시간을 40% 줄였습니다.');
    await answer(
      userId,
      other.id,
      '협업',
      '누리테크에서 결제 오류 알림을 자동화해 장애 대응 시간을 30분에서 10분으로 단축했습니다.',
    );
    expect((await page(userId, other.id)).stories.warnings).toEqual([]);
  });
});

describe('writing with AI from an application', () => {
  it("opens the result screen of a resume aimed at the application's company, copying one that letters bind elsewhere", async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const [aimedAt] = await db()
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    const [elsewhere] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(ne(companies.id, aimedAt.companyId!))
      .limit(1);

    // Aimed already: its own result screen.
    const same = await createApplication(userId, { companyId: aimedAt.companyId!, profileId, notes: '' });
    if (typeof same === 'string') throw new Error(same);
    const write = (id: number) =>
      outcome(
        detailAction(
          args(
            userId,
            postRequest(`/main/applications/${id}`, { intent: 'write', applicationId: String(id) }),
            { id: String(id) },
          ),
        ),
      );
    const direct = (await write(same.id)).value as Response;
    // Opened for this application: its letters, questions, reasons and plan.
    expect(direct.headers.get('location')).toBe(`/main/profile/result?id=${profileId}&app=${same.id}`);

    // Letters bind the resume to its company: another company's application gets a copy aimed at it.
    await db().update(profiles).set({ isCoverletter: true }).where(eq(profiles.id, profileId));
    const other = await createApplication(userId, { companyId: elsewhere.id, profileId, notes: '' });
    if (typeof other === 'string') throw new Error(other);
    const id = String(other.id);
    await outcome(
      detailAction(
        args(
          userId,
          postRequest(`/main/applications/${id}`, {
            intent: 'add-question',
            applicationId: id,
            text: '지원 동기',
            maxLength: '500',
            limitType: 'with-spaces',
          }),
          { id },
        ),
      ),
    );
    const copied = (await write(other.id)).value as Response;
    const copyId = Number(new URL(copied.headers.get('location')!, 'http://x').searchParams.get('id'));
    expect(copyId).not.toBe(profileId);
    const [copy] = await db().select().from(profiles).where(eq(profiles.id, copyId));
    expect(copy).toMatchObject({ userId, companyId: elsewhere.id });
    const [app] = await db().select().from(applications).where(eq(applications.id, other.id));
    expect(app.profileId).toBe(copyId);
    const [q] = await db().select().from(questions).where(eq(questions.applicationId, other.id));
    expect(q.profileId).toBe(copyId);
    // The first application's resume keeps its own company and is not offered the other's question.
    const [original] = await db().select().from(profiles).where(eq(profiles.id, profileId));
    expect(original.companyId).toBe(aimedAt.companyId);
  });

  it('asks for a resume first (a typed company is written to as typed once it has one)', async () => {
    const userId = await member(0);
    const typed = await createApplication(userId, { companyName: '직접 입력', notes: '' });
    if (typeof typed === 'string') throw new Error(typed);
    const id = String(typed.id);
    const res = await outcome(
      detailAction(
        args(userId, postRequest(`/main/applications/${id}`, { intent: 'write', applicationId: id }), { id }),
      ),
    );
    expect((res.value as Response).headers.get('location')).toBe(`/main/applications/${id}`);
  });
});

describe("the result screen's questions", () => {
  it('a question added on the result screen of an application’s resume is listed on the application', async () => {
    const userId = await member(0);
    const profileId = await resumeWithTarget(userId);
    const started = await startApplicationFromResume(userId, profileId);
    const added = await addQuestion(userId, profileId, {
      text: '입사 후 포부는?',
      maxLength: 700,
      limitType: 'with-spaces',
    });
    if (typeof added === 'string') throw new Error(added);
    const id = String(started!.id);
    const { value } = await outcome(
      detailLoader(args(userId, getRequest(`/main/applications/${id}`), { id })),
    );
    expect((value as Awaited<ReturnType<typeof detailLoader>>).questions.map((q) => q.text)).toEqual([
      '입사 후 포부는?',
    ]);
  });
});
