// With a model configured (AI_BASE_URL at the local fake), making interview questions adds the model's
// questions that name one of the member's sentences; one about a sentence the member did not write, or
// bringing a figure of its own, is dropped (issue 40 item 4). A model that fails adds nothing and the
// rule-made questions stand.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { addApplicationQuestion, answerQuestion } from '~/features/applications/questions.server';
import { generateInterview, interviewOf } from '~/features/interview/interview.server';
import { db } from '~/lib/db.server';
import { member, resumeWithTarget } from './letters-helpers';
import { withTestDatabase } from './test-database';

const fake = await vi.hoisted(async () => {
  const { startFakeOpenAi } = await import('../fakes/openai-compatible');
  const server = await startFakeOpenAi({ text: '' });
  process.env.AI_BASE_URL = server.url;
  process.env.AI_MODEL = 'fake-model';
  return server;
});
afterAll(() => fake.close());

withTestDatabase();

const ANSWER =
  '편의점 아르바이트에서 점주님께 발주 시간을 바꾸자고 제안했습니다. 그 결과 한 달 폐기 금액이 30만원 줄었습니다.';

async function application() {
  const userId = await member(0);
  const made = await createApplication(userId, {
    companyName: '푸른에너지',
    profileId: await resumeWithTarget(userId),
    notes: '',
  });
  if (typeof made === 'string') throw new Error(made);
  const q = await addApplicationQuestion(userId, made.id, {
    text: '문항',
    maxLength: 1000,
    limitType: 'with-spaces',
  });
  if (typeof q === 'string') throw new Error(q);
  const a = await answerQuestion(userId, made.id, q.id, ANSWER);
  if (typeof a === 'string') throw new Error(a);
  return { userId, appId: made.id };
}

beforeAll(async () => {
  await seedReference(db());
});

describe('a model’s interview questions', () => {
  it('keeps the traced ones and drops the untraceable', async () => {
    fake.configure({
      text: JSON.stringify({
        questions: [
          {
            sentence: '편의점 아르바이트에서 점주님께 발주 시간을 바꾸자고 제안했습니다.',
            kind: 'action',
            question: '점주님은 그 제안을 처음에 어떻게 받아들였나요?',
            followUps: ['설득에 무엇을 썼나요?', '다른 직원들은 어땠나요?'],
          },
          {
            sentence: '재고 관리 프로그램을 혼자 개발했습니다.',
            question: '프로그램은 어떤 언어로 만들었나요?',
            followUps: ['왜 그 언어였나요?', '얼마나 걸렸나요?'],
          },
          {
            sentence: '그 결과 한 달 폐기 금액이 30만원 줄었습니다.',
            question: '50만원이 아니라 30만원인 근거는요?',
            followUps: ['누가 집계했나요?', '기간은요?'],
          },
        ],
      }),
    });
    const { userId, appId } = await application();
    const made = await generateInterview(userId, appId, 'ko');
    expect(made!.added).toBeGreaterThan(0);
    const { questions } = await interviewOf(userId, appId);
    const fromModel = questions.filter((q) => q.origin === 'model');
    expect(fromModel.map((q) => q.text)).toEqual(['점주님은 그 제안을 처음에 어떻게 받아들였나요?']);
    expect(fromModel[0].source).toBe('편의점 아르바이트에서 점주님께 발주 시간을 바꾸자고 제안했습니다.');
    expect(questions.filter((q) => q.origin === 'rule').length).toBeGreaterThan(0);
  });

  it('adds nothing from a model that fails, and keeps the rule-made questions', async () => {
    fake.configure({ status: 500, errorMessage: 'down' });
    const { userId, appId } = await application();
    const made = await generateInterview(userId, appId, 'ko');
    const { questions } = await interviewOf(userId, appId);
    expect(made!.added).toBe(questions.length);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.origin === 'rule')).toBe(true);
  });
});
