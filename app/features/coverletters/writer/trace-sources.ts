// The tracer's sources (ADR 0023, ADR 0038): each résumé entry, the target, and the application's own
// material — the member's reasons and plan, one source each, and the posting they pasted — with the names,
// stems and figures a letter sentence may be traced to. Split from trace.ts (which cuts and judges
// sentences); the rule is described there.
import type { ResumeSections } from '#db/schema/profiles';
import { postingDuties } from './posting';
import { roleName } from './role-name';
import { splitList } from './text';
import type { CoverLetterRequest, SourceRef } from '~/integrations/ai/types';

export type TraceRequest = Pick<CoverLetterRequest, 'lang' | 'profile'> & {
  /** The application's reasons, plan and posting (ADR 0038): sources of their own when given. */
  motives?: CoverLetterRequest['motives'] | null;
  target: CoverLetterRequest['target'] | null;
  question: { text: string } | null;
};

export type Source = {
  ref: SourceRef;
  /** Names of the entry, each one unit ("(주)그린마켓랩", "데이터 분석가"). */
  names: string[];
  /** The entry's text, normalised. */
  text: string;
  bigrams: Set<string>;
  latin: string[];
  figures: Set<string>;
};

export const norm = (s: string) =>
  s.normalize('NFC').toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

export const HANGUL = /[가-힣]/;

export function hangulBigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.match(/[가-힣]+/g) ?? [])
    for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(i, i + 2));
  return out;
}

/** "(주)그린마켓랩" → also "그린마켓랩"; "Lumen Health Inc." → also "Lumen Health". */
export function nameForms(name: string): string[] {
  const n = norm(name);
  if (n.length < 2) return [];
  const bare = n
    .replace(/\(주\)|㈜|주식회사|\b(?:pt|inc|corp|co|ltd|llc)\b\.?,?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "연구개발(R&D) 연구원" is also named without its bracket.
  const unbracketed = n.replace(/\s?\([^)]*\)/g, '').trim();
  return [...new Set([n, bare, unbracketed].filter((x) => [...x].length >= 2))];
}

// ---- figures ----

const MONTHS: Record<string, number> = {};
[
  'january february march april may june july august september october november december',
  'jan feb mar apr may jun jul aug sep oct nov dec',
  'januari februari maret april mei juni juli agustus september oktober november desember',
].forEach((list) => list.split(' ').forEach((m, i) => (MONTHS[m] = i + 1)));

/** Dates as figures (built once: matchAll copies each regex, so sharing them is safe). */
const DATE_RES: [RegExp, (m: RegExpExecArray) => [string, string]][] = [
  [/(?<!\d)(\d{4})[.\-/](\d{1,2})(?:[.\-/]\d{1,2})?(?!\d)/g, (m) => [m[1], m[2]]],
  [/(\d{4})년\s?(\d{1,2})월(?:\s?\d{1,2}일)?/g, (m) => [m[1], m[2]]],
  [
    new RegExp(
      `\\b(?:\\d{1,2}\\s+)?(${Object.keys(MONTHS).join('|')})\\.?\\s+(?:\\d{1,2},\\s+)?(\\d{4})\\b`,
      'gi',
    ),
    (m) => [m[2], String(MONTHS[m[1].toLowerCase()])],
  ],
];

/** Figures as keys: "14%" → "14%", "1,200" → "1200", "2020년 7월" → "2020-7" and "2020". */
export function figureKeys(text: string): { raw: string; keys: string[]; at: number; end: number }[] {
  const out: { raw: string; keys: string[]; at: number; end: number }[] = [];
  const taken: [number, number][] = [];
  for (const [re, parts] of DATE_RES)
    for (const m of text.matchAll(re)) {
      const [y, mo] = parts(m as RegExpExecArray);
      if (+mo < 1 || +mo > 12) continue;
      const at = m.index!;
      const end = at + m[0].length;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      taken.push([at, end]);
      out.push({ raw: m[0], keys: [`${+y}-${+mo}`], at, end });
    }
  // A percentage and a multiple are figures of their own kind: "3배" is not the "3" of "3명".
  for (const m of text.matchAll(
    /\d+(?:[.,]\d+)*(?:(\s?(?:%|퍼센트|percent|persen))|(\s?(?:배|times\b|x\b|kali\b)))?/gi,
  )) {
    const at = m.index!;
    if (taken.some(([a, b]) => at >= a && at < b)) continue;
    const n = String(
      Number(m[0].replace(/\s?(?:%|퍼센트|percent|persen|배|times|x|kali)$/i, '').replace(/,/g, '')),
    );
    const key = m[1] ? `${n}%` : m[2] ? `${n}×` : n;
    out.push({ raw: m[0].trim(), keys: [key], at, end: at + m[0].length });
  }
  return out;
}

