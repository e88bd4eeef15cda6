import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLetter, findUnsupported } from './checker';
import { composeLetter, createComposer } from './composer';
import { factCorpus } from './facts';
import { builtinLanguages } from './languages';
import { splitSentences } from './text';
import type { CoverLetterRequest, Lang, QuestionIntent, ResumeProfile } from '~/integrations/ai/types';

const DIR = path.resolve('tests/fixtures/resumes');
const resumes = fs
  .readdirSync(DIR)
  .map((f) => ({ file: f, ...(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ResumeProfile) }));
const INTENTS: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];
const QUESTION: Partial<Record<QuestionIntent, string>> = {
  motivation: '이 직무에 지원한 동기를 구체적으로 작성해 주세요.',
  growth: 'Describe how you have grown and what you learned along the way.',
  strengths: '본인의 강점과 그 강점을 발휘한 경험을 작성해 주세요.',
  goals: 'What goals do you want to reach in your first five years, and how?',
  company: '{company}에 지원한 동기와 입사 후 이루고 싶은 목표를 작성해 주세요.',
};

function request(
  profile: ResumeProfile,
  lang: Lang,
  intent: QuestionIntent,
  seed: number,
  over: Partial<CoverLetterRequest> = {},
): CoverLetterRequest {
  return {
    lang,
    temperature: 0.7,
    minLetter: 300,
    maxLetter: 1000,
    question: { text: QUESTION[intent] ?? '', type: seed % 2 ? 'GENERAL' : 'MAJOR', intent },
    profile: { name: profile.name, sections: profile.sections },
    target: {
      companyName: lang === 'ko' ? '(주)한빛소프트' : 'Northwind Labs Inc.',
      postingTitle: seed % 3 ? (lang === 'ko' ? '백엔드 개발자' : 'Backend Engineer') : null,
      cultureTags: seed % 2 ? ['flat', 'growth'] : ['learning'],
      industry: null,
    },
    culture:
      seed % 2
        ? null
        : {
            typeTitle: lang === 'ko' ? '꾸준한 실행가' : 'Steady Builder',
            strengths: lang === 'ko' ? ['주도성', '책임감'] : ['Initiative', 'Responsibility'],
          },
    seed,
    ...over,
  };
}

const collect = async (it: AsyncIterable<string>) => {
  const chunks: string[] = [];
  for await (const c of it) chunks.push(c);
  return chunks;
};

