// Cover-letter quality bench (issue 15): the built-in writer over fixture resumes × every question type
// (ko/en/id wordings) × letter language × length band × seed. Reports within-length per band, sentences
// shared verbatim across resumes and across questions on one resume, what a new seed changes, and a
// rubric per letter (answers the question's intent, cites a resume fact, names the target correctly,
// right language). Run alone: npx tsx bench/coverletter-quality.ts
import fs from 'node:fs';
import path from 'node:path';
import { checkLetter, fitLength } from '../app/features/coverletters/writer/checker';
import { composeLetter } from '../app/features/coverletters/writer/composer';
import { builtinLanguages } from '../app/features/coverletters/writer/languages';
import { splitSentences } from '../app/features/coverletters/writer/text';
import type { CoverLetterRequest, Lang, LetterTarget, ResumeProfile } from '../app/integrations/ai/types';
import { QUESTIONS } from '../db/seed/data/questions';

type Fixture = ResumeProfile & { file: string; lang: 'ko' | 'en' | 'id'; thin?: boolean };
const DIR = path.resolve('tests/fixtures/resumes');
const fixtures: Fixture[] = fs
  .readdirSync(DIR)
  .sort()
  .map((f) => ({
    file: f,
    ...(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as Omit<Fixture, 'file'>),
  }));
// A thin resume: one job with no description, one school, two skills.
fixtures.push({
  file: 'thin-ko (bench)',
  lang: 'ko',
  thin: true,
  name: '이서연',
  sections: {
    person: { country: 'KR', region: '', address: '', birthYear: '', birthMonth: '' },
    educations: [
      {
        gradLevel: 'university',
        graduated: true,
        school: '경북대학교',
        major: '경영학과',
        gpa: '',
        thesis: '',
        start: '2016.03',
        end: '2020.02',
      },
    ],
    works: [
      { company: '동해상사', position: '영업 지원', achievements: '', start: '2020.07', end: '2022.12' },
    ],
    skills: ['Excel', 'SAP'],
    certifications: [],
    languages: [],
    projects: [],
    awards: [],
    episodes: [],
  },
});

/** Question types with ko/en/id wordings; `tag` is the bank's hint (MAJOR questions carry 'strengths'). */
type Q = {
  type: string;
  tag: CoverLetterRequest['question']['intent'];
  texts: string[];
  marker: Record<Lang, RegExp>;
};
const bank = (id: number) => {
  const q = QUESTIONS.find((x) => x.id === id)!;
  return [q.text.ko, q.text.en, q.text.id].map((t) => t.replace('{company}', '{company}'));
};
export const QUESTION_TYPES: Q[] = [
  {
    type: 'motivation',
    tag: 'motivation',
    texts: [...bank(2), ...bank(1)],
    marker: { ko: /지원/, en: /apply|applying/i },
  },
  {
    type: 'growth',
    tag: 'growth',
    texts: bank(3),
    marker: { ko: /성장|배웠|배운/, en: /grew|grown|learn/i },
  },
  {
    type: 'strengths/weaknesses',
    tag: 'strengths',
    texts: [
      '본인의 장점과 단점을 사례와 함께 기술하시오.',
      'What are your strengths and weaknesses? Give examples.',
      'Apa kelebihan dan kekurangan Anda? Berikan contoh.',
    ],
    marker: {
      ko: /(장점|강점)[\s\S]*(단점|약점|부족)|(단점|약점|부족)[\s\S]*(장점|강점)/,
      en: /strength[\s\S]*weak|weak[\s\S]*strength/i,
    },
  },
  {
    type: 'goals after joining',
    tag: 'goals',
    texts: bank(5),
    marker: { ko: /입사 후|입사하면|입사한다면/, en: /after joining|once I join|in my first|years/i },
  },
  {
    type: 'failure/hardship',
    tag: 'strengths',
    texts: [
      '실패했거나 어려움을 극복한 경험을 작성해 주세요.',
      'Tell us about a failure or a hardship you overcame.',
      'Ceritakan pengalaman kegagalan atau kesulitan yang berhasil Anda atasi.',
    ],
    marker: { ko: /실패|어려움|위기|실수|시행착오/, en: /fail|mistake|setback|went wrong|hardship/i },
  },
  {
    type: 'conflict/teamwork',
    tag: 'strengths',
    texts: [
      '팀 내 갈등을 해결하거나 협업으로 성과를 낸 경험을 작성해 주세요.',
      'Describe a conflict in a team and how you worked it out.',
      'Ceritakan pengalaman menyelesaikan konflik atau bekerja sama dalam tim.',
    ],
    marker: { ko: /갈등|협업|동료|팀/, en: /conflict|team|colleague/i },
  },
  { type: 'problem solved', tag: 'strengths', texts: bank(101), marker: { ko: /문제/, en: /problem/i } },
  {
    type: 'decision from data',
    tag: 'strengths',
    texts: bank(103),
    marker: {
      ko: /(데이터|수치|지표)[\s\S]*(판단|결정)/,
      en: /(data|numbers|figures)[\s\S]*decid|decision/i,
    },
  },
  {
    type: 'leadership',
    tag: 'strengths',
    texts: [
      '리더십을 발휘해 팀을 이끈 경험을 작성해 주세요.',
      'Describe a time you showed leadership.',
      'Ceritakan pengalaman Anda memimpin sebuah tim.',
    ],
    marker: { ko: /이끌|이끈|주도|리더/, en: /\bled\b|lead/i },
  },
  {
    type: 'customer',
    tag: 'strengths',
    texts: bank(104),
    marker: { ko: /고객|사용자|가맹점/, en: /customer|user|client|patient/i },
  },
  {
    type: 'safety/ethics',
    tag: 'strengths',
    texts: [
      ...bank(108),
      '윤리적 판단이 필요했던 상황과 대처를 작성해 주세요.',
      'Describe a situation that tested your ethics.',
    ],
    marker: { ko: /안전|윤리|원칙|정확/, en: /safe|ethic|principle|accura/i },
  },
  {
    type: 'job competency',
    tag: 'strengths',
    texts: [
      '지원 직무와 관련된 역량을 키우기 위해 노력한 경험을 작성해 주세요.',
      'What skills make you right for this role?',
      'Kompetensi apa yang membuat Anda cocok untuk posisi ini?',
    ],
    marker: { ko: /역량|기술|능력/, en: /skill|competenc/i },
  },
];