/** Every figure a source text allows: its numbers, percentages, dates and the years of its dates. */
export function allowedFigures(text: string): Set<string> {
  const out = new Set<string>();
  for (const f of figureKeys(text))
    for (const k of f.keys) {
      out.add(k);
      if (k.endsWith('%')) out.add(k.slice(0, -1)); // a percentage may be cited as "14 percent points"
      if (/^\d{4}-\d+$/.test(k)) out.add(k.split('-')[0]);
    }
  return out;
}

// ---- sources ----

export function source(
  ref: SourceRef,
  names: (string | null | undefined)[],
  texts: (string | null | undefined)[],
): Source {
  const all = [...names, ...texts].filter((v): v is string => !!v && !!v.trim());
  const text = norm(all.join(' \n '));
  return {
    ref,
    names: names.flatMap((n) => (n ? nameForms(n) : [])),
    text,
    bigrams: hangulBigrams(text),
    latin: (text.match(/[a-z][a-z0-9'+#.-]*/g) ?? []).map(stemEn),
    figures: allowedFigures(all.join(' \n ')),
  };
}

export function letterSources(req: Pick<TraceRequest, 'profile' | 'target' | 'motives'>): Source[] {
  const s: ResumeSections = req.profile.sections;
  const out: Source[] = [];
  s.works.forEach((w, i) =>
    out.push(source(`work:${i}`, [w.company, w.position], [w.achievements, w.start, w.end])),
  );
  s.projects.forEach((p, i) =>
    out.push(
      source(`project:${i}`, [p.projectName, ...splitList(p.technologiesUsed)], [p.projectDescription]),
    ),
  );
  (s.episodes ?? []).forEach((e, i) =>
    out.push(
      source(
        `episode:${i}`,
        [e.title, e.org],
        [e.situation, e.action, e.result, e.learned, e.role, e.shows, e.otherSide, e.myPart, e.start, e.end],
      ),
    ),
  );
  s.educations.forEach((e, i) =>
    out.push(source(`education:${i}`, [e.school, e.major], [e.thesis, e.gpa, e.start, e.end])),
  );
  s.awards.forEach((a, i) => out.push(source(`award:${i}`, [a.awardName, a.awardIssuedBy], [a.awardYear])));
  s.certifications.forEach((c, i) =>
    out.push(source(`cert:${i}`, [c.certificationName, c.certificationIssuedBy], [c.issueDate])),
  );
  s.languages.forEach((l, i) =>
    out.push(source(`language:${i}`, [l.languageName, l.languageDetail], [l.languageLevel])),
  );
  if (s.skills.length) out.push(source('skills', s.skills, []));
  const m = req.motives;
  for (const k of ['whyIndustry', 'whyCompany', 'whyJob', 'plan'] as const)
    if (m?.[k]?.trim()) out.push(source(`motive:${k}`, [], [m[k]]));
  if (m?.postingText?.trim())
    out.push(
      source(
        'posting',
        postingDuties(m.postingText).map((d) => d.text),
        [m.postingText],
      ),
    );
  const t = req.target;
  if (t)
    out.push(
      source(
        'target',
        [t.companyName, roleName(t.postingTitle, t.companyName), t.industry],
        [t.postingTitle],
      ),
    );
  return out;
}

// ---- words ----

const KO_ENDINGS = (
  '했습니다 였습니다 었습니다 았습니다 겠습니다 습니다 합니다 입니다 됩니다 이었고 였고 했으며 했는데 했지만 하면서 ' +
  '에서부터 에서는 에서도 에서의 에게서 으로서 으로는 으로도 이라는 이라고 이라면 라는 라고 ' +
  '하며 하고 하여 해서 했고 했던 하던 하는 하기 하게 하지 하도록 한다 했다 되는 되어 되었 되고 된 ' +
  '에서 으로 로서 로는 로도 에게 까지 부터 처럼 보다 이며 이고 와의 과의 에는 에도 으며 이나 만의 들을 들이 들의 들 ' +
  '은 는 이 가 을 를 과 와 의 에 도 로 만 며 고 해 한 했 할 던 게 지 서 어 아 여 면 야'
).split(' ');

/** The endings by their last character, each list in KO_ENDINGS' order (the first that fits wins). */
const KO_ENDINGS_BY_LAST = new Map<string, string[]>();
for (const e of KO_ENDINGS)
  KO_ENDINGS_BY_LAST.set(e.slice(-1), [...(KO_ENDINGS_BY_LAST.get(e.slice(-1)) ?? []), e]);
/** Stems already cut (a check cuts the same words again and again); cleared when it grows large. */
const STEMS_KO = new Map<string, string>();

export function stemKo(word: string): string {
  const kept = STEMS_KO.get(word);
  if (kept !== undefined) return kept;
  let w = word;
  for (let pass = 0; pass < 2; pass++) {
    const end = KO_ENDINGS_BY_LAST.get(w.slice(-1))?.find(
      (e) => w.endsWith(e) && [...w].length - [...e].length >= 1,
    );
    if (!end) break;
    w = w.slice(0, -end.length);
  }
  if (STEMS_KO.size >= 50_000) STEMS_KO.clear();
  STEMS_KO.set(word, w);
  return w;
}

export function stemEn(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?<=\w{3})(?:ing|ed|es|s|ly)$/, '');
}

// ---- motives, plans and lessons (ADR 0038) ----

export type StatedKind = 'motive' | 'plan' | 'lesson';
const STATED: Record<'ko' | 'en' | 'id', [StatedKind, RegExp][]> = {
  ko: [
    ['lesson', /배웠|깨달|알게 되었|교훈|배운 것/],
    ['motive', /지원(?:했|하게|한 이유|을 결정)|기여하고 싶|하고 싶|끌렸|매력을 느|이유입니다|동기/],
    ['plan', /겠습니다|계획입니다|목표입니다|포부/],
  ],
  en: [
    ['lesson', /\b(?:I learned|I have learned|taught me|the lesson|I realized)\b/i],
    [
      'motive',
      /\b(?:I applied|I am applying|I'm applying|drawn to|I want to|I would like to|the reason I)\b/i,
    ],
    ['plan', /\b(?:I will|I'll|I plan|I aim|my goal|in my first year|within (?:one|two|three|\d) years?)\b/i],
  ],
  id: [
    ['lesson', /\b(?:saya belajar|pelajaran|saya menyadari)\b/i],
    ['motive', /\b(?:saya melamar|ingin (?:bergabung|membantu|berkontribusi)|tertarik|alasan saya)\b/i],
    ['plan', /\b(?:saya akan|rencana saya|tujuan saya|tahun pertama)\b/i],
  ],
};

/** Whether a sentence states a motive, a plan or a lesson of the member (null: none of these). */
export function statedKind(sentence: string, lang: 'ko' | 'en' | 'id'): StatedKind | null {
  return STATED[lang].find(([, re]) => re.test(sentence))?.[0] ?? null;
}

/** The sources a stated motive, plan or lesson may be traced to: the member's own field for it. */
export function statedSources(kind: StatedKind, req: Pick<TraceRequest, 'profile' | 'motives'>): Source[] {
  const m = req.motives;
  const fromMember = (['whyIndustry', 'whyCompany', 'whyJob', 'plan'] as const)
    .filter((k) => m?.[k]?.trim())
    .map((k) => source(`motive:${k}`, [], [m![k]]));
  // A lesson comes from an episode's lesson or meaning (or a reason in which the member states one).
  if (kind === 'lesson')
    return [
      ...(req.profile.sections.episodes ?? []).map((e, i) =>
        source(`episode:${i}`, [], [e.learned, e.shows, e.myPart]),
      ),
      ...fromMember,
    ];
  // A reason and a plan are both the member's stated intent: either field may hold the sentence.
  const refs = ['whyIndustry', 'whyCompany', 'whyJob', 'plan'] as const;
  const out = refs.filter((k) => m?.[k]?.trim()).map((k) => source(`motive:${k}`, [], [m![k]]));
  // A plan may link to the posting's duty the member pasted ("공고의 '…' 업무에서 …").
  if (kind === 'plan' && m?.postingText?.trim())
    out.push(
      source(
        'posting',
        postingDuties(m.postingText).map((d) => d.text),
        [m.postingText],
      ),
    );
  return out;
}