describe('built-in composer', () => {
  it('lands within the length in the resume’s own language, never over it otherwise, in the right language, with no unsupported facts', () => {
    const ranges = [
      [300, 1000],
      [100, 300],
      [600, 900],
      [1000, 2000],
    ];
    let own = 0;
    for (const r of resumes)
      for (const lang of ['ko', 'en'] as const)
        for (const intent of INTENTS)
          for (let seed = 1; seed <= 6; seed++) {
            const [minLetter, maxLetter] = ranges[seed % ranges.length];
            const req = request(r, lang, intent, seed, {
              minLetter,
              maxLetter,
              temperature: [0.1, 0.5, 1][seed % 3],
            });
            const text = composeLetter(req);
            const check = checkLetter(text, req);
            const where = `${r.file} ${lang} ${intent} ${seed}`;
            expect({ where, ...check }).toMatchObject({ languageOk: true, unsupported: [] });
            expect(check.length, where).toBeLessThanOrEqual(maxLetter);
            // Offered without a model: the resume's own language has the material to reach the minimum.
            if (builtinLanguages(r.sections).langs.includes(lang) && !r.file.startsWith('id-')) {
              expect(check.withinLength, where).toBe(true);
              own++;
            }
          }
    expect(own).toBe(4 * INTENTS.length * 6);
  });

  it('uses the profile’s own facts and the target', () => {
    const ko = resumes.find((r) => r.file.startsWith('ko-backend'))!;
    const text = composeLetter(request(ko, 'ko', 'strengths', 2, { maxLetter: 1500 }));
    expect(text).toContain('(주)한빛소프트');
    expect(text).toMatch(/주식회사 페이플로우|\(주\)스마트커머스/);
    expect(text).toContain('꾸준한 실행가'); // the culture-fit type leads a strengths answer
    const en = resumes.find((r) => r.file.startsWith('en-designer'))!;
    const letter = composeLetter(request(en, 'en', 'growth', 1, { maxLetter: 1500 }));
    expect(letter).toMatch(/Carnegie Mellon University|Hongik University/);
    expect(letter).toContain('Northwind Labs Inc.');
  });

  it('never translates: a Korean letter from an English resume keeps only names from it', () => {
    const en = resumes.find((r) => r.file.startsWith('en-designer'))!;
    const text = composeLetter(request(en, 'ko', 'motivation', 3));
    expect(text).not.toContain('appointment booking flow');
    expect(checkLetter(text, request(en, 'ko', 'motivation', 3)).languageOk).toBe(true);
  });

  it('is deterministic for a seed and temperature, and varies with them', () => {
    const r = resumes[0];
    const req = request(r, 'en', 'motivation', 42);
    expect(composeLetter(req)).toBe(composeLetter({ ...req }));
    let differ = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const a = composeLetter(request(r, 'ko', 'growth', seed, { temperature: 0.1 }));
      const b = composeLetter(request(r, 'ko', 'growth', seed, { temperature: 1 }));
      if (a !== b) differ++;
    }
    expect(differ).toBeGreaterThanOrEqual(9);
  });

  it('varies more at a higher temperature', () => {
    const r = resumes.find((x) => x.file.startsWith('ko-data'))!;
    const distinctOpenings = (temperature: number) =>
      new Set(
        Array.from({ length: 30 }, (_, i) =>
          composeLetter(
            request(r, 'ko', 'motivation', i + 1, {
              temperature,
              question: { text: 'q', type: 'GENERAL', intent: 'motivation' },
            }),
          ),
        ).map((t) => splitSentences(t).slice(0, 2).join(' ')),
      ).size;
    expect(distinctOpenings(1)).toBeGreaterThan(distinctOpenings(0.1));
  });

  it('streams the same text in chunks of a few words', async () => {
    const req = request(resumes[1], 'en', 'company', 5);
    const chunks = await collect(createComposer({ delayMs: 0 }).streamCoverLetter(req));
    expect(chunks.join('')).toBe(composeLetter(req));
    expect(chunks.length).toBeGreaterThan(20);
    for (const c of chunks) expect(c.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
  });

  it('stops when the signal aborts', async () => {
    const ac = new AbortController();
    const chunks: string[] = [];
    const run = async () => {
      for await (const c of createComposer({ delayMs: 5 }).streamCoverLetter(
        request(resumes[0], 'ko', 'goals', 1),
        ac.signal,
      )) {
        chunks.push(c);
        if (chunks.length === 3) ac.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toHaveLength(3);
    const aborted = AbortSignal.abort();
    await expect(
      collect(
        createComposer({ delayMs: 0 }).streamCoverLetter(request(resumes[0], 'ko', 'goals', 1), aborted),
      ),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('writes a short resume intro in ko, en and id and only tidies the sections', async () => {
    const writer = createComposer({ delayMs: 0 });
    for (const r of resumes)
      for (const lang of ['ko', 'en', 'id'] as const) {
        const target = {
          companyName: 'PT Maju Bersama',
          postingTitle: null,
          cultureTags: [],
          industry: null,
        };
        const result = await writer.writeResume({ lang, profile: r, target, seed: 3 });
        const n = splitSentences(result.intro).length;
        expect(n, `${r.file} ${lang}: ${result.intro}`).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(4);
        expect(findUnsupported(result.intro, factCorpus({ profile: r, target }))).toEqual([]);
        expect(result.sections.works.map((w) => w.company)).toEqual(
          r.sections.works.map((w) => w.company.trim()),
        );
        result.sections.works.forEach((w, i) => {
          const original = r.sections.works[i].achievements.replace(/\s+/g, ' ');
          for (const line of w.achievements.split('\n')) expect(original).toContain(line);
        });
        expect(result.sections.skills).toEqual(r.sections.skills);
      }
  });
});
