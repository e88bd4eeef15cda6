// The answer-plan bench (issue 35, ADR 0038): `npm run bench:coverletter -- --plans` (or alone:
// `npx tsx bench/coverletter-plans.ts [--quote]`). People in bench/coverletter-plans/{tuning,heldout}/ come
// with full material (episodes with role/shows/learned/otherSide/myPart, reasons, a plan and a pasted
// posting), written from facts set down for them; held-apart people are never used to tune the writer and
// are reported separately. Each person is asked every kind of question alone (default band, and for
// Korean the long bands) and in three-question generations; then again with thin material (meaning,
// reasons and plan removed), which must get "what to add" before payment, nothing written.
import fs from 'node:fs';
import path from 'node:path';
import { measure, type LimitType } from '../app/features/coverletters/counting';
import { assessQuestion } from '../app/features/coverletters/writer/assess';
import { checkFacts, languageMatches } from '../app/features/coverletters/writer/checker';
import { composePlanned, type PlannedLetter } from '../app/features/coverletters/writer/planned';
import { figuresIn } from '../app/features/coverletters/writer/planned-material';
import { MEANING_FRAMES } from '../app/features/coverletters/writer/planned-words';
import { planAnswers } from '../app/features/coverletters/writer/planned-generation';
import { PLANS, type PlanKind } from '../app/features/coverletters/writer/plans';
import type { CoverLetterRequest, Lang, MemberMotives } from '../app/integrations/ai/types';
import type { ResumeSections } from '#db/schema/profiles';

type Person = { name: string; lang: Lang; note: string; sections: ResumeSections; motives: MemberMotives };
const DIR = path.resolve('bench/coverletter-plans');
const load = (set: string) =>
  fs
    .readdirSync(path.join(DIR, set))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...(JSON.parse(fs.readFileSync(path.join(DIR, set, f), 'utf8')) as Person) }));

const Q: Record<PlanKind, Record<'ko' | 'en' | 'id', string>> = {
  motivation: {
    ko: '지원 동기를 적어 주세요.',
    en: 'Why do you want to join us?',
    id: 'Mengapa Anda melamar ke perusahaan kami?',
  },
  strengths: {
    ko: '본인의 강점을 적어 주세요.',
    en: 'What is your greatest strength?',
    id: 'Apa kekuatan terbesar Anda?',
  },
  weaknesses: {
    ko: '본인의 장단점을 적어 주세요.',
    en: 'Describe your strengths and weaknesses.',
    id: 'Jelaskan kekuatan dan kelemahan Anda.',
  },
  failure: {
    ko: '실패를 겪고 극복한 경험을 적어 주세요.',
    en: 'Describe a failure and what you did next.',
    id: 'Ceritakan kegagalan yang pernah Anda alami.',
  },
  conflict: {
    ko: '갈등을 해결한 경험을 적어 주세요.',
    en: 'Tell us about a conflict at work and how it ended.',
    id: 'Ceritakan konflik di tempat kerja dan penyelesaiannya.',
  },
  teamwork: {
    ko: '협업으로 성과를 낸 경험을 적어 주세요.',
    en: 'Describe a time you worked with a team toward a shared goal.',
    id: 'Ceritakan pengalaman kerja sama dalam tim.',
  },
  growth: {
    ko: '성장 과정에서 배운 점을 적어 주세요.',
    en: 'How have you grown in your career?',
    id: 'Bagaimana Anda tumbuh dalam karier Anda?',
  },
  goals: {
    ko: '입사 후 포부를 적어 주세요.',
    en: 'What are your goals for the first years in this role?',
    id: 'Apa rencana Anda setelah bergabung?',
  },
  jobFit: {
    ko: '지원 직무에 필요한 역량을 갖추기 위해 한 경험을 적어 주세요.',
    en: 'What experience prepares you for this role?',
    id: 'Pengalaman apa yang menyiapkan Anda untuk posisi ini?',
  },
  customer: {
    ko: '고객을 위해 일한 경험을 적어 주세요.',
    en: 'Tell us about a time you served a customer well.',
    id: 'Ceritakan saat Anda melayani pelanggan dengan baik.',
  },
  leadership: {
    ko: '리더십을 발휘한 경험을 적어 주세요.',
    en: 'Describe a time you showed leadership.',
    id: 'Ceritakan pengalaman Anda memimpin.',
  },
  other: {
    ko: '자유롭게 자신을 소개해 주세요.',
    en: 'Anything else you would like us to know?',
    id: 'Hal lain yang ingin Anda sampaikan?',
  },
};
const GENERATIONS: PlanKind[][] = [
  ['motivation', 'strengths', 'goals'],
  ['failure', 'conflict', 'teamwork'],
  ['growth', 'jobFit', 'customer'],
  ['leadership', 'weaknesses', 'motivation'],
];
type Band = { min: number; max: number; type: LimitType; label: string };
const DEFAULT: Band = { min: 300, max: 1000, type: 'with-spaces', label: '300–1000' };
const LONG: Band[] = [
  { min: 2000, max: 3000, type: 'with-spaces', label: 'ko 2000–3000' },
  { min: 800, max: 1000, type: 'without-spaces', label: 'ko 1000 without spaces' },
  { min: 2400, max: 3000, type: 'with-spaces', label: 'ko 3000 with spaces' },
];

