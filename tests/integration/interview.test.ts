// Interview practice per application (issue 40): the questions are made from the member's own answers,
// each quoting one of their sentences, and making them again adds none twice; a practice answer is kept
// with the seconds the server measured from the sealed start and its self-check (a differing figure
// flagged); the prep sheet downloads as a PDF whose Hangul is text and opens as a print page; another
// member gets 404; the cohort dashboard counts practised questions of members who shared their list,
// never answers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationShares } from '#db/schema';
import { seedReference } from '#db/seed';
import { createPeriod } from './agency-helpers';
import { createAgency, createMember } from './agency-helpers';
import { takeSeat } from '~/features/agencies/seats.server';
import { interviewPracticePerWeek } from '~/features/agencies/dashboard.server';
import { createApplication } from '~/features/applications/applications.server';
import { addApplicationQuestion, answerQuestion } from '~/features/applications/questions.server';
import { sentencesOf } from '~/features/interview/text';
import { startToken } from '~/features/interview/interview.server';
import { resetPdfRenderPool } from '~/integrations/pdf/render-pool.server';
import { db } from '~/lib/db.server';
import { loader as printLoader } from '~/routes/($domain)._empty.applications.$id.interview.print';
import { loader as pdfLoader } from '~/routes/($domain).applications.$id.interview[.]pdf';
import {
  action as listAction,
  loader as listLoader,
} from '~/routes/($domain)._member.applications.$id_.interview._index';
import {
  action as practiceAction,
  loader as practiceLoader,
} from '~/routes/($domain)._member.applications.$id_.interview.$questionId';
import { member, resumeWithTarget } from './letters-helpers';
import { outcome, routeContext, toastKey } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();

const ANSWERS = [
  '학부 연구실에서 태양광 발전량 예측 모델을 만들었습니다. 저는 기상 자료를 자동으로 받아오는 스크립트를 작성했습니다. 결과적으로 예측 오차가 18%에서 11%로 낮아졌습니다.',
  '편의점 아르바이트에서 점주님께 발주 시간을 바꾸자고 제안했습니다. 점주님은 처음에 반대하셨지만 판매 기록을 보여 드렸습니다. 그 결과 한 달 폐기 금액이 30만원 줄었습니다.',
  '푸른에너지에 지원한 것은 주민과 함께 발전소를 운영하는 방식 때문입니다. 입사 후에는 발전량 데이터를 정리하는 일부터 맡고 싶습니다.',
];

let owner: number;
let other: number;
let appId: number;

const args = (
  userId: number | null,
  path: string,
  params: Record<string, string>,
  form?: Record<string, string>,
) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: form ? 'POST' : 'GET',
      body: form ? new URLSearchParams(form) : undefined,
      headers: { 'accept-language': 'ko' },
    }),
    params,
    context: routeContext(userId === null ? null : { id: userId }),
  }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;

beforeAll(async () => {
  await seedReference(db());
  owner = await member(0);
  other = await member(0);
  const made = await createApplication(owner, {
    companyName: '푸른에너지',
    profileId: await resumeWithTarget(owner),
    notes: '',
  });
  if (typeof made === 'string') throw new Error(made);
  appId = made.id;
  for (const [i, text] of ANSWERS.entries()) {
    const q = await addApplicationQuestion(owner, appId, {
      text: `문항 ${i + 1}`,
      maxLength: 1000,
      limitType: 'with-spaces',
    });
    if (typeof q === 'string') throw new Error(q);
    const a = await answerQuestion(owner, appId, q.id, text);
    if (typeof a === 'string') throw new Error(a);
  }
}, 60_000);

afterAll(async () => {
  await resetPdfRenderPool().then((pool) => pool.close());
});

type ListData = Awaited<ReturnType<typeof listLoader>>;
const listOf = async (userId: number) =>
  (await outcome(
    listLoader(args(userId, `/main/applications/${appId}/interview`, { id: String(appId) })),
  )) as {
    status: number;
    value: ListData;
  };

