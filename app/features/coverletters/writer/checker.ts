// Runs on every finished text, whatever wrote it: length within limits, the right language, and no
// company, school, certificate, number or date that the profile, the target or the question lacks.
import { countText, measure, type LimitType, type TextCounts } from '../counting';
import { factCorpus, factTerms } from './facts';
import { checkStyle, type StyleFinding } from './style';
import { latinLanguage, scriptCounts, sentenceEnds } from './text';
import { traceLetter, type TracedSentence } from './trace';
import type { CoverLetterRequest, Lang } from '~/integrations/ai/types';

export type LetterCheck = {
  /** The length by the letter's limit type. */
  length: number;
  withinLength: boolean;
  languageOk: boolean;
  unsupported: string[];
  counts: TextCounts;
  limitType: LimitType;
  /** Under the minimum: what the resume should gain for a fuller letter (keys of `quality.advice.*`). */
  advice: string[];
  style: StyleFinding[];
  /** Each sentence with the resume entry it comes from, 'connective', or null (untraced). */
  sentences: TracedSentence[];
  /** How many sentences make a claim about the applicant that no resume entry supports. */
  untraced: number;
  /** The length (UTF-16) of the text the sentence ranges belong to. */
  checkedLength: number;
};

export function checkLetter(
  text: string,
  req: Pick<
    CoverLetterRequest,
    'lang' | 'minLetter' | 'maxLetter' | 'profile' | 'target' | 'culture' | 'question' | 'limitType'
  >,
): LetterCheck {
  const limitType = req.limitType ?? 'with-spaces';
  const length = measure(text, limitType);
  const facts = checkFacts(text, req);
  return {
    length,
    withinLength: length >= req.minLetter && length <= req.maxLetter,
    languageOk: languageMatches(text, req.lang),
    unsupported: facts.unsupported,
    counts: countText(text),
    limitType,
    advice: length < req.minLetter ? adviceFor(req.profile.sections) : [],
    style: checkStyle(text, req.lang === 'ko' ? 'ko' : 'en', factTerms(req)),
    sentences: facts.sentences,
    untraced: facts.untraced,
    checkedLength: facts.checkedLength,
  };
}

/**
 * The facts part of the check, for any text (a member's edit included): names and figures the resume
 * lacks, and each sentence traced to its resume entry, with the length of the text the ranges belong to.
 */
export function checkFacts(
  text: string,
  req: Pick<CoverLetterRequest, 'lang' | 'profile' | 'culture' | 'motives'> & {
    target: CoverLetterRequest['target'] | null;
    question: { text: string } | null;
  },
): Pick<LetterCheck, 'unsupported' | 'sentences' | 'untraced' | 'checkedLength'> {
  const corpus = factCorpus(req);
  const trace = traceLetter(text, req, (sentence) => findUnsupported(sentence, corpus));
  return {
    unsupported: findUnsupported(text, corpus),
    sentences: trace.sentences,
    untraced: trace.untraced,
    checkedLength: text.length,
  };
}

/** What a short letter's resume lacks, most useful first. */
function adviceFor(s: CoverLetterRequest['profile']['sections']): string[] {
  const out: string[] = [];
  const described = s.works.filter((w) => w.achievements.trim()).length;
  if (described < s.works.length || !s.works.length) out.push('achievements');
  if (!/\d/.test(s.works.map((w) => w.achievements).join(' '))) out.push('figures');
  if (!s.projects.some((p) => p.projectDescription.trim())) out.push('projects');
  if (!s.skills.length) out.push('skills');
  return out.length ? out : ['more'];
}

/** Korean: mostly Hangul. English: mostly Latin letters, and English rather than Indonesian. */
export function languageMatches(text: string, lang: Lang | 'id'): boolean {
  const { hangul, latin } = scriptCounts(text);
  if (hangul + latin === 0) return false;
  // A Hangul syllable carries about as much as two or three Latin letters.
  if (lang === 'ko') return hangul >= latin * 0.5;
  if (latin / (hangul + latin) < 0.85) return false;
  const detected = latinLanguage(text);
  return detected === null || detected === lang;
}

// ---- length ----

export type FitResult = { text: string; length: number; trimmed: boolean; underMin: boolean };