const request = (p: Person, kind: PlanKind, band: Band, motives: MemberMotives, sections = p.sections) => ({
  lang: p.lang,
  temperature: 0.7,
  minLetter: band.min,
  maxLetter: band.max,
  limitType: band.type,
  question: { text: Q[kind][p.lang as 'ko'], type: 'CUSTOM' as const, intent: 'competency' as const },
  profile: { name: p.name, sections },
  target: { companyName: '', postingTitle: null, cultureTags: ['flat', 'learning'], industry: null },
  motives,
  culture: null,
  seed: 1,
});

type Tally = {
  letters: number;
  requiredParts: number;
  partsPresent: number;
  figureTwice: number;
  /** The same figure in two different sources (two stories each saying "2주"): reported, not a retelling. */
  figureAcross: number;
  episodeTwice: number;
  genSentences: number;
  genReused: number;
  wrongTag: number;
  names: number;
  unsupported: number;
  untracedSentences: number;
  sentences: number;
  language: number;
  long: Record<string, { asked: number; within: number }>;
  thinAsked: number;
  /** Default-band (300–1000) letters and those telling more than one episode. */
  short: number;
  multi: number;
  /** Letters where one frame of the writer's (e.g. "이 경험은 …을 보여 줍니다") comes back in the letter. */
  frameRepeat: number;
  thinAdvised: number;
  thinWritten: number;
  kinds: Record<string, number>;
  cross: Map<string, Set<string>>;
  quotes: { who: string; kind: string; band: string; text: string }[];
};
const tally = (): Tally => ({
  letters: 0,
  requiredParts: 0,
  partsPresent: 0,
  figureTwice: 0,
  figureAcross: 0,
  episodeTwice: 0,
  genSentences: 0,
  genReused: 0,
  wrongTag: 0,
  names: 0,
  unsupported: 0,
  untracedSentences: 0,
  sentences: 0,
  language: 0,
  long: {},
  thinAsked: 0,
  short: 0,
  multi: 0,
  frameRepeat: 0,
  thinAdvised: 0,
  thinWritten: 0,
  kinds: {},
  cross: new Map(),
  quotes: [],
});
const body = (l: Extract<PlannedLetter, { ok: true }>) => l.sentences.filter((s) => s.part !== 'title');
const norm = (t: string) => t.replace(/\s+/g, ' ').trim();
const mask = (t: string) => norm(t).replace(/\d[\d,.]*/g, '#');

