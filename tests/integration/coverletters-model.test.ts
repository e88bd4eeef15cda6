// Cover-letter generation end to end through a model endpoint: the app's services with AI_BASE_URL
// pointing at a local fake that speaks the OpenAI chat-completions protocol.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coverLetters } from '#db/schema';
import { seedReference } from '#db/seed';
import { creditBalance } from '~/features/accounts/passes.server';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { db } from '~/lib/db.server';
import { generateForm, member as memberWith, postResultForm, resumeWithTarget } from './letters-helpers';
import { withTestDatabase } from './test-database';

const LETTER =
  '저는 한빛대학교에서 컴퓨터공학을 전공하며 서버 개발의 기초를 다졌습니다. 누리테크 인턴으로 일하며 주문 API의 응답 시간을 40% 줄였고, 이 경험으로 데이터에 근거해 문제를 푸는 법을 배웠습니다. 입사 후에도 같은 자세로 서비스의 안정성과 속도를 높이겠습니다. '.repeat(
    3,
  );
// Before any app module is loaded: the configuration is read once per process.
const fake = await vi.hoisted(async () => {
  const { startFakeOpenAi } = await import('../fakes/openai-compatible');
  const server = await startFakeOpenAi({ text: '', chunkWords: 3 });
  process.env.AI_BASE_URL = server.url;
  process.env.AI_MODEL = 'fake-model';
  return server;
});
fake.configure({ text: LETTER, chunkWords: 3 });
afterAll(() => fake.close());

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

async function member() {
  const userId = await memberWith(1);
  return { userId, profileId: await resumeWithTarget(userId) };
}

const settings = (profileId: number) => ({
  profileId,
  questionIds: [2],
  lang: 'ko' as const,
  temperature: 70,
  minLetter: 300,
  maxLetter: 1000,
});

describe('generation with a model endpoint', () => {
  it('an answer under the minimum is continued, and the letter is stored within the length', async () => {
    const first = LETTER.slice(0, 120);
    // The continuation goes on with other sentences (one the letter already has would be left out).
    const more =
      ' 인턴 기간에는 TypeScript와 PostgreSQL로 주문 API의 쿼리를 하나씩 점검했습니다. 느린 쿼리를 찾으면 실행 계획을 읽고 색인을 다시 설계했습니다. 바꾼 뒤에는 같은 요청으로 응답 시간을 다시 재어 효과를 확인했습니다. 정보처리기사를 준비하며 익힌 데이터베이스 지식이 이 작업의 바탕이 되었습니다. 이렇게 확인한 결과는 팀 문서에 남겨 다음 작업자가 같은 점검을 반복할 수 있게 했습니다.';
    fake.configure({ text: first, continuation: more, chunkWords: 3 });
    const { userId, profileId } = await member();
    const { letters } = await startGeneration(userId, settings(profileId), 'ko');
    const before = fake.requests.length;
    for await (const _chunk of writeLetter(userId, letters[0].id, 'ko')) {
      // stored by writeLetter
    }
    expect(fake.requests.length - before).toBe(2);
    const [row] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(row.content.startsWith(first.trim())).toBe(true);
    expect(row.content).toContain(more.trim().slice(0, 30));
    expect(row.findings).toMatchObject({ withinLength: true, languageOk: true, unsupported: [] });
    fake.configure({ text: LETTER, chunkWords: 3 });
  });

  it('a long answer streams only as far as the letter is stored: within the maximum, at a sentence end', async () => {
    fake.configure({ text: LETTER.repeat(4), chunkWords: 3 });
    const { userId, profileId } = await member();
    const { letters } = await startGeneration(userId, settings(profileId), 'ko');
    let streamed = '';
    for await (const chunk of writeLetter(userId, letters[0].id, 'ko')) streamed += chunk;
    const [row] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(row.status).toBe('DONE');
    expect(row.content).toBe(streamed.trim()); // the member saw exactly the stored letter
    expect(row.realLength).toBeLessThanOrEqual(1000);
    expect(row.realLength).toBeGreaterThan(700);
    expect(row.content).toMatch(/습니다\.$/);
    fake.configure({ text: LETTER, chunkWords: 3 });
  });

  it('streams the model text into a stored, checked letter', async () => {
    fake.configure({ text: LETTER, chunkWords: 3, firstTokenDelayMs: 50 });
    const { userId, profileId } = await member();
    const { letters } = await startGeneration(userId, settings(profileId), 'ko');
    let streamed = '';
    for await (const chunk of writeLetter(userId, letters[0].id, 'ko')) streamed += chunk;
    const [row] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(row).toMatchObject({ status: 'DONE', writer: 'model' });
    expect(streamed.startsWith('저는 한빛대학교에서')).toBe(true);
    expect(row.realLength).toBeLessThanOrEqual(1000);
    expect(row.findings).toMatchObject({ withinLength: true, languageOk: true, unsupported: [] });
    expect(fake.requests.at(-1)?.body.temperature).toBeCloseTo(0.7);
  });

  it('a model error mid-stream fails the letter and gives the credit back', async () => {
    fake.configure({ text: LETTER, chunkWords: 3, failAfterChunks: 2, failMode: 'destroy' });
    const { userId, profileId } = await member();
    const { letters } = await startGeneration(userId, settings(profileId), 'ko');
    expect(await creditBalance(userId)).toBe(0);
    const drain = async () => {
      for await (const _chunk of writeLetter(userId, letters[0].id, 'ko')) {
        // read to the end
      }
    };
    await expect(drain()).rejects.toThrow();
    const [row] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(row.status).toBe('FAILED');
    expect(await creditBalance(userId)).toBe(1);
  });

  it("without JavaScript a failure answers with the error's message for the dialog, not a generic toast", async () => {
    fake.configure({ text: LETTER, chunkWords: 3, failAfterChunks: 2, failMode: 'error-event' });
    const { userId, profileId } = await member();
    const answer = await postResultForm(userId, profileId, generateForm(profileId, 2));
    expect(answer).toMatchObject({ intent: 'generate', failed: 'generation.errors.interrupted' });
    expect(await creditBalance(userId)).toBe(1);
  });
});
