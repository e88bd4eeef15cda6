// The model path of the cover-letter writer against a local server speaking the OpenAI-compatible
// streaming protocol: what the prompt carries (the no-invention rule, what to do without a fitting
// episode, 두괄식, the episodes, the posting, the plan's refs, no culture test) and the length loop (a short
// answer continued into the band, a long one stopped at a sentence end within it, nothing shown twice).
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeEpisode } from '#db/schema/profiles';
import { measure, type LimitType } from '~/features/coverletters/counting';
import { fitLength } from '~/features/coverletters/writer/checker';
import { createModelWriter } from '~/features/coverletters/writer/model-writer.server';
import { splitSentences } from '~/features/coverletters/writer/text';
import type { CoverLetterRequest, ResumeProfile } from '~/integrations/ai/types';
import { promptOf, startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-compatible';
import { waitFor } from './wait';

const ko = JSON.parse(
  fs.readFileSync('tests/fixtures/resumes/ko-backend-single.json', 'utf8'),
) as ResumeProfile;

const FAILURE: ResumeEpisode = {
  title: '정산 배치 장애 복구',
  org: '주식회사 페이플로우',
  start: '2022.03',
  end: '2022.05',
  situation: '월말 정산 배치가 두 번 연속 마감 시간을 넘겨 가맹점 지급이 하루 늦어졌습니다.',
  action: '재처리 순서를 바꾸고 실패 건만 다시 돌리는 보상 트랜잭션을 설계했습니다.',
  result: '다음 분기 정산 지연은 0건이었습니다.',
  learned: '장애 보고를 미루지 않고 바로 공유하는 습관을 들였습니다.',
  tags: ['failure', 'problem'],
  print: false,
};

const letter = (over: Partial<CoverLetterRequest> = {}): CoverLetterRequest => ({
  lang: 'ko',
  temperature: 0.5,
  minLetter: 700,
  maxLetter: 1000,
  question: { text: '실패했거나 어려움을 극복한 경험을 작성해 주세요.', type: 'MAJOR', intent: 'failure' },
  profile: { name: ko.name, sections: { ...ko.sections, episodes: [FAILURE] } },
  target: {
    companyName: '(주)한빛소프트',
    postingTitle: '[한빛소프트] 결제 플랫폼 백엔드 개발자 경력 채용',
    cultureTags: ['flat', 'learning'],
    industry: '핀테크',
  },
  culture: { typeTitle: '꾸준한 실행가', strengths: ['주도성', '책임감'] },
  seed: 5,
  ...over,
});

/** `n` distinct Korean sentences of about 40 characters each, numbered from `from`. */
const sentences = (n: number, from = 1) =>
  Array.from(
    { length: n },
    (_, i) => `${from + i}번째 문단에서 결제 승인 API를 다시 작성한 과정을 설명합니다.`,
  ).join(' ');

let fake: FakeOpenAi;
const writer = (over: Partial<Parameters<typeof createModelWriter>[0]> = {}) =>
  createModelWriter({ baseURL: fake.url, apiKey: 'k', model: 'fake-model', maxRetries: 0, ...over });
async function collect(it: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const c of it) chunks.push(c);
  return chunks;
}
/** The letter as the member saw it streamed, and as it would be stored. */
async function write(req: CoverLetterRequest, over: Parameters<typeof writer>[0] = {}) {
  const chunks = await collect(writer(over).streamCoverLetter(req));
  const text = chunks.join('');
  const type: LimitType = req.limitType ?? 'with-spaces';
  return {
    chunks,
    text,
    length: measure(text.trim(), type),
    stored: fitLength(text, 0, req.maxLetter, type),
  };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.configure({ text: sentences(20) });
});