type Target = LetterTarget & { role: string | null };
const TARGETS: Record<Lang, Target[]> = {
  ko: [
    {
      companyName: '(주)한빛소프트',
      postingTitle: '[한빛소프트] 백엔드 개발자 정규직 채용',
      role: '백엔드 개발자',
      industry: 'IT·소프트웨어',
      cultureTags: ['flat', 'learning'],
    },
    {
      companyName: '청운헬스케어',
      postingTitle: '[청운헬스케어] 데이터 분석가 계약직 채용 (정규직 전환 가능)',
      role: '데이터 분석가',
      industry: '헬스케어',
      cultureTags: ['growth'],
    },
    {
      companyName: '미래물산',
      postingTitle: null,
      role: null,
      industry: null,
      cultureTags: ['stable', 'balance'],
    },
  ],
  en: [
    {
      companyName: 'Northwind Labs Inc.',
      postingTitle: '[Northwind] Senior Product Designer - Full-time (Remote)',
      role: 'Senior Product Designer',
      industry: 'Software',
      cultureTags: ['flat', 'remote'],
    },
    {
      companyName: 'Lumen Retail',
      postingTitle: 'Data Analyst (Contract, 12 months) - Hiring',
      role: 'Data Analyst',
      industry: null,
      cultureTags: ['growth'],
    },
    {
      companyName: 'Harbor Logistics',
      postingTitle: null,
      role: null,
      industry: 'Logistics',
      cultureTags: [],
    },
  ],
};
const BANDS = [
  [300, 500],
  [700, 1000],
  [2000, 3000],
] as const;
const SEEDS = [11, 23];

type Letter = {
  fixture: Fixture;
  lang: Lang;
  band: string;
  seed: number;
  q: Q;
  target: Target;
  text: string;
  sentences: string[];
  within: boolean;
  languageOk: boolean;
  req: CoverLetterRequest;
};

export type QualityOptions = {
  /** Letter languages to write for a resume (default: those the built-in writer offers). */
  languagesFor?: (profile: ResumeProfile) => Lang[];
};

const key = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

function letters(opts: QualityOptions): Letter[] {
  const out: Letter[] = [];
  fixtures.forEach((fx, fi) => {
    // By default the languages the built-in writer offers for the resume (it never translates).
    const langs = opts.languagesFor?.(fx) ?? builtinLanguages(fx.sections).langs;
    for (const lang of langs)
      QUESTION_TYPES.forEach((q, qi) => {
        for (const [min, max] of BANDS)
          for (const seed of SEEDS) {
            const target = TARGETS[lang][(fi + qi) % TARGETS[lang].length];
            const text = q.texts[(fi + qi + seed) % q.texts.length].replace('{company}', target.companyName);
            const req: CoverLetterRequest = {
              lang,
              temperature: 0.7,
              minLetter: min,
              maxLetter: max,
              question: { text, type: q.tag === 'strengths' && qi > 3 ? 'MAJOR' : 'GENERAL', intent: q.tag },
              profile: { name: fx.name, sections: fx.sections },
              target,
              culture:
                fi % 2
                  ? { typeTitle: lang === 'ko' ? '꾸준한 실행가' : 'Steady Builder', strengths: [] }
                  : null,
              seed: seed * 1000 + fi * 50 + qi,
            };
            const content = fitLength(composeLetter(req), min, max);
            const check = checkLetter(content, req);
            out.push({
              fixture: fx,
              lang,
              band: `${min}–${max}`,
              seed,
              q,
              target,
              text: content,
              sentences: splitSentences(content).map(key),
              within: check.withinLength,
              languageOk: check.languageOk,
              req,
            });
          }
      });
  });
  return out;
}

