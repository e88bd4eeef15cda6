// A model's letter with an invented episode, through the real generation path (AI_BASE_URL pointing at
// the local fake OpenAI-compatible server): the stored findings trace every sentence, and the invented
// ones are marked untraced and counted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coverLetters } from '#db/schema';
import { seedReference } from '#db/seed';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { db } from '~/lib/db.server';
import { member as memberWith, resumeWithTarget } from './letters-helpers';
import { withTestDatabase } from './test-database';

// The resume (letters-helpers): 누리테크 백엔드 인턴 "주문 API 응답 시간을 40% 줄였습니다.", 한빛대학교
// 컴퓨터공학, TypeScript and PostgreSQL, 정보처리기사. The two sentences about a club are in none of it.
const TRACED = [
  '누리테크에서 백엔드 인턴으로 일하며 주문 API 응답 시간을 40% 줄였습니다.',
  '한빛대학교에서 컴퓨터공학을 전공했고 정보처리기사를 취득했습니다.',
];
const INVENTED = [
  '동아리 회장을 맡았을 때 축제 예산이 절반으로 깎여 행사가 무산될 뻔했고, 저는 밤새 후원사를 찾아다니며 결국 예산을 되살렸습니다.',
  '그 일로 어떤 상황에서도 포기하지 않는 끈기를 배웠습니다.',
];
const CLOSING = '입사 후에는 TypeScript와 PostgreSQL을 다룬 경험으로 서비스의 응답 속도를 더 높이겠습니다.';
const FIGURE = '그 결과 주문 처리량도 3배로 늘었습니다.';
const LETTER = [
  TRACED[0],
  INVENTED[0],
  INVENTED[1],
  TRACED[1],
  '이 경험을 바탕으로 사용자가 기다리지 않는 서비스를 만드는 개발자가 되겠습니다.',
  CLOSING,
].join(' ');

const fake = await vi.hoisted(async () => {
  const { startFakeOpenAi } = await import('../fakes/openai-compatible');
  const server = await startFakeOpenAi({ text: '', chunkWords: 3 });
  process.env.AI_BASE_URL = server.url;
  process.env.AI_MODEL = 'fake-model';
  return server;
});
afterAll(() => fake.close());

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

async function write(text: string) {
  fake.configure({ text, chunkWords: 3 });
  const userId = await memberWith(1);
  const profileId = await resumeWithTarget(userId);
  const settings = {
    profileId,
    questionIds: [2],
    lang: 'ko' as const,
    temperature: 70,
    minLetter: 200,
    maxLetter: 1000,
  };
  const { letters } = await startGeneration(userId, settings, 'ko');
  for await (const _chunk of writeLetter(userId, letters[0].id, 'ko')) {
    // stored by writeLetter
  }
  const [row] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
  return row;
}

describe('a model letter with an invented episode', () => {
  it('is stored with its invented sentences marked untraced and counted', async () => {
    const row = await write(LETTER);
    expect(row).toMatchObject({ status: 'DONE', writer: 'model' });
    const f = row.findings!;
    // The names and figures are all the resume's: the old check alone found nothing.
    expect(f.unsupported).toEqual([]);
    expect(f.checkedLength).toBe(row.content.length);
    const untraced = f.sentences!.filter((s) => s.source === null).map((s) => row.content.slice(...s.range));
    expect(untraced).toEqual(INVENTED);
    expect(f.untraced).toBe(2);
    const sourceOf = (sentence: string) =>
      f.sentences!.find((s) => row.content.slice(...s.range) === sentence)?.source;
    expect(sourceOf(TRACED[0])).toBe('work:0');
    expect(sourceOf(TRACED[1])).toBe('education:0');
    expect(sourceOf(CLOSING)).not.toBeNull();
  });

  it('an invented figure next to a real achievement is caught', async () => {
    const row = await write([TRACED[0], FIGURE, TRACED[1], CLOSING].join(' '));
    const f = row.findings!;
    expect(f.sentences!.find((s) => row.content.slice(...s.range) === FIGURE)).toMatchObject({
      source: null,
      reason: 'figure',
    });
    expect(f.untraced).toBe(1);
  });
});
