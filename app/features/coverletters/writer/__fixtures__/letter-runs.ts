// Every letter the writer's tests' resumes can get (the built-in writer over the fixture people, their
// letter languages, four bands and the questions, two seeds each), written once per test file.
import fs from 'node:fs';
import path from 'node:path';
import { assessQuestion } from '../assess';
import { composeLetter } from '../composer';
import { builtinLanguages } from '../languages';
import { QUESTIONS } from './measure';
import { enAnalyst, enBackend, idFinance, koOps, koPlanner, koRich, koThin } from './resumes';
import type { CoverLetterRequest, Lang, ResumeProfile } from '~/integrations/ai/types';

const DIR = path.resolve('tests/fixtures/resumes');
export const people: (ResumeProfile & { key: string })[] = [
  ...Object.entries({ koOps, koRich, koThin, enAnalyst, idFinance, enBackend, koPlanner }).map(
    ([key, p]) => ({
      key,
      ...p,
    }),
  ),
  ...fs
    .readdirSync(DIR)
    .map((f) => ({ key: f, ...(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as ResumeProfile) })),
];
export const BANDS: [Exclude<Lang, 'id'>, number, number][] = [
  ['ko', 2000, 3000],
  ['ko', 700, 1000],
  ['en', 300, 500],
  ['en', 300, 1000],
];
export const targetFor = (lang: Lang) => ({
  companyName: lang === 'ko' ? '한빛물류' : 'Northwind Labs',
  postingTitle: lang === 'ko' ? '[한빛물류] 백엔드 개발자 정규직 채용' : 'Data Analyst - Full-time',
  cultureTags: ['flat'],
  industry: lang === 'ko' ? '물류' : 'logistics',
});
export const request = (
  p: ResumeProfile,
  lang: Exclude<Lang, 'id'>,
  q: (typeof QUESTIONS)[number],
  minLetter: number,
  maxLetter: number,
  seed: number,
): CoverLetterRequest => ({
  lang,
  temperature: 0.7,
  minLetter,
  maxLetter,
  question: {
    text: q[lang].replace('{company}', targetFor(lang).companyName),
    type: 'CUSTOM',
    intent: q.intent,
  },
  profile: { name: p.name, sections: p.sections },
  target: targetFor(lang),
  culture: null,
  seed,
});

// Every letter the tests' resumes can get: the letter languages the writer offers for each resume.
export const runs = people.flatMap((p) =>
  BANDS.filter(([lang]) => builtinLanguages(p.sections).langs.includes(lang)).flatMap(([lang, min, max]) =>
    QUESTIONS.flatMap((q) =>
      [1, 2].map((seed) => ({ p, lang, q, req: request(p, lang, q, min, max, seed) })),
    ),
  ),
);
export const written = runs.map((r) => {
  const assessment = assessQuestion(r.req);
  return { ...r, assessment, text: assessment.fit === 'ok' ? composeLetter(r.req) : null };
});
export const letters = written.filter((w): w is typeof w & { text: string } => w.text !== null);