/** Trims to at most `max` (by the limit type) at the last sentence end that fits; says when under `min`. */
export function fitLengthInfo(
  text: string,
  min: number,
  max: number,
  type: LimitType = 'with-spaces',
): FitResult {
  let out = text.normalize('NFC').trim();
  let trimmed = false;
  if (measure(out, type) > max) {
    const cps = [...out];
    const end = sentenceEnds(out)
      .filter((e) => measure(cps.slice(0, e).join('').trimEnd(), type) <= max)
      .pop();
    if (end) out = cps.slice(0, end).join('').trimEnd();
    else {
      // No sentence fits: cut at the last space that fits.
      let n = cps.length;
      while (n > 0 && measure(cps.slice(0, n).join(''), type) > max) n--;
      const head = cps.slice(0, n).join('');
      const space = head.lastIndexOf(' ');
      out = (space > 0 ? head.slice(0, space) : head).trimEnd();
    }
    trimmed = true;
  }
  const length = measure(out, type);
  return { text: out, length, trimmed, underMin: length < min };
}

export const fitLength = (text: string, min: number, max: number, type: LimitType = 'with-spaces'): string =>
  fitLengthInfo(text, min, max, type).text;

// ---- facts ----

const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ');

const MONTHS: Record<string, number> = {};
[
  'january february march april may june july august september october november december',
  'jan feb mar apr may jun jul aug sep oct nov dec',
  'januari februari maret april mei juni juli agustus september oktober november desember',
].forEach((list) => list.split(' ').forEach((m, i) => (MONTHS[m] = i + 1)));
const MONTH_RE = Object.keys(MONTHS).join('|');