describe('the letter prompt', () => {
  it('forbids invention, says what to do without a fitting episode, and asks for 두괄식 with an optional 소제목', async () => {
    await collect(writer().streamCoverLetter(letter({ minLetter: 10 })));
    const [system] = fake.requests[0].body.messages;
    expect(system.role).toBe('system');
    for (const word of ['events', 'numbers', 'employers', 'weaknesses', 'feelings', 'motives'])
      expect(system.content).toMatch(new RegExp(`Never invent [^.]*\\b${word}\\b`));
    expect(system.content).toContain('no failure or conflict story for a failure or conflict question');
    expect(system.content).toContain('do not write a substitute story');
    expect(system.content).toContain('두괄식: the first sentence answers the QUESTION directly');
    expect(system.content).toContain('소제목');

    fake.requests.length = 0;
    await collect(writer().streamCoverLetter(letter({ lang: 'en', minLetter: 10, maxLetter: 500 })));
    const enSystem = fake.requests[0].body.messages[0].content;
    expect(enSystem).toContain('Answer first: the first sentence answers the QUESTION directly');
    expect(enSystem).not.toContain('소제목');
    expect(enSystem).toMatch(/Never invent [^.]*weaknesses, habits, feelings or motives/);
  });

  it('passes the episodes, the posting, the industry and the culture tags, each source labelled with its ref', async () => {
    await collect(writer().streamCoverLetter(letter({ minLetter: 10 })));
    const user = fake.requests[0].body.messages[1].content;
    const line = (ref: string) => user.split('\n').find((l) => l.startsWith(`[${ref}] `)) ?? '';
    const episode = JSON.parse(line('episode:0').slice('[episode:0] '.length)) as Record<string, unknown>;
    expect(episode).toMatchObject({
      title: FAILURE.title,
      where: FAILURE.org,
      period: '2022.03–2022.05',
      situation: FAILURE.situation,
      action: FAILURE.action,
      result: FAILURE.result,
      learned: FAILURE.learned,
      tags: ['failure', 'problem'],
    });
    expect(line('work:0')).toContain('주식회사 페이플로우');
    expect(line('work:1')).toContain('(주)스마트커머스');
    expect(line('project:0')).toContain('간편결제 정산 시스템 개편');
    expect(line('education:0')).toContain('한양대학교');
    expect(line('skills')).toContain('Kotlin');
    expect(user).toContain('"postingTitle":"[한빛소프트] 결제 플랫폼 백엔드 개발자 경력 채용"');
    expect(user).toContain('"industry":"핀테크"');
    expect(user).toContain('"cultureTags":["수평적인 소통","배움을 장려하는 문화"]');
    expect(user).not.toContain('월드컵북로'); // the address is not sent
  });

  it('carries the plan by ref: what this answer tells, what it only mentions, unknown refs left out', async () => {
    await collect(
      writer().streamCoverLetter(
        letter({
          minLetter: 10,
          plan: { tell: ['episode:0', 'work:1', 'episode:7'], mention: ['work:0', 'work:1', 'award:0'] },
        }),
      ),
    );
    const [system, user] = fake.requests[0].body.messages;
    expect(user.content).toContain('- TELL in this answer: episode:0, work:1\n');
    expect(user.content).toContain('(told in another answer): work:0, award:0\n');
    expect(user.content).not.toContain('episode:7');
    expect(system.content).toContain('Follow PLAN');
    expect(system.content).toContain('Never write a ref label in the answer');

    fake.requests.length = 0;
    await collect(writer().streamCoverLetter(letter({ minLetter: 10 })));
    expect(fake.requests[0].body.messages[1].content).toContain('PLAN: none given.');
  });

  it('never gives the model the culture test to cite: traits only, no test, type or result wording', async () => {
    await collect(writer().streamCoverLetter(letter({ minLetter: 10 })));
    const all = promptOf(fake.requests[0]);
    expect(all).toContain('APPLICANT_TRAITS: 주도성, 책임감');
    expect(all).not.toContain('꾸준한 실행가'); // the culture type's title
    for (const word of [
      /CULTURE_FIT/,
      /culture[- ]?(fit|test)/i,
      /typeTitle/,
      /컬처/,
      /성향/,
      /검사/,
      /유형/,
    ])
      expect(all).not.toMatch(word);
    // The only mention of a test is the rule against mentioning one.
    const tests = all.split('\n').filter((l) => /\btest\b/i.test(l));
    expect(tests).toHaveLength(1);
    expect(tests[0]).toContain(
      'Never mention any test, survey, questionnaire, type, score or assessment result',
    );
  });
});