describe('interview practice for an application', () => {
  it('makes the questions from the member’s sentences, once', async () => {
    const post = await outcome(
      listAction(
        args(owner, `/main/applications/${appId}/interview`, { id: String(appId) }, { intent: 'generate' }),
      ),
    );
    expect(post.status).toBe(302);
    expect(toastKey(post.value as Response)).toBe('interview:toast.generated');
    const { value } = await listOf(owner);
    const own = new Set(ANSWERS.flatMap(sentencesOf));
    expect(value.questions.length).toBeGreaterThanOrEqual(8);
    for (const q of value.questions) expect(own.has(q.source), q.source).toBe(true);
    expect(new Set(value.questions.map((q) => q.text)).size).toBe(value.questions.length);
    // Again: nothing new to ask, nothing added twice.
    const again = await outcome(
      listAction(
        args(owner, `/main/applications/${appId}/interview`, { id: String(appId) }, { intent: 'generate' }),
      ),
    );
    expect(toastKey(again.value as Response)).toBe('interview:toast.none');
    expect((await listOf(owner)).value.questions).toHaveLength(value.questions.length);
  });

  it('answers 404 to another member, for the page, a question and the prep sheet', async () => {
    expect((await listOf(other)).status).toBe(404);
    const { value } = await listOf(owner);
    const qid = String(value.questions[0].id);
    const page = await outcome(
      practiceLoader(
        args(other, `/main/applications/${appId}/interview/${qid}`, { id: String(appId), questionId: qid }),
      ),
    );
    expect(page.status).toBe(404);
    const sheet = await outcome(
      pdfLoader(args(other, `/main/applications/${appId}/interview.pdf`, { id: String(appId) })),
    );
    expect(sheet.status).toBe(404);
    const print = await outcome(
      printLoader(args(other, `/main/applications/${appId}/interview/print`, { id: String(appId) })),
    );
    expect(print.status).toBe(404);
  });

  it('keeps a practice answer with the time the server measured and flags a figure that differs', async () => {
    const { value } = await listOf(owner);
    const figure = value.questions.find((q) => q.kind === 'figure' && q.source.includes('18%'))!;
    const qid = String(figure.id);
    const path = `/main/applications/${appId}/interview/${qid}`;
    const params = { id: String(appId), questionId: qid };
    // The page was opened 42 seconds ago (its sealed start), without JavaScript.
    const started = startToken(owner, figure.id, Date.now() - 42_000);
    const post = await outcome(
      practiceAction(
        args(owner, path, params, {
          intent: 'answer',
          budget: '90',
          started,
          answer: '예측 오차를 20%에서 11%로 낮췄습니다. 같은 기간 자료로 두 모델을 비교해 측정했습니다.',
        }),
      ),
    );
    expect(post.status).toBe(302);
    const to = (post.value as Response).headers.get('Location')!;
    expect(to).toMatch(/\?attempt=\d+#check$/);
    const attempt = new URL(to, 'http://localhost').searchParams.get('attempt')!;
    const page = await outcome(practiceLoader(args(owner, `${path}?attempt=${attempt}`, params)));
    const data = page.value as Awaited<ReturnType<typeof practiceLoader>>;
    expect(data.attempt!.seconds).toBeGreaterThanOrEqual(42);
    expect(data.attempt!.seconds).toBeLessThan(60);
    expect(data.attempt!.check.differing).toEqual([{ said: '20%', letter: '18%' }]);
    expect(data.attempt!.check.followUps.length).toBeGreaterThanOrEqual(2);
    // A start that is not this member's for this question is refused: a fresh page, nothing kept.
    const forged = await outcome(
      practiceAction(
        args(owner, path, params, { intent: 'answer', budget: '60', started: 'v1.forged', answer: '답' }),
      ),
    );
    expect(toastKey(forged.value as Response)).toBe('interview:toast.expired');
    // An empty answer is refused by its field, in place.
    const empty = await outcome(
      practiceAction(args(owner, path, params, { intent: 'answer', budget: '60', started, answer: ' ' })),
    );
    expect(empty.status).toBe(400);
    expect((await listOf(owner)).value.history).toHaveLength(1);
  });

  it('marks a question ready and exports the prep sheet with its Hangul as text', async () => {
    const { value } = await listOf(owner);
    const q = value.questions[0];
    await outcome(
      listAction(
        args(
          owner,
          `/main/applications/${appId}/interview`,
          { id: String(appId) },
          { intent: 'ready', questionId: String(q.id) },
        ),
      ),
    );
    expect((await listOf(owner)).value.questions[0].ready).toBe(true);
    const sheet = await outcome(
      pdfLoader(args(owner, `/main/applications/${appId}/interview.pdf`, { id: String(appId) })),
    );
    expect(sheet.status).toBe(200);
    const response = sheet.value as Response;
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain('푸른에너지 면접 준비');
    expect(text.replace(/\s+/g, '')).toContain(q.source.replace(/\s+/g, ''));
    // The print page carries the same sheet: the question, its sentence, that it is ready.
    const print = await outcome(
      printLoader(args(owner, `/main/applications/${appId}/interview/print`, { id: String(appId) })),
    );
    expect(print.status).toBe(200);
    const page = print.value as Awaited<ReturnType<typeof printLoader>>;
    expect(page.title).toBe('푸른에너지 면접 준비');
    expect(page.ready).toBe(1);
    expect(page.questions[0]).toMatchObject({ text: q.text, source: q.source, ready: true });
  });

  it('counts, on the cohort dashboard, the questions practised by members who shared their list', async () => {
    const a = await createAgency({ name: `Interview Univ ${Math.random().toString(36).slice(2, 7)}` });
    const period = await createPeriod(a.agency.id, {
      seats: 5,
      startsAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const m = await createMember();
    await takeSeat(period, m.id, new Date(Date.now() - 20 * 86_400_000));
    await takeSeat(period, owner, new Date(Date.now() - 20 * 86_400_000));
    const total = async () =>
      (await interviewPracticePerWeek(a.agency.id)).reduce((n, w) => n + w.practised, 0);
    expect(await total()).toBe(0);
    await db().insert(applicationShares).values({ userId: owner, agencyId: a.agency.id });
    expect(await total()).toBe(1);
  });
});
