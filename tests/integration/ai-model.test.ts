// The model adapter against a local OpenAI-compatible server speaking the real streaming protocol.
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiError } from '~/integrations/ai/errors';
import { guardedModelWriter } from '~/features/coverletters/writer/index.server';
import { composeResume } from '~/features/coverletters/writer/intro';
import { createModelWriter } from '~/features/coverletters/writer/model-writer.server';
import type { CoverLetterRequest, ResumeProfile } from '~/integrations/ai/types';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-compatible';
import { waitFor } from './wait';

const load = (f: string) =>
  JSON.parse(fs.readFileSync(`tests/fixtures/resumes/${f}.json`, 'utf8')) as ResumeProfile;
const ko = load('ko-backend-single');
const en = load('en-designer-single');

const letter = (over: Partial<CoverLetterRequest> = {}): CoverLetterRequest => ({
  lang: 'ko',
  temperature: 0.4,
  minLetter: 50,
  maxLetter: 1000,
  question: { text: '지원 동기를 작성해 주세요.', type: 'GENERAL', intent: 'motivation' },
  profile: { name: ko.name, sections: ko.sections },
  target: {
    companyName: '(주)한빛소프트',
    postingTitle: '백엔드 개발자',
    cultureTags: ['flat'],
    industry: null,
  },
  culture: null,
  seed: 11,
  ...over,
});
const TEXT =
  '저는 주식회사 페이플로우에서 결제 승인 API를 다시 작성했습니다. 평균 응답 시간을 320ms에서 110ms로 줄였습니다. (주)한빛소프트에서 이 경험을 이어 가고 싶습니다.';

let fake: FakeOpenAi;
const writer = (over: Partial<Parameters<typeof createModelWriter>[0]> = {}) =>
  createModelWriter({ baseURL: fake.url, apiKey: 'test-key', model: 'fake-model', maxRetries: 0, ...over });
async function collect(it: AsyncIterable<string>, onChunk?: (c: string, n: number) => void) {
  const chunks: string[] = [];
  for await (const c of it) {
    chunks.push(c);
    onChunk?.(c, chunks.length);
  }
  return chunks;
}
/** The fake saw the client go away (its socket's 'close' arrives a moment after the client aborts). */
const aborted = (n = 0) =>
  waitFor(() => fake.requests[n]?.aborted, { what: `request ${n} to be seen as aborted`, timeoutMs: 5_000 });

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.configure({ text: TEXT });
});