describe('the length loop', () => {
  it('continues a short first answer with more of the resume and ends within the band', async () => {
    const first = sentences(12); // 458 characters
    const more = sentences(10, 13); // about 400 more
    fake.configure({ replies: [first, more], chunkWords: 2 });
    const { chunks, text, length, stored } = await write(letter());
    expect(fake.requests).toHaveLength(2);
    expect(length).toBeGreaterThanOrEqual(700);
    expect(length).toBeLessThanOrEqual(1000);
    expect(stored).toBe(text.trim()); // nothing to trim: what streamed is the letter
    expect(text).toBe(`${first}\n\n${more}`);
    // The continuation streamed after the answer (sentence by sentence), not in one piece at the end.
    expect(chunks.filter((c) => c.includes('번째')).length).toBeGreaterThan(12);
    const ask = fake.requests[1].body.messages;
    expect(ask.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(ask[2].content).toBe(first);
    expect(ask[3].content).toMatch(/between \d+ and \d+ more characters/);
    expect(ask[3].content).toContain('Add more of RESUME’s real content');
    expect(ask[3].content).toContain('reply with nothing rather than invent');
  });

  it('asks again while still short (at most three requests), and leaves out what a continuation repeats', async () => {
    const first = sentences(6);
    // The second answer starts over: its first six sentences are the letter's own again.
    fake.configure({ replies: [first, `${first} ${sentences(4, 7)}`, sentences(10, 11)] });
    const { text, length } = await write(letter());
    expect(fake.requests).toHaveLength(3);
    const said = splitSentences(text);
    expect(new Set(said).size).toBe(said.length);
    expect(said).toHaveLength(20);
    expect(length).toBeGreaterThanOrEqual(700);
    expect(length).toBeLessThanOrEqual(1000);

    // A model that only ever writes a little: three requests, then the letter stays short (the checker
    // says so) rather than padded.
    fake.requests.length = 0;
    fake.configure({ replies: [sentences(2), sentences(2, 3), sentences(2, 5), sentences(2, 7)] });
    const short = await write(letter());
    expect(fake.requests).toHaveLength(3);
    expect(splitSentences(short.text)).toHaveLength(6);
  });

  it('stops a long answer at the last sentence that fits, within the band, and stops the request', async () => {
    fake.configure({ text: sentences(40), chunkWords: 2, chunkDelayMs: 1 });
    const { text, length, stored } = await write(letter());
    expect(length).toBeLessThanOrEqual(1000);
    expect(length).toBeGreaterThanOrEqual(700);
    expect(text).toMatch(/설명합니다\.$/);
    expect(stored).toBe(text.trim());
    expect(fake.requests).toHaveLength(1);
    await waitFor(() => fake.requests[0].aborted, { what: 'the long answer to be stopped' });
    expect(fake.requests[0].chunksSent).toBeLessThan(40 * 5);
  });

  it('counts by the request’s rule: bytes and without spaces', async () => {
    fake.configure({ text: sentences(40), chunkWords: 3 });
    const bytes = await write(letter({ limitType: 'bytes', minLetter: 1400, maxLetter: 2000 }));
    expect(bytes.length).toBeLessThanOrEqual(2000);
    expect(bytes.length).toBeGreaterThanOrEqual(1400);
    expect(measure(bytes.text, 'with-spaces')).toBeLessThan(bytes.length * 0.7); // Hangul counts twice

    fake.requests.length = 0;
    fake.configure({ replies: [sentences(9), sentences(30, 10)], chunkWords: 3 });
    const dense = await write(letter({ limitType: 'without-spaces' }));
    expect(dense.length).toBeGreaterThanOrEqual(700);
    expect(dense.length).toBeLessThanOrEqual(1000);
    expect(fake.requests).toHaveLength(2);
  });

  it('an English answer in the 300–500 band', async () => {
    const en = (n: number, from = 1) =>
      Array.from({ length: n }, (_, i) => `In step ${from + i} I rewrote the payment approval API.`).join(
        ' ',
      );
    fake.configure({ replies: [en(4), en(20, 5)] });
    const { text, length } = await write(letter({ lang: 'en', minLetter: 300, maxLetter: 500 }));
    expect(length).toBeGreaterThanOrEqual(300);
    expect(length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/API\.$/);
  });

  it('starts no continuation after its time is up', async () => {
    fake.configure({ replies: [sentences(3), sentences(10, 4)], firstTokenDelayMs: 80 });
    await write(letter(), { loopMs: 20 });
    expect(fake.requests).toHaveLength(1);
  });
});