/** Facts a letter can cite: companies, positions, schools, projects, skills, certificates, and numbers. */
function resumeFacts(fx: Fixture): string[] {
  const s = fx.sections;
  const nums =
    JSON.stringify(
      s.works.map((w) => w.achievements).concat(s.projects.map((p) => p.projectDescription)),
    ).match(/\d+(?:[.,]\d+)?%?/g) ?? [];
  return [
    ...s.works.flatMap((w) => [w.company, w.position]),
    ...s.educations.map((e) => e.school),
    ...s.projects.map((p) => p.projectName),
    ...s.skills,
    ...s.certifications.map((c) => c.certificationName),
    ...nums.filter((n) => n.length >= 2),
  ].filter((v) => v && v.trim().length >= 2);
}

function namesTarget(l: Letter): boolean {
  const company = l.target.companyName;
  const bare = company.replace(/\(주\)|주식회사|\s?Inc\.?$/g, '').trim();
  if (!l.text.includes(bare)) return false;
  if (/\[|계약직|정규직|채용|전환 가능|Full-time|Contract|Hiring|\(Remote\)/.test(l.text)) return false;
  return l.target.role ? l.text.includes(l.target.role) : true;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
const pad = (cells: (string | number)[], w: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ');

export function runQualityBench(opts: QualityOptions = {}) {
  const all = letters(opts);
  const own = (l: Letter) => !l.fixture.thin && l.fixture.lang === l.lang;
  console.log(
    `\nCover-letter quality (built-in writer): ${fixtures.length} resumes (${fixtures.filter((f) => f.thin).length} thin) × ${QUESTION_TYPES.length} question types × letter languages offered × ${BANDS.length} lengths × ${SEEDS.length} seeds = ${all.length} letters`,
  );
  console.log(
    '"own" = a ko/en resume with enough material, written in its own language (the ≥ 95 % goal).\n',
  );

  // Within length per band.
  const w = [26, 8, 12, 12, 12];
  console.log(pad(['within [min,max]', 'band', 'ko own', 'en own', 'all letters'], w));
  for (const [min, max] of BANDS) {
    const band = `${min}–${max}`;
    const inBand = all.filter((l) => l.band === band);
    const cell = (xs: Letter[]) => `${pct(xs.filter((l) => l.within).length, xs.length)} (${xs.length})`;
    console.log(
      pad(
        [
          '',
          band,
          cell(inBand.filter((l) => own(l) && l.lang === 'ko')),
          cell(inBand.filter((l) => own(l) && l.lang === 'en')),
          cell(inBand),
        ],
        w,
      ),
    );
  }
  const thin = all.filter((l) => l.fixture.thin);
  if (thin.length) {
    const lens = thin.map((l) => [...l.text].length);
    console.log(
      `thin resume: ${thin.length} letters, length ${Math.min(...lens)}–${Math.max(...lens)} characters, within ${pct(thin.filter((l) => l.within).length, thin.length)}`,
    );
  }

  // Verbatim sentences across resumes (same letter language).
  const byLang = (lang: Lang) => all.filter((l) => l.lang === lang);
  for (const lang of ['ko', 'en'] as Lang[]) {
    const ls = byLang(lang);
    const owners = new Map<string, Set<string>>();
    for (const l of ls)
      for (const s of l.sentences) owners.set(s, (owners.get(s) ?? new Set()).add(l.fixture.file));
    const total = ls.reduce((a, l) => a + l.sentences.length, 0);
    const shared = ls.reduce((a, l) => a + l.sentences.filter((s) => owners.get(s)!.size > 1).length, 0);
    const top = [...owners.entries()]
      .filter(([, o]) => o.size > 1)
      .sort((a, b) => b[1].size - a[1].size)
      .slice(0, 3);
    console.log(
      `\n[${lang}] sentences verbatim in letters for other resumes: ${pct(shared, total)} of ${total} (goal ≤ 10 %)`,
    );
    for (const [s, o] of top) console.log(`    ×${o.size} resumes: ${s.slice(0, 90)}`);

    for (const [label, subset] of [
      ['own', ls.filter(own)],
      ['all', ls],
    ] as const) {
      const x = crossQuestion(subset);
      const r = regeneration(subset);
      console.log(
        `[${lang}, ${label}] sentences shared by two letters for different questions on one resume: mean ${pct(x.sum, x.pairs)}; pairs over 15 %: ${pct(x.over, x.pairs)} of ${x.pairs} (goal: mean ≤ 15 %)`,
      );
      console.log(
        `[${lang}, ${label}] another seed changes more than the first sentence: ${pct(r.changedMore, r.pairs)} of ${r.pairs}; sentences after the first that changed: ${pct(r.changedShare, r.pairs)}`,
      );
    }
  }

  // Rubric per letter.
  console.log('');
  const rw = [24, 8, 9, 9, 9, 9, 9];
  console.log(pad(['rubric (own letters)', 'lang', 'letters', 'intent', 'fact', 'target', 'language'], rw));
  for (const lang of ['ko', 'en'] as Lang[]) {
    for (const q of QUESTION_TYPES) {
      const ls = all.filter((l) => own(l) && l.lang === lang && l.q === q);
      if (!ls.length) continue;
      const r = rubric(ls);
      console.log(pad([q.type, lang, ls.length, r.intent, r.fact, r.target, r.language], rw));
    }
    const ls = all.filter((l) => own(l) && l.lang === lang);
    const r = rubric(ls);
    console.log(pad([`all (${lang})`, lang, ls.length, r.intent, r.fact, r.target, r.language], rw));
  }
  const other = all.filter((l) => !l.fixture.thin && l.fixture.lang !== l.lang);
  if (other.length) {
    const r = rubric(other);
    console.log(
      pad(['resume in another lang', '', other.length, r.intent, r.fact, r.target, r.language], rw),
    );
  }
  return all;
}

/** Pairs of letters for different questions on one resume (same band and seed): the share they share. */
function crossQuestion(ls: Letter[]) {
  const groups = new Map<string, Letter[]>();
  for (const l of ls) {
    const k = `${l.fixture.file}|${l.band}|${l.seed}`;
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  let pairs = 0;
  let sum = 0;
  let over = 0;
  for (const g of groups.values())
    for (let i = 0; i < g.length; i++)
      for (let j = i + 1; j < g.length; j++) {
        const a = new Set(g[i].sentences);
        const common = g[j].sentences.filter((s) => a.has(s)).length;
        const share = common / ((g[i].sentences.length + g[j].sentences.length) / 2 || 1);
        pairs++;
        sum += share;
        if (share > 0.15) over++;
      }
  return { pairs, sum, over };
}

/** The same request with another seed: does anything after the first sentence change (as a set)? */
function regeneration(ls: Letter[]) {
  const bySeed = new Map<string, Letter[]>();
  for (const l of ls) {
    const k = `${l.fixture.file}|${l.band}|${l.q.type}`;
    bySeed.set(k, [...(bySeed.get(k) ?? []), l]);
  }
  let pairs = 0;
  let changedMore = 0;
  let changedShare = 0;
  for (const g of bySeed.values()) {
    if (g.length < 2) continue;
    const [a, b] = g;
    pairs++;
    const restA = new Set(a.sentences.slice(1));
    const restB = b.sentences.slice(1);
    const changed = restB.filter((s) => !restA.has(s)).length;
    if (changed > 0) changedMore++;
    changedShare += changed / (restB.length || 1);
  }
  return { pairs, changedMore, changedShare };
}

function rubric(ls: Letter[]) {
  return {
    intent: pct(ls.filter((l) => l.q.marker[l.lang].test(l.text)).length, ls.length),
    fact: pct(ls.filter((l) => resumeFacts(l.fixture).some((f) => l.text.includes(f))).length, ls.length),
    target: pct(ls.filter(namesTarget).length, ls.length),
    language: pct(ls.filter((l) => l.languageOk).length, ls.length),
  };
}

/** The letters the report quotes: ko failure, ko motivation 2000–3000, en data decision. */
export function quoted(all: ReturnType<typeof runQualityBench>) {
  const pick = (lang: Lang, type: string, band: string, fileLang: string) =>
    all.find(
      (l) =>
        l.lang === lang &&
        l.q.type === type &&
        l.band === band &&
        l.fixture.lang === fileLang &&
        !l.fixture.thin,
    );
  return [
    pick('ko', 'failure/hardship', '700–1000', 'ko'),
    pick('ko', 'motivation', '2000–3000', 'ko'),
    pick('en', 'decision from data', '700–1000', 'en'),
  ];
}

if (process.argv[1]?.endsWith('coverletter-quality.ts')) {
  const all = runQualityBench(
    process.argv.includes('--all-languages') ? { languagesFor: () => ['ko', 'en'] } : {},
  );
  if (process.argv.includes('--quote'))
    for (const l of quoted(all))
      if (l)
        console.log(
          `\n--- ${l.lang} · ${l.q.type} · ${l.band} · ${l.fixture.file} · Q: ${l.req.question.text}\n${l.text}\n(${[...l.text].length} characters)`,
        );
}