/** Counts one accepted letter: parts by markers, figures told twice, tags, tracing. */
function countLetter(
  t: Tally,
  p: Person & { file: string },
  req: CoverLetterRequest,
  l: Extract<PlannedLetter, { ok: true }>,
) {
  t.letters++;
  t.kinds[l.kind] = (t.kinds[l.kind] ?? 0) + 1;
  for (const spec of PLANS[l.kind].parts.filter((x) => !x.optional)) {
    t.requiredParts++;
    if (l.sentences.some((s) => s.part === spec.part)) t.partsPresent++;
  }
  // A fact is a figure of one source (an episode, the member's reasons): told twice when that source's
  // figure comes back in another sentence, or when a sentence's figures (two or more) were all told before.
  const seen = new Map<string, number>();
  const anywhere = new Map<string, Set<string>>();
  body(l).forEach((s, i) => {
    const figs = [...new Set(figuresIn(s.text))];
    if (figs.length > 1 && figs.every((f) => anywhere.has(f))) t.figureTwice++;
    for (const f of figs) {
      const k = `${s.ref ?? ''}|${f}`;
      if (seen.has(k) && seen.get(k) !== i) t.figureTwice++;
      else if (anywhere.has(f) && !anywhere.get(f)!.has(s.ref ?? '')) t.figureAcross++;
      seen.set(k, i);
      anywhere.set(f, (anywhere.get(f) ?? new Set()).add(s.ref ?? ''));
    }
  });
  const tagOf = { conflict: 'conflict', failure: 'failure' } as Record<string, string>;
  if (tagOf[l.kind]) {
    const main = body(l).find((s) => s.part === 'S' && s.ref?.startsWith('episode:'))?.ref;
    const e = main ? p.sections.episodes[Number(main.slice(8))] : null;
    if (!e?.tags.includes(tagOf[l.kind] as never)) t.wrongTag++;
  }
  const tr = checkFacts(l.text, { ...req, question: req.question });
  t.names += tr.unsupported.length;
  t.sentences += tr.sentences?.length ?? 0;
  t.untracedSentences += tr.untraced ?? 0;
  const stated = (tr.sentences ?? []).filter(
    (s) => s.reason === 'motive' || s.reason === 'plan' || s.reason === 'lesson',
  );
  t.unsupported += stated.length;
  if (process.env.BENCH_SHOW)
    for (const s of (tr.sentences ?? []).filter((x) => x.source === null))
      console.log(`  [${p.file} ${l.kind} ${s.reason}] ${l.text.slice(...s.range)}`);
  if (languageMatches(l.text, p.lang)) t.language++;
  const again = FRAMES.find((re) => body(l).filter((s) => re.test(s.text)).length > 1);
  if (again) t.frameRepeat++;
  if (again && process.env.BENCH_FRAMES) console.log(`  [${p.file} ${l.kind}] ${again.source}`);
  for (const s of body(l)) {
    const k = mask(s.text);
    t.cross.set(k, (t.cross.get(k) ?? new Set()).add(p.file));
  }
}

function runPerson(t: Tally, p: Person & { file: string }, quote: boolean) {
  for (const kind of Object.keys(Q) as PlanKind[]) {
    const bands = p.lang === 'ko' ? [DEFAULT, ...LONG] : [DEFAULT];
    for (const band of bands) {
      const req = request(p, kind, band, p.motives);
      const l = composePlanned(req);
      if (band !== DEFAULT) {
        const b = (t.long[band.label] ??= { asked: 0, within: 0 });
        b.asked++;
        if (l.ok) {
          const n = measure(l.text, band.type);
          if (n >= band.min && n <= band.max) b.within++;
        }
        if (process.env.BENCH_LONG)
          console.log(
            `  [${p.file} ${kind} ${band.label}] ${
              l.ok ? `${measure(l.text, band.type)} (${l.episodes.length} episodes)` : `${l.reason} ${l.supported}`
            }`,
          );
      }
      if (l.ok) {
        countLetter(t, p, req, l);
        if (band === DEFAULT) {
          t.short++;
          if (l.episodes.length > 1) t.multi++;
        }
        if (quote) t.quotes.push({ who: p.file, kind, band: band.label, text: l.text });
      }
    }
    // Thin material: no meaning, no reasons or plan — the answer says what to add, nothing is written.
    const thin = {
      ...p.sections,
      episodes: p.sections.episodes.map((e) => ({
        ...e,
        shows: '',
        learned: '',
        role: '',
        otherSide: '',
        myPart: '',
      })),
    };
    const none = { whyIndustry: '', whyCompany: '', whyJob: '', plan: '', postingText: '' };
    const thinReq = request(p, kind, DEFAULT, none, thin);
    t.thinAsked++;
    const a = assessQuestion(thinReq);
    if (a.fit !== 'ok' && a.advice.length) t.thinAdvised++;
    if (composePlanned(thinReq).ok) t.thinWritten++;
  }
  // Three-question generations: different episodes, little reuse between the answers.
  for (const kinds of GENERATIONS) {
    const reqs = kinds.map((k) => request(p, k, DEFAULT, p.motives));
    const plans = planAnswers(p.sections, reqs);
    const letters = reqs.map((r, i) => composePlanned({ ...r, plan: plans[i] }));
    const told = new Map<number, number>();
    letters.forEach((l, i) => {
      if (!l.ok) return;
      for (const e of l.episodes) {
        if (told.has(e) && told.get(e) !== i) t.episodeTwice++;
        told.set(e, i);
      }
    });
    letters.forEach((l, i) => {
      if (!l.ok) return;
      const others = new Set(
        letters.flatMap((o, j) => (o.ok && j !== i ? body(o).map((s) => norm(s.text)) : [])),
      );
      for (const s of body(l)) {
        t.genSentences++;
        if (others.has(norm(s.text))) t.genReused++;
      }
    });
  }
}

