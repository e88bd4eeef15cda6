// Cover-letter quality bench (issue 23 item 10): what a reader notices, measured on two sets reported
// SEPARATELY — the tuning set (tests/fixtures/resumes and the writer's own test resumes in
// writer/__fixtures__, a thin one among them) that the writer is tuned on,
// and the HELD-OUT set (bench/heldout/, see its README) that no writer rule is written against.
//
// For each person: the letter languages the built-in writer offers for the resume, eleven question types
// (ko/en wordings), the length bands (ko 700–1000 and 2000–3000, en 300–500, and the default 300–1000 in
// both), two seeds. Printed per set and letter language:
// - masked cross-person sentence share: each person's own names (companies, positions, schools, majors,
//   projects, episode titles and places, skills, certificates, awards, figures, the target company,
//   role and posting) are masked, and a sentence counts as shared when its masked form occurs in a letter
//   for another person (any question, any band);
// - per-generation episode reuse: three questions to one company as the product generates them (with
//   the writer's planGeneration when writer/plan.ts has it, else each letter independently — said in the
//   output): how many achievements or episodes are told in more than one answer of a generation;
// - band hit rate per band among requests the writer accepts, and the share it declines before payment
//   (assessQuestion of writer/assess.ts when it exists; otherwise every request is accepted);
// - the checker's untraced-sentence rate (writer/trace.ts, always the current checker);
// - closing sentences per letter (the trailing run of promises, wishes and thanks);
// - for failure and conflict questions: the share answered with an episode tagged for it, or honestly
//   declined before payment — a letter for such a question with no tagged episode counts against it.
// Keyword rubrics ("the letter contains 실패") are gone: they passed on lead-ins alone.
//
// WRITER_DIR=<path to a writer directory> measures another writer (e.g. an older commit's checkout) with
// this bench and this checker: npx tsx bench/coverletter-quality.ts [--quote] [--set=heldout|tuning]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure } from '../app/features/coverletters/counting';
import * as writerResumes from '../app/features/coverletters/writer/__fixtures__/resumes';
import { checkLetter } from '../app/features/coverletters/writer/checker';
import { roleName } from '../app/features/coverletters/writer/role-name';
import { closingSentences } from '../app/features/coverletters/writer/trace';
import type { ResumeSections } from '#db/schema/profiles';
import type {
  CoverLetterRequest,
  Lang as AnyLang,
  LetterTarget,
  QuestionIntent,
  ResumeProfile,
  SourceRef,
} from '../app/integrations/ai/types';
/** The languages this bench writes in (an Indonesian letter is the plan bench's). */
type Lang = Exclude<AnyLang, 'id'>;

// ---- the writer under test ----

type Writer = {
  dir: string;
  composeLetter: (req: CoverLetterRequest) => string;
  fitLength: (text: string, min: number, max: number, type?: CoverLetterRequest['limitType']) => string;
  builtinLanguages: (s: ResumeSections) => { langs: Lang[] };
  planGeneration?: (
    s: ResumeSections,
    reqs: Pick<CoverLetterRequest, 'lang' | 'question' | 'minLetter' | 'maxLetter' | 'target'>[],
  ) => NonNullable<CoverLetterRequest['plan']>[];
  assessQuestion?: (req: Omit<CoverLetterRequest, 'seed' | 'temperature'>) => {
    fit: string;
    supported?: number;
    needs?: string[];
  };
};

async function loadWriter(dir: string): Promise<Writer> {
  const url = (f: string) => pathToFileURL(path.join(dir, f)).href;
  const optional = async <T>(f: string, name: string): Promise<T | undefined> =>
    fs.existsSync(path.join(dir, f)) ? ((await import(url(f))) as Record<string, T>)[name] : undefined;
  return {
    dir,
    composeLetter: (await import(url('composer.ts'))).composeLetter,
    fitLength: (await import(url('checker.ts'))).fitLength,
    builtinLanguages: (await import(url('languages.ts'))).builtinLanguages,
    planGeneration: await optional('plan.ts', 'planGeneration'),
    assessQuestion: await optional('assess.ts', 'assessQuestion'),
  };
}

// ---- people ----

type Person = ResumeProfile & { file: string; set: 'tuning' | 'heldout'; lang: 'ko' | 'en' | 'id' };