const DATE_PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string | undefined] }[] = [
  { re: /(?<!\d)(\d{4})[.\-/](\d{1,2})(?:[.\-/](\d{1,2}))?(?![\d])/g, parts: (m) => [m[1], m[2], m[3]] },
  { re: /(\d{4})년\s?(\d{1,2})월(?:\s?(\d{1,2})일)?/g, parts: (m) => [m[1], m[2], m[3]] },
  {
    re: new RegExp(`\\b(?:(\\d{1,2})\\s+)?(${MONTH_RE})\\.?\\s+(?:(\\d{1,2}),\\s+)?(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[4], String(MONTHS[m[2].toLowerCase()]), m[1] ?? m[3]],
  },
];

function dates(text: string) {
  const found: { raw: string; key: string; start: number; end: number }[] = [];
  for (const { re, parts } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const [y, mo, d] = parts(m as RegExpExecArray);
      if (+mo < 1 || +mo > 12) continue;
      const key = `${+y}-${+mo}` + (d ? `-${+d}` : '');
      found.push({ raw: m[0], key, start: m.index!, end: m.index! + m[0].length });
    }
  }
  return found;
}

const numberKey = (s: string) => String(Number(s.replace(/,/g, '')));

function numbers(text: string) {
  const found: { raw: string; key: string; percent: boolean; start: number }[] = [];
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*(\s?(?:%|퍼센트|percent|persen))?/gi)) {
    const raw = m[0].replace(/\s?(?:%|퍼센트|percent|persen)$/i, '');
    found.push({ raw: m[0].trim(), key: numberKey(raw), percent: !!m[1], start: m.index! });
  }
  return found;
}

/** Allowed numbers, percentages and dates read from the corpus. */
function allowedFigures(corpus: string) {
  const nums = new Set<string>();
  const percents = new Set<string>();
  const dateKeys = new Set<string>();
  for (const n of numbers(corpus)) {
    nums.add(n.key);
    if (n.percent) percents.add(n.key);
  }
  for (const d of dates(corpus)) {
    dateKeys.add(d.key);
    dateKeys.add(d.key.split('-').slice(0, 2).join('-'));
    nums.add(d.key.split('-')[0]); // the year alone ("in 2021"); a month is no licence for any small number
  }
  return { nums, percents, dateKeys };
}

// Korean names with a known suffix or prefix; particles after them are stripped before the lookup.
const KO_ENTITIES = [
  /[가-힣A-Za-z0-9]+(?:대학교|대학원|고등학교|중학교|초등학교)/g,
  /\(주\)\s?[가-힣A-Za-z0-9&]+/g,
  /[가-힣A-Za-z0-9&]+\(주\)/g,
  /주식회사\s?[가-힣A-Za-z0-9&]+/g,
  /[가-힣A-Za-z0-9]+(?:산업기사|기사|기능사|기술사)(?=[^가-힣]|$|[을를은는이가과와의에도로])/g,
  /[가-힣A-Za-z0-9()]+\s?자격증/g,
];
const KO_GENERIC = new Set([
  '관련',
  '여러',
  '다양한',
  '해당',
  '국가',
  '이',
  '그',
  '두',
  '세',
  '신문기사',
  '운전기사',
]);
const PARTICLES = (
  '에서라면 에서처럼 에서부터 에서는 에서도 에서의 에게서 으로서 으로는 이라면 이라는 에서 로서 로는 으로 에게 에는 에도 ' +
  '이었습니다 였습니다 입니다 이었고 였고 이에요 예요 ' +
  '라면 라는 처럼 보다 까지 부터 이며 이고 이나 와의 과의 만의 로 에 의 은 는 이 가 을 를 과 와 도 만 며 나'
).split(' ');

/** Leading words that start sentences rather than names ("At Acme Inc." → "Acme Inc."). */
const COMMON = new Set(
  (
    'i my me the a an at in on as with for from to by during since before after when while through across beyond besides ' +
    'both this that these those our your their his her it its we they he she and but so also then today now here there ' +
    'what why how which who where dear thank thanks sincerely hello hi every each working joining applying having being ' +
    'looking over under outside along alongside between among within without into about around of not only even just ' +
    'still already recently later first second finally lastly next if because although though whether once until like ' +
    'unlike via mr ms mrs dr yours kind best regards respectfully moreover furthermore likewise meanwhile beside ' +
    'whenever however wherever above all ' +
    // Indonesian sentence starters
    'saya kami saat sejak selama pernah ingin lulusan menguasai memiliki berpengalaman keahlian menempuh bekerja sebagai di dan dari untuk dengan pada ' +
    Object.keys(MONTHS).join(' ')
  ).split(/\s+/),
);
const ABBREV_DOT = /^(?:Inc|Corp|Co|Ltd|Jr|Sr|St)\.$/;

/** Runs of capitalised words ("Lumen Health Inc.", "University of Seoul"), as possible names. */
function capitalisedNames(text: string): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length && COMMON.has(run[0].toLowerCase().replace(/\.$/, ''))) run.shift();
    while (run.length && run[run.length - 1] === 'of') run.pop();
    if (run.length >= 2) out.push(run.join(' '));
    run = [];
  };
  // Brackets and quotes separate names: "“Red Dot Award”(2019)" → "Red Dot Award", "2019".
  const spaced = text.replace(/[“”"‘()[\]{}«»「」『』]|’(?![a-z])/g, ' ¦ ');
  for (const raw of spaced.split(/\s+/)) {
    if (/^[("“‘'[]/.test(raw)) flush(); // an opening bracket or quote starts a new name
    let word = raw.replace(/^[("“‘'[]+/, '');
    const hangulTail = /[가-힣]/.test(word);
    word = word.replace(/[가-힣].*$/, '');
    // A name never runs on past punctuation or a sentence end (a dot after "Inc." included).
    const ends = hangulTail || /[,;:!?.)"”’\]–—]$/.test(word);
    let core = word.replace(/[,;:!?)"”’\]–—]+$/, '');
    if (!ABBREV_DOT.test(core)) core = core.replace(/\.+$/, '').replace(/'s$/, '');
    const capital = /^[A-Z]/.test(core) || (run.length > 0 && /^\d+$/.test(core));
    if (core === 'I')
      flush(); // the pronoun, not part of a name ("Whenever I")
    else if (capital) run.push(core);
    else if (core === 'of' && run.length) run.push(core);
    else flush();
    if (ends) flush();
  }
  flush();
  return out;
}

function supported(candidate: string, corpus: string): boolean {
  const c = norm(candidate).trim();
  if (!c) return true;
  if (corpus.includes(c)) return true;
  if (corpus.includes(c.replace(/\.$/, ''))) return true;
  return PARTICLES.some(
    (p) => c.endsWith(p) && c.length > p.length && corpus.includes(c.slice(0, -p.length)),
  );
}

/** Names, numbers, percentages and dates in `text` that the corpus does not contain. */
export function findUnsupported(text: string, corpusText: string): string[] {
  const corpus = norm(corpusText);
  const { nums, percents, dateKeys } = allowedFigures(corpusText);
  const bad = new Set<string>();

  const found = dates(text);
  for (const d of found) if (!dateKeys.has(d.key)) bad.add(d.raw);
  const inDate = (i: number) => found.some((d) => i >= d.start && i < d.end);
  for (const n of numbers(text)) {
    if (inDate(n.start)) continue;
    const ok = n.percent ? percents.has(n.key) : nums.has(n.key);
    if (!ok) bad.add(n.raw);
  }

  for (const re of KO_ENTITIES) {
    for (const m of text.matchAll(re)) {
      const name = m[0].replace(/\s?자격증$/, '').trim();
      if (!name || KO_GENERIC.has(name)) continue;
      if (!supported(name, corpus)) bad.add(stripParticle(name));
    }
  }
  for (const name of capitalisedNames(text)) if (!supported(name, corpus)) bad.add(name);
  return [...bad];
}

function stripParticle(s: string): string {
  const p = PARTICLES.find((x) => s.endsWith(x) && s.length > x.length + 1);
  return p ? s.slice(0, -p.length) : s;
}