describe('model adapter: cover letters', () => {
  it('streams the text deltas in order and sends the facts, language, length and temperature', async () => {
    fake.configure({ text: TEXT, chunkDelayMs: 2 });
    const chunks = await collect(writer().streamCoverLetter(letter()));
    expect(chunks.join('')).toBe(TEXT);
    expect(chunks.length).toBeGreaterThan(5);
    const [req] = fake.requests;
    expect(req.authorization).toBe('Bearer test-key');
    expect(req.body).toMatchObject({ model: 'fake-model', stream: true, temperature: 0.4, seed: 11 });
    const [system, user] = req.body.messages;
    expect(system.content).toContain('Korean');
    expect(system.content).toContain('between 50 and 1000 characters');
    expect(user.content).toContain('"companyName":"(주)한빛소프트"');
    expect(user.content).toContain('주식회사 페이플로우');
    expect(user.content).not.toContain('월드컵북로'); // the address is not sent
  });

  it('waits for a slow first token', async () => {
    fake.configure({ text: TEXT, firstTokenDelayMs: 400 });
    const start = performance.now();
    let first = 0;
    const chunks = await collect(writer().streamCoverLetter(letter()), (_, n) => {
      if (n === 1) first = performance.now() - start;
    });
    expect(chunks.join('')).toBe(TEXT);
    expect(first).toBeGreaterThanOrEqual(380);
  });

  it('gives up when no first token comes in time (unavailable)', async () => {
    fake.configure({ text: TEXT, firstTokenDelayMs: 2000 });
    const start = Date.now();
    await expect(
      collect(writer({ firstTokenTimeoutMs: 150 }).streamCoverLetter(letter())),
    ).rejects.toMatchObject({
      name: 'AiError',
      reason: 'unavailable',
    });
    expect(Date.now() - start).toBeLessThan(1500);
  });

  it('turns an error event mid-stream into AiError interrupted', async () => {
    fake.configure({ text: TEXT, chunkDelayMs: 5, failAfterChunks: 3, failMode: 'error-event' });
    const chunks: string[] = [];
    const err = await collect(writer().streamCoverLetter(letter()), (c) => chunks.push(c)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ reason: 'interrupted', retryable: true });
    expect(chunks).toHaveLength(3);
  });

  it('turns a connection cut mid-stream into AiError interrupted', async () => {
    fake.configure({ text: TEXT, chunkDelayMs: 5, failAfterChunks: 4, failMode: 'destroy' });
    const chunks: string[] = [];
    const err = await collect(writer().streamCoverLetter(letter()), (c) => chunks.push(c)).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ name: 'AiError', reason: 'interrupted' });
    expect(chunks).toHaveLength(4);
  });

  it('turns a dropped connection into AiError unavailable', async () => {
    fake.configure({ dropConnection: true });
    await expect(collect(writer().streamCoverLetter(letter()))).rejects.toMatchObject({
      name: 'AiError',
      reason: 'unavailable',
    });
  });

  it('turns a stream that ends without a finish into AiError interrupted', async () => {
    fake.configure({ text: TEXT, finishReason: null });
    await expect(collect(writer().streamCoverLetter(letter()))).rejects.toMatchObject({
      reason: 'interrupted',
    });
  });

  it('maps HTTP errors and refusals', async () => {
    fake.configure({ status: 503 });
    await expect(collect(writer().streamCoverLetter(letter()))).rejects.toMatchObject({
      reason: 'unavailable',
    });
    fake.configure({ status: 400, errorMessage: 'Your request was rejected by our content_policy.' });
    await expect(collect(writer().streamCoverLetter(letter()))).rejects.toMatchObject({
      reason: 'refused',
      retryable: false,
    });
    fake.configure({ text: TEXT, finishReason: 'content_filter' });
    await expect(collect(writer().streamCoverLetter(letter()))).rejects.toMatchObject({ reason: 'refused' });
  });

  it('stops the request when the signal aborts', async () => {
    fake.configure({ text: TEXT, chunkDelayMs: 30 });
    const ac = new AbortController();
    const err = await collect(writer().streamCoverLetter(letter(), ac.signal), (_, n) => {
      if (n === 2) ac.abort();
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'AbortError' });
    await aborted();
    expect(fake.requests[0].chunksSent).toBeLessThan(TEXT.split(/\s+/).length);
  });

  it('stops the request when the consumer leaves early', async () => {
    fake.configure({ text: TEXT, chunkDelayMs: 30 });
    for await (const _c of writer().streamCoverLetter(letter())) break;
    await aborted();
  });

  it('never streams past the maximum: the letter ends at the last sentence that fits and the request stops', async () => {
    fake.configure({
      text: Array.from({ length: 60 }, () => '문장을 계속 씁니다.').join(' '),
      chunkDelayMs: 2,
    });
    const text = (await collect(writer().streamCoverLetter(letter({ minLetter: 50, maxLetter: 100 })))).join(
      '',
    );
    expect([...text].length).toBeLessThanOrEqual(100);
    expect([...text].length).toBeGreaterThan(90);
    expect(text).toMatch(/씁니다\.$/);
    await aborted();
  });
});

describe('model adapter: the question, the target and the rules', () => {
  it('gives the question as the thing to answer, the cleaned role, industry, culture in the letter’s language, Korean style and the counting rule', async () => {
    const req = letter({
      question: {
        text: '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
        type: 'MAJOR',
        intent: 'strengths',
      },
      target: {
        companyName: '청운헬스케어',
        postingTitle: '[청운헬스케어] 설계 엔지니어 계약직 채용 (정규직 전환 가능)',
        cultureTags: ['flat', 'learning'],
        industry: '헬스케어',
      },
      culture: { typeTitle: '꾸준한 실행가', strengths: ['주도성'] },
      limitType: 'without-spaces',
    });
    await collect(writer().streamCoverLetter(req));
    const [system, user] = fake.requests[0].body.messages;
    expect(user.content).toMatch(
      /^QUESTION \(answer this\): 실패했거나 어려움을 극복한 경험을 작성해 주세요\./,
    );
    expect(user.content).toContain('QUESTION_CATEGORY (a hint only): MAJOR, failure');
    expect(system.content).toContain('a failure or hardship');
    expect(user.content).toContain('"role":"설계 엔지니어"');
    expect(user.content).toContain('"industry":"헬스케어"');
    expect(user.content).toContain('"cultureTags":["수평적인 소통","배움을 장려하는 문화"]');
    // The culture result's traits, never its type title (the employer is not told about the test).
    expect(user.content).toContain('APPLICANT_TRAITS: 주도성');
    expect(user.content).not.toContain('꾸준한 실행가');
    expect(system.content).toContain('role "설계 엔지니어" (never the raw posting title)');
    expect(system.content).toContain('합니다체');
    expect(system.content).toContain('첫째/둘째');
    expect(system.content).toContain('between 50 and 1000 characters, not counting spaces or line breaks');
    expect(system.content).toContain('NFC');
    expect(system.content).toContain('aim for 800–900');

    fake.requests.length = 0;
    await collect(writer().streamCoverLetter(letter({ lang: 'en', limitType: 'bytes' })));
    const [enSystem, enUser] = fake.requests[0].body.messages;
    expect(enSystem.content).not.toContain('합니다체');
    expect(enSystem.content).toContain('Firstly/Secondly');
    expect(enSystem.content).toContain('each Hangul (or any non-ASCII) character as 2');
    expect(enUser.content).toContain('"cultureTags":["open, flat communication"]');
  });

  it('continues an answer under the minimum, and stops when a continuation brings nothing new', async () => {
    const MORE = '정산 배치를 Kafka 기반 이벤트 처리로 전환해 일 정산 마감 시간을 2시간 앞당겼습니다.';
    fake.configure({ text: TEXT, continuation: MORE, chunkWords: 2 });
    const chunks = await collect(writer().streamCoverLetter(letter({ minLetter: 150 })));
    expect(chunks.join('')).toBe(`${TEXT}\n\n${MORE}`);
    expect(fake.requests).toHaveLength(2);
    const messages = fake.requests[1].body.messages;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1].content).toBe(fake.requests[0].body.messages[1].content);
    expect(messages[2].content).toBe(TEXT);
    expect(messages[3].content).toContain(`under the minimum of 150`);

    // Still short: one more continuation, which only repeats a sentence the letter has (dropped, and
    // no fourth request: asking again would not help).
    fake.requests.length = 0;
    const short = await collect(writer().streamCoverLetter(letter({ minLetter: 900 })));
    expect(short.join('')).toBe(`${TEXT}\n\n${MORE}`);
    expect(fake.requests).toHaveLength(3);

    // Long enough at once: no continuation.
    fake.requests.length = 0;
    await collect(writer().streamCoverLetter(letter({ minLetter: 50 })));
    expect(fake.requests).toHaveLength(1);
  });
});