const readDir = (dir: string, set: Person['set']): Person[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const raw = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Omit<Person, 'file' | 'set'>;
      return {
        ...raw,
        sections: { ...raw.sections, episodes: raw.sections.episodes ?? [] },
        file: f.replace(/\.json$/, ''),
        set,
      };
    });

/** The writer's own test resumes (writer/__fixtures__), which it is tuned on too: koOps, enAnalyst … */
const writerFixtures = (): Person[] =>
  Object.entries(writerResumes).map(([name, profile]) => ({
    ...profile,
    file: `${name} (writer/__fixtures__)`,
    set: 'tuning',
    lang: (name.match(/^(ko|en|id)/)?.[1] ?? 'ko') as Person['lang'],
  }));

export function people(): Person[] {
  return [
    ...readDir(path.resolve('tests/fixtures/resumes'), 'tuning'),
    ...writerFixtures(),
    ...readDir(path.resolve('bench/heldout'), 'heldout'),
  ];
}

// ---- questions, targets, bands ----

type Q = {
  type: string;
  intent: QuestionIntent;
  texts: Record<'ko' | 'en', string>;
  needs?: 'failure' | 'conflict';
};
export const QUESTIONS: Q[] = [
  {
    type: 'motivation',
    intent: 'company',
    texts: { ko: '{company}에 지원한 동기를 작성해 주세요.', en: 'Why do you want to join {company}?' },
  },
  {
    type: 'strengths',
    intent: 'strengths',
    texts: {
      ko: '본인의 강점을 사례와 함께 기술해 주세요.',
      en: 'What is your greatest strength? Give an example.',
    },
  },
  {
    type: 'failure',
    intent: 'failure',
    needs: 'failure',
    texts: {
      ko: '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
      en: 'Tell us about a time you failed and what you did next.',
    },
  },
  {
    type: 'conflict',
    intent: 'teamwork',
    needs: 'conflict',
    texts: {
      ko: '동료와 갈등이 있었던 경험과 해결 과정을 작성해 주세요.',
      en: 'Describe a conflict with a colleague and how you resolved it.',
    },
  },
  {
    type: 'goals',
    intent: 'goals',
    texts: {
      ko: '입사 후 이루고 싶은 목표를 작성해 주세요.',
      en: 'What would you like to achieve after joining?',
    },
  },
  {
    type: 'problem',
    intent: 'problem',
    texts: {
      ko: '문제를 해결한 경험을 작성해 주세요.',
      en: 'Describe a problem you solved at work or school.',
    },
  },
  {
    type: 'data',
    intent: 'data',
    texts: {
      ko: '데이터나 근거를 바탕으로 결정을 내린 경험을 작성해 주세요.',
      en: 'Tell us about a decision you made based on data.',
    },
  },
  {
    type: 'leadership',
    intent: 'leadership',
    texts: { ko: '리더십을 발휘한 경험을 작성해 주세요.', en: 'Describe a time you showed leadership.' },
  },
  {
    type: 'customer',
    intent: 'customer',
    texts: {
      ko: '고객의 입장에서 일한 경험을 작성해 주세요.',
      en: 'Tell us about a time you put a customer first.',
    },
  },
  {
    type: 'competency',
    intent: 'competency',
    texts: {
      ko: '지원 직무에 필요한 역량을 어떻게 키워 왔는지 작성해 주세요.',
      en: 'What skills make you right for this role?',
    },
  },
  {
    type: 'growth',
    intent: 'growth',
    texts: {
      ko: '가장 크게 성장한 경험을 작성해 주세요.',
      en: 'Describe the experience that helped you grow most.',
    },
  },
];

const TARGETS: Record<'ko' | 'en', LetterTarget[]> = {
  ko: [
    {
      companyName: '(주)한빛소프트',
      postingTitle: '[한빛소프트] 2027년 상반기 운영 부문 신입/경력 채용',
      industry: 'IT·소프트웨어',
      cultureTags: ['flat', 'learning'],
    },
    {
      companyName: '청운헬스케어',
      postingTitle: '[청운헬스케어] 사업 관리 담당자 계약직 채용 (정규직 전환 가능)',
      industry: '헬스케어',
      cultureTags: ['growth'],
    },
    { companyName: '미래물산', postingTitle: null, industry: null, cultureTags: ['stable', 'balance'] },
  ],
  en: [
    {
      companyName: 'Northwind Labs Inc.',
      postingTitle: '[Northwind] Operations Specialist - Full-time (Remote)',
      industry: 'Software',
      cultureTags: ['flat', 'remote'],
    },
    {
      companyName: 'Lumen Retail',
      postingTitle: 'Program Coordinator, Fresh Graduates Welcome – Lumen Retail',
      industry: null,
      cultureTags: ['growth'],
    },
    { companyName: 'Harbor Logistics', postingTitle: null, industry: 'Logistics', cultureTags: [] },
  ],
};