/** The writer's frames around a member's phrase (planned-words.ts), as patterns: fixed words, any phrase. */
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FRAMES = MEANING_FRAMES.flatMap((f) =>
  (['ko', 'en', 'id'] as const).map(
    (lang) =>
      new RegExp(
        `^${f[lang]('\u0000')
          .split('\u0000')
          .map((x, i) => (i ? x.replace(/^[을를]/, '') : x))
          .map(esc)
          .join('.+')}$`,
      ),
  ),
);
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');

function report(label: string, t: Tally, people: number) {
  const shared = [...t.cross.values()].filter((s) => s.size > 1).length;
  const lines = [
    `${label}: ${people} people, ${t.letters} accepted letters (${Object.entries(t.kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')})`,
    `  parts of the plan present (by markers): ${pct(t.partsPresent, t.requiredParts)} (${t.partsPresent}/${t.requiredParts})`,
    `  figure told twice in a letter: ${t.figureTwice} (same figure in two sources, not counted: ${t.figureAcross}); episode told in two answers of a generation: ${t.episodeTwice}`,
    `  same-person reuse across one generation's answers: ${pct(t.genReused, t.genSentences)} (${t.genReused}/${t.genSentences} sentences)`,
    `  masked sentences shared across people: ${pct(shared, t.cross.size)} (${shared}/${t.cross.size})`,
    `  conflict/failure answers from an episode without that tag: ${t.wrongTag}`,
    `  motive/plan/lesson sentences the tracer could not trace to the member's field: ${t.unsupported}; untraced sentences in all: ${t.untracedSentences}/${t.sentences}; names or figures the material lacks: ${t.names}`,
    `  letters in the résumé's language: ${pct(t.language, t.letters)}`,
    ...Object.entries(t.long).map(
      ([k, v]) => `  ${k} within band with full material: ${pct(v.within, v.asked)} (${v.within}/${v.asked})`,
    ),
    `  default band (300–1000): letters telling more than one episode ${pct(t.multi, t.short)} (${t.multi}/${t.short}); letters repeating one of the writer's frames: ${pct(t.frameRepeat, t.letters)} (${t.frameRepeat}/${t.letters})`,
    `  thin material: "what to add" before payment ${pct(t.thinAdvised, t.thinAsked)} (${t.thinAdvised}/${t.thinAsked}), letters written anyway: ${t.thinWritten}`,
  ];
  console.log(lines.join('\n'));
}

const LABEL: Record<string, string> = {
  tuning: 'tuning people',
  heldout: 'held-apart people',
  'heldout-rich': 'held-apart rich people (long Korean answers)',
};
export const PLAN_SETS = ['tuning', 'heldout', 'heldout-rich'];

export function runPlanBench(quote = false, sets: string[] = PLAN_SETS) {
  for (const set of sets) {
    const people = load(set);
    const t = tally();
    for (const p of people) runPerson(t, p, quote);
    report(LABEL[set] ?? set, t, people.length);
    if (quote) for (const q of t.quotes) console.log(`\n--- ${q.who} · ${q.kind} · ${q.band}\n${q.text}`);
  }
}

// `--set tuning` (repeatable) runs only the named sets; by default all of them, each reported on its own.
const chosen = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--set' ? [a] : []));
if (process.argv[1]?.endsWith('coverletter-plans.ts'))
  runPlanBench(process.argv.includes('--quote'), chosen.length ? chosen : PLAN_SETS);