describe('model adapter: resumes (through the guard)', () => {
  const guarded = () => guardedModelWriter(writer());
  const req = { lang: 'en' as const, profile: en, target: null, seed: 2 };

  it('keeps rephrased descriptions without new facts and drops invented values', async () => {
    const sections = structuredClone(en.sections);
    sections.works[0].company = 'Globex Corporation'; // invented
    sections.works[0].start = '2012.01'; // changed
    sections.works[0].achievements = 'Led the booking redesign, cutting booking time by 75%.'; // invented number
    sections.works[1].achievements =
      'Designed mobile banking and insurance apps for three clients.\nIntroduced weekly design critiques.';
    sections.skills.push('Kubernetes');
    sections.projects[0].projectDescription = 'Built a caregiver app at Stanford University.'; // invented school
    fake.configure({
      text:
        '```json\n' +
        JSON.stringify({
          intro:
            'I am a Senior Product Designer at Lumen Health Inc. I studied at Carnegie Mellon University.',
          sections,
        }) +
        '\n```',
    });
    const result = await guarded().writeResume(req);
    const original = composeResume(req).sections;
    expect(result.intro).toBe(
      'I am a Senior Product Designer at Lumen Health Inc. I studied at Carnegie Mellon University.',
    );
    expect(result.sections.works[0]).toEqual(original.works[0]);
    expect(result.sections.works[1].achievements).toBe(
      'Designed mobile banking and insurance apps for three clients.\nIntroduced weekly design critiques.',
    );
    expect(result.sections.skills).toEqual(en.sections.skills);
    expect(result.sections.projects[0]).toEqual(original.projects[0]);
    expect(fake.requests[0].body.stream).toBeFalsy();
  });

  it('replaces an intro with invented facts by the composer’s', async () => {
    fake.configure({
      text: JSON.stringify({
        intro: 'I spent 12 years at Initech Inc. after Stanford University.',
        sections: en.sections,
      }),
    });
    const result = await guarded().writeResume(req);
    expect(result.intro).toBe(composeResume(req).intro);
  });

  it('falls back to the composer when the JSON is unusable', async () => {
    fake.configure({ text: 'Sorry, here is your resume: intro = great designer' });
    expect(await guarded().writeResume(req)).toEqual(composeResume(req));
  });

  it('rejects with AiError when the model is unreachable', async () => {
    fake.configure({ dropConnection: true });
    await expect(guarded().writeResume(req)).rejects.toMatchObject({
      name: 'AiError',
      reason: 'unavailable',
    });
  });
});

describe('aiWriter()', () => {
  it('uses the model when AI_BASE_URL is set and the composer otherwise', async () => {
    vi.resetModules();
    vi.stubEnv('AI_BASE_URL', '');
    delete process.env.AI_BASE_URL;
    let mod = await import('~/features/coverletters/writer/index.server');
    expect(mod.aiWriterKind()).toBe('builtin');
    expect(mod.aiWriter().kind).toBe('builtin');
    vi.resetModules();
    vi.stubEnv('AI_BASE_URL', fake.url);
    mod = await import('~/features/coverletters/writer/index.server');
    expect(mod.aiWriterKind()).toBe('model');
    const w = mod.aiWriter();
    expect(w.kind).toBe('model');
    fake.configure({ text: TEXT });
    expect((await collect(w.streamCoverLetter(letter()))).join('')).toBe(TEXT);
    expect(fake.requests.at(-1)?.body.model).toBe('gpt-4o-mini');
    vi.unstubAllEnvs();
  });
});