const BANDS: Record<'ko' | 'en', [number, number][]> = {
  ko: [
    [700, 1000],
    [2000, 3000],
    [300, 1000],
  ],
  en: [
    [300, 500],
    [300, 1000],
  ],
};
const SEEDS = [11, 23];
/** The three questions of one generation, as a member picks them for one company. */
const GENERATIONS: string[][] = [
  ['motivation', 'failure', 'conflict'],
  ['strengths', 'goals', 'problem'],
  ['motivation', 'data', 'leadership'],
];

// ---- letters ----

type Letter = {
  person: Person;
  lang: Lang;
  band: string;
  seed: number;
  q: Q;
  req: CoverLetterRequest;
  text: string;
  declined: boolean;
  /** Why it was declined (the writer's assessment), when it was. */
  assessment?: string;
  within: boolean;
  sentences: { text: string; source: string | null }[];
  untraced: number;
  closing: number;
};

function request(p: Person, lang: Lang, q: Q, [min, max]: [number, number], seed: number, ti: number) {
  const target = TARGETS[lang][ti % TARGETS[lang].length];
  const req: CoverLetterRequest = {
    lang,
    temperature: 0.7,
    minLetter: min,
    maxLetter: max,
    question: {
      text: q.texts[lang].replace('{company}', target.companyName),
      type: 'GENERAL',
      intent: q.intent,
    },
    profile: { name: p.name, sections: p.sections },
    target,
    culture: null,
    seed,
  };
  return req;
}

function write(w: Writer, p: Person, q: Q, req: CoverLetterRequest): Letter {
  const a = w.assessQuestion?.(req);
  const declined = !!a && a.fit !== 'ok';
  const text = declined ? '' : w.fitLength(w.composeLetter(req), req.minLetter, req.maxLetter);
  const check = checkLetter(text, req);
  return {
    person: p,
    lang: req.lang as Lang,
    band: `${req.minLetter}–${req.maxLetter}`,
    seed: req.seed,
    q,
    req,
    text,
    declined,
    assessment: declined
      ? `${a!.fit}${a!.needs?.length ? ` (needs ${a!.needs.join('/')})` : ''}; supports about ${a!.supported ?? 0} characters`
      : undefined,
    within:
      !declined &&
      measure(text, 'with-spaces') >= req.minLetter &&
      measure(text, 'with-spaces') <= req.maxLetter,
    sentences: check.sentences.map((s) => ({ text: text.slice(...s.range), source: s.source })),
    untraced: check.untraced,
    closing: declined ? 0 : closingSentences(text, req.lang),
  };
}

function allLetters(w: Writer, ps: Person[]): Letter[] {
  const out: Letter[] = [];
  ps.forEach((p, pi) => {
    for (const lang of w.builtinLanguages(p.sections).langs)
      QUESTIONS.forEach((q, qi) => {
        for (const band of BANDS[lang])
          for (const seed of SEEDS)
            out.push(write(w, p, q, request(p, lang, q, band, seed * 1000 + pi * 50 + qi, pi + qi)));
      });
  });
  return out;
}

// ---- masking ----

/** The person's own names and the target's, longest first. */
function ownNames(p: Person, target: LetterTarget): string[] {
  const s = p.sections;
  const names = [
    p.name ?? '',
    ...s.works.flatMap((w) => [w.company, w.position]),
    ...s.educations.flatMap((e) => [e.school, e.major]),
    ...s.projects.flatMap((x) => [x.projectName, ...x.technologiesUsed.split(/[,、]/)]),
    ...s.episodes.flatMap((e) => [e.title, e.org]),
    ...s.skills,
    ...s.certifications.flatMap((c) => [c.certificationName, c.certificationIssuedBy]),
    ...s.awards.flatMap((a) => [a.awardName, a.awardIssuedBy]),
    ...s.languages.flatMap((l) => [l.languageName, l.languageDetail]),
    target.companyName,
    target.postingTitle ?? '',
    roleName(target.postingTitle, target.companyName) ?? '',
    target.industry ?? '',
  ];
  const forms = names.flatMap((n) => {
    const t = n.trim();
    const bare = t.replace(/\(주\)|㈜|주식회사|\b(?:PT|Inc|Corp|Co|Ltd|LLC)\b\.?,?/g, '').trim();
    return [t, bare];
  });
  return [...new Set(forms.filter((n) => [...n].length >= 2))].sort((a, b) => b.length - a.length);
}

const PARTICLE_AFTER =
  /§(?:이라는|라는|으로서|로서|으로|에서|에게|과의|와의|이며|며|은|는|이|가|을|를|과|와|의|에|로|도)(?=[\s.,!?]|$)/g;

export function maskSentence(sentence: string, names: string[]): string {
  let s = sentence.normalize('NFC');
  for (const n of names) s = s.split(n).join('§');
  return s
    .replace(/\d+(?:[.,]\d+)*\s?(?:%|%p|퍼센트|percent)?/g, '§')
    .replace(/[‘’“”'"]/g, '')
    .replace(PARTICLE_AFTER, '§')
    .replace(/§(?:\s*[,·]?\s*§)+/g, '§')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---- measures ----

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

function crossPerson(ls: Letter[]) {
  const owners = new Map<string, Set<string>>();
  const masked = ls.map((l) => {
    const names = ownNames(l.person, l.req.target);
    const ms = l.sentences
      .map((s) => maskSentence(s.text, names))
      .filter((m) => m.replace(/[§\s.]/g, '').length > 0);
    for (const m of ms) owners.set(m, (owners.get(m) ?? new Set()).add(l.person.file));
    return ms;
  });
  let total = 0;
  let shared = 0;
  const uses = new Map<string, number>();
  masked.forEach((ms) => {
    total += ms.length;
    for (const m of ms) uses.set(m, (uses.get(m) ?? 0) + 1);
    shared += ms.filter((m) => owners.get(m)!.size > 1).length;
  });
  // The shared forms that account for the most sentences (LETTER_BENCH_TOP of them, 3 by default).
  const top = [...owners.entries()]
    .filter(([, o]) => o.size > 1)
    .map(([m, o]) => ({ m, people: o.size, uses: uses.get(m)! }))
    .sort((a, b) => b.uses - a.uses)
    .slice(0, Number(process.env.LETTER_BENCH_TOP ?? 3));
  return { total, shared, top };
}

/** Achievement sentences and episodes of a resume, each with the words that show it is retold. */
function tellables(s: ResumeSections) {
  const grams = (t: string) => {
    const out = new Set<string>();
    const clean = t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
    for (const w of clean.split(' ').filter((x) => x.length > 1))
      if (/[가-힣]/.test(w)) for (let i = 0; i + 1 < w.length; i++) out.add(w.slice(i, i + 2));
      else out.add(w);
    return out;
  };
  const items: { ref: string; grams: Set<string> }[] = [];
  const lines = (t: string) =>
    t
      .split(/\n|(?<=[.!?])\s+/)
      .map((x) => x.replace(/^[\s•\-–]+/, '').trim())
      .filter((x) => x.length > 12);
  s.works.forEach((w, i) =>
    lines(w.achievements).forEach((l, j) => items.push({ ref: `work:${i}#${j}`, grams: grams(l) })),
  );
  s.projects.forEach((p, i) =>
    lines(p.projectDescription).forEach((l, j) => items.push({ ref: `project:${i}#${j}`, grams: grams(l) })),
  );
  s.episodes.forEach((e, i) =>
    items.push({ ref: `episode:${i}`, grams: grams([e.situation, e.action, e.result].join(' ')) }),
  );
  return { items, grams };
}

/** An achievement is told in a letter when most of its words (Korean: 2-grams) are in one paragraph. */
function told(text: string, s: ResumeSections): Set<string> {
  const { items, grams } = tellables(s);
  const paragraphs = text.split(/\n\s*\n/).map(grams);
  const out = new Set<string>();
  for (const it of items) {
    if (it.grams.size < 4) continue;
    const best = Math.max(
      0,
      ...paragraphs.map((g) => [...it.grams].filter((x) => g.has(x)).length / it.grams.size),
    );
    if (best >= 0.6) out.add(it.ref);
  }
  return out;
}

function generations(w: Writer, ps: Person[]) {
  let gens = 0;
  let withReuse = 0;
  let toldItems = 0;
  let reused = 0;
  let thrice = 0;
  let answers = 0;
  let short = 0;
  let noEpisode = 0;
  ps.forEach((p, pi) => {
    for (const lang of w.builtinLanguages(p.sections).langs)
      GENERATIONS.forEach((types, gi) => {
        const qs = types.map((t) => QUESTIONS.find((q) => q.type === t)!);
        const band: [number, number] = lang === 'ko' ? [700, 1000] : [300, 1000];
        let reqs = qs.map((q, k) => request(p, lang, q, band, 7000 + pi * 50 + gi * 5 + k, pi + gi));
        // The product asks all three of one company.
        reqs = reqs.map((r) => ({ ...r, target: reqs[0].target }));
        if (w.planGeneration) {
          const plans = w.planGeneration(p.sections, reqs);
          reqs = reqs.map((r, k) => ({ ...r, plan: plans[k] }));
        }
        const texts = reqs.map((r) => {
          const fit = w.assessQuestion?.(r).fit ?? 'ok';
          answers++;
          if (fit === 'short') short++;
          if (fit === 'no-episode') noEpisode++;
          return fit !== 'ok' ? '' : w.fitLength(w.composeLetter(r), r.minLetter, r.maxLetter);
        });
        const count = new Map<string, number>();
        for (const t of texts)
          for (const ref of told(t, p.sections)) count.set(ref, (count.get(ref) ?? 0) + 1);
        gens++;
        toldItems += count.size;
        const over = [...count.values()].filter((n) => n > 1).length;
        reused += over;
        // The rule: told in one answer and mentioned in at most one more — never in all three.
        thrice += [...count.values()].filter((n) => n > 2).length;
        if (over) withReuse++;
      });
  });
  return { gens, withReuse, toldItems, reused, thrice, answers, short, noEpisode };
}

/** Failure and conflict questions: answered with an episode tagged for it, or declined before payment. */
function storyQuestions(ls: Letter[]) {
  const xs = ls.filter((l) => l.q.needs);
  let honest = 0;
  let declined = 0;
  let withEpisode = 0;
  for (const l of xs) {
    if (l.declined) {
      declined++;
      honest++;
      continue;
    }
    const tags = new Set(
      l.sentences
        .map((s) => s.source)
        .filter((s): s is SourceRef => !!s && s.startsWith('episode:'))
        .flatMap((s) => l.person.sections.episodes[Number(s.split(':')[1])]?.tags ?? []),
    );
    const ok = l.q.needs === 'failure' ? tags.has('failure') : tags.has('conflict') || tags.has('teamwork');
    if (ok) {
      withEpisode++;
      honest++;
    }
  }
  return { n: xs.length, honest, declined, withEpisode };
}

// ---- report ----

function report(w: Writer, set: Person['set'], ps: Person[], all: Letter[]) {
  const ls = all.filter((l) => l.person.set === set);
  console.log(
    `\n=== ${set === 'heldout' ? 'HELD-OUT set (bench/heldout — never tuned on)' : 'TUNING set (tests/fixtures/resumes + writer/__fixtures__)'}: ${ps.length} people, ${ls.length} requests ===`,
  );
  for (const lang of ['ko', 'en'] as Lang[]) {
    const xs = ls.filter((l) => l.lang === lang);
    if (!xs.length) continue;
    const written = xs.filter((l) => !l.declined);
    const c = crossPerson(written);
    const sentences = written.reduce((n, l) => n + l.sentences.length, 0);
    const untraced = written.reduce((n, l) => n + l.untraced, 0);
    const closing = written.map((l) => l.closing);
    const story = storyQuestions(xs);
    console.log(
      `\n[${lang}] ${new Set(xs.map((l) => l.person.file)).size} people, ${written.length} letters written`,
    );
    console.log(
      `  masked sentences shared with another person's letter: ${pct(c.shared, c.total)} of ${c.total} (goal ≤ 10 %)`,
    );
    for (const t of c.top) console.log(`      ${t.uses} sentences, ${t.people} people: ${t.m.slice(0, 100)}`);
    console.log(
      `  untraced sentences (checker): ${pct(untraced, sentences)} of ${sentences}; letters with any: ${pct(written.filter((l) => l.untraced).length, written.length)}`,
    );
    console.log(
      `  closing sentences per letter: mean ${(closing.reduce((a, b) => a + b, 0) / (closing.length || 1)).toFixed(2)}; letters with more than one: ${pct(closing.filter((n) => n > 1).length, closing.length)} (goal: at most one)`,
    );
    console.log(
      `  failure/conflict questions: ${pct(story.honest, story.n)} of ${story.n} answered with a tagged episode (${story.withEpisode}) or declined before payment (${story.declined})`,
    );
    for (const [min, max] of BANDS[lang]) {
      const band = `${min}–${max}`;
      const inBand = xs.filter((l) => l.band === band);
      const accepted = inBand.filter((l) => !l.declined);
      console.log(
        `  band ${band.padEnd(10)} within: ${pct(accepted.filter((l) => l.within).length, accepted.length).padStart(6)} of ${String(accepted.length).padStart(3)} accepted; declined before payment: ${pct(inBand.length - accepted.length, inBand.length)}`,
      );
    }
  }
  const g = generations(w, ps);
  console.log(
    `\n  per generation (3 questions to one company${w.planGeneration ? ', planned by planGeneration' : ', NO planGeneration in this writer: letters written independently'}): ${g.gens} generations; achievements/episodes in 2 answers (the plan allows one telling and one mention): ${g.reused - g.thrice} of ${g.toldItems} told; in all 3 answers (over the rule): ${g.thrice}; generations with any in 2+: ${pct(g.withReuse, g.gens)}`,
  );
  // A declined answer tells nothing, so fewer told items can mean more declines rather than less reuse.
  console.log(
    `  answers of those generations declined before payment: ${g.short + g.noEpisode} of ${g.answers} (short: ${g.short}; no episode for the question: ${g.noEpisode})`,
  );
}

export async function runQualityBench(opts: { dir?: string; sets?: Person['set'][] } = {}) {
  const dir = path.resolve(opts.dir ?? process.env.WRITER_DIR ?? 'app/features/coverletters/writer');
  const w = await loadWriter(dir);
  const ps = people();
  console.log(`\nCover-letter quality: writer ${path.relative(process.cwd(), dir) || dir}`);
  console.log(
    `  assessQuestion: ${w.assessQuestion ? 'yes (declined requests are not written)' : 'no (every request is written)'}; planGeneration: ${w.planGeneration ? 'yes' : 'no'}`,
  );
  const all = allLetters(w, ps);
  for (const set of opts.sets ?? (['tuning', 'heldout'] as const))
    report(
      w,
      set,
      ps.filter((p) => p.set === set),
      all,
    );
  return all;
}

/** The letters the closing note quotes, from a held-out person (one with episodes first). */
export function quoted(all: Letter[]) {
  const pick = (lang: Lang, type: string, band: string) => {
    const xs = all.filter(
      (l) => l.person.set === 'heldout' && l.lang === lang && l.q.type === type && l.band === band,
    );
    const rank = (l: Letter) =>
      (l.declined ? 4 : 0) + (l.person.lang === lang ? 0 : 2) + (l.person.sections.episodes.length ? 0 : 1);
    return [...xs].sort((a, b) => rank(a) - rank(b))[0];
  };
  return [
    pick('ko', 'failure', '700–1000'),
    pick('ko', 'motivation', '2000–3000'),
    pick('en', 'strengths', '300–500'),
  ];
}

/** Prints the quoted letters with their untraced sentences. */
export function printQuoted(all: Letter[]) {
  for (const l of quoted(all))
    if (l) {
      console.log(
        `\n--- ${l.lang} · ${l.q.type} · ${l.band} · ${l.person.file} (held-out) · Q: ${l.req.question.text}\n` +
          (l.declined
            ? `(declined before payment for every held-out person; e.g. this one: ${l.assessment})`
            : `${l.text}\n(${[...l.text].length} characters; untraced sentences: ${l.untraced})`),
      );
      for (const s of l.sentences) if (s.source === null) console.log(`    untraced: ${s.text}`);
    }
}

if (process.argv[1]?.endsWith('coverletter-quality.ts')) {
  const set = process.argv.find((a) => a.startsWith('--set='))?.slice(6) as Person['set'] | undefined;
  const all = await runQualityBench({ sets: set ? [set] : undefined });
  if (process.argv.includes('--quote')) printQuoted(all);
}
