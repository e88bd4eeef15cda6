// Line-level helpers: clean lines, table cells, inline parts, "label: value" pairs, paragraphs.
import { withFigureDashSeparators } from './figure-dash-separator';
import { isDuration, joinDateCells, joinSplitPeriods } from './dates';
import { withoutBracketedDuration } from './bracketed-duration';
import { joinColonLabelLine } from './colon-label-lines';
import { hangulOrdinalHead } from './hangul-ordinal-heads';
import { rewriteHistoryTable } from './history-table';
import { glueParticles, unitAfterNumber } from './particle-spacing';
import { COLUMN_WORDS, PERSON_LABELS, key } from './vocabulary';
import { isCopyrightLine } from './copyright-line';
import { isPrintStrip } from './print-strip';
import { isExportStrip, isGeneratedNote } from './portal-export-chrome';
import { koreanWordWrapped } from './korean-word-wrap';

/**
 * Lines ready to parse: NFC, odd spaces made plain, runs of 2+ spaces turned into a cell break (tab),
 * page numbers, durations and row numbers dropped, periods broken over two rows joined.
 */
export function prepareLines(text: string): string[] {
  const raw = text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .split(/\r\n?|\n|\f/)
    .map((line) =>
      line
        .replace(/[\u00a0\u2000-\u200a\u202f\u3000]/g, ' ')
        .replace(/ {2,}/g, '\t')
        .replace(/[ ]*\t[\t ]*/g, '\t')
        .replace(/^[\t ]+|[\t ]+$/g, ''),
    )
    // "Name ‒ Issuer" in Noto Sans KR: a spaced figure dash is an en dash (figure-dash-separator.ts).
    .map(withFigureDashSeparators)
    .filter((line) => !isPageNumber(line) && !isTypedRule(line) && !isCopyrightLine(line) && !isPrintStrip(line))
    // A portal's export strip and its "generated from the profile" note (portal-export-chrome.ts).
    .filter((line) => !isExportStrip(line) && !isGeneratedNote(line))
    .map(withoutDurations)
    .map((line) => (line === null ? null : withoutBracketedDuration(line)))
    .filter((line): line is string => line !== null);
  // A history table's month cell beside a year cell spanning rows ("02 | 중앙대학교 … 졸업") is read
  // before a row's leading number is taken for a row number.
  const lines = rewriteHistoryTable(raw)
    .map(withoutRowNumber)
    .map(joinColonLabelLine)
    .flatMap(hangulOrdinalHead)
    .map(joinSpreadLabel)
    .map(joinDateCells);
  return joinSplitPeriods(lines);
}

/**
 * The time served written in a cell of its own beside a period or a heading ("2020.09 ~ 현재" over
 * "(4년 3개월)" in a date column, "경력 | (총 6년 5개월)") is dropped; a line of nothing else goes.
 */
function withoutDurations(line: string): string | null {
  if (!line) return line;
  const row = line.split('\t');
  const kept = row.filter((c) => !isDuration(c));
  if (kept.length === row.length) return line;
  return kept.length > 0 ? kept.join('\t') : null;
}

/**
 * A two- or three-syllable label spread over its cell's width ("성      명", "주      소", as a Korean form
 * justifies its labels): each syllable came out a cell of its own ("성 | 명 | 배성훈"). Leading one-syllable
 * cells that spell a known label are that label's one cell.
 */
function joinSpreadLabel(line: string): string {
  const row = line.split('\t');
  let n = 0;
  while (n < row.length && n < 4 && /^\p{Script=Hangul}$/u.test(row[n].trim())) n++;
  if (n < 2 || n >= row.length) return line;
  const label = row.slice(0, n).join('');
  if (!PERSON_LABELS.has(key(label)) && !COLUMN_WORDS.has(key(label))) return line;
  return [label, ...row.slice(n)].join('\t');
}

/**
 * A table row's number cell ("1 | SMA Negeri 3 | IPA | 2011 – 2014", "No | Jenjang | …") names no
 * field: it is dropped, so that the row's first cell is its first field.
 */
function withoutRowNumber(line: string): string {
  const row = line.split('\t');
  if (row.length < 3 || !/^(?:\d{1,2}\.?|no\.?|번호|순번)$/i.test(row[0].trim())) return line;
  return row.slice(1).join('\t');
}

/**
 * A rule typed as text under a heading or between parts of a plain-text resume ("=======", "-------",
 * "_____", "~~~~", "* * *"): a line of one repeated rule character (three or more) and nothing else.
 */
export function isTypedRule(line: string): boolean {
  return /^([=\-_~*#+─━═])(?:\s?\1){2,}$/u.test(line.trim());
}

function isPageNumber(line: string): boolean {
  return /^(?:-\s*\d{1,3}\s*-|(?:page|halaman|페이지)?\s*\d{1,3}\s*(?:\/|of|dari)\s*\d{1,3}|(?:page|halaman)\s+\d{1,3})$/i.test(
    line,
  );
}

export const isBlank = (line: string) => line.trim() === '';

/** Table cells of a line (tab separated); a lone dash is an empty cell. */
export function cells(line: string): string[] {
  return line.split('\t').map((c) => (/^[-–—]$/.test(c.trim()) ? '' : c.trim()));
}

const INLINE_SEPARATOR = /\s+[·•▪∙—]\s+|(?<!\d)\s+\/\s+(?!\d)|\s*[|｜]\s*/;

/** The pieces of a line: its cells, each split at inline separators ( · , | , — , / ). Empty pieces dropped. */
export function parts(line: string): string[] {
  return cells(line)
    .flatMap((cell) => cell.split(INLINE_SEPARATOR))
    .map((p) => p.trim())
    .filter(Boolean);
}

/** "Label: value" (or "Label：value") where the label is in the given vocabulary. */
export function labelled<T>(text: string, vocabulary: Map<string, T>): { label: T; value: string } | null {
  const match = text.match(/^\s*([^:：\t]{1,32}?)\s*[:：]\s*(.*)$/);
  if (!match) return null;
  const found = vocabulary.get(key(match[1].replace(/\s*\([^)]*\)\s*$/, '')));
  return found === undefined ? null : { label: found, value: match[2].trim() };
}

/** A label alone ("Address") followed by its value in the next cell. */
export function labelCell<T>(text: string, vocabulary: Map<string, T>): T | null {
  const whole = vocabulary.get(key(text));
  if (whole !== undefined) return whole;
  // A label with its qualifier in brackets ("성명(한글)", "직위(직급)"): the label before them, as labelled() reads it.
  const qualified = text.match(/^(.+?)\s*[(（][^)）]*[)）]$/u);
  const bare = qualified ? vocabulary.get(key(qualified[1])) : undefined;
  if (bare !== undefined) return bare;
  // A header naming one column twice ("Nama Sekolah / Perguruan Tinggi", "부서 / 직위"): the label its
  // known names agree on.
  const parts = text.split(/\s+\/\s+/);
  if (parts.length < 2 || parts.length > 3) return null;
  const known = [...new Set(parts.map((p) => vocabulary.get(key(p))).filter((v) => v !== undefined))];
  return known.length === 1 ? (known[0] as T) : null;
}

const BULLET = /^\s*(?:[•·▪∙◦●○■□▶▷►▸‣\-–*✓✔]|\d{1,2}[.)])\s+/;

export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, '');

const ABBREVIATION =
  /(?:\b(?:inc|corp|co|ltd|llc|jr|sr|st|dr|no|dept|univ|tbk|plc|pte|bhd)\.|(?:\b\p{L}\.){2,4})["”’)]?$/iu;

/** Ends like a sentence (a full stop that is not an abbreviation like "Corp.", or a Korean sentence ending). */
export function endsSentence(line: string): boolean {
  const t = line.trim();
  if (/(?:니다|습니다|했다|였다|이다)$/.test(t)) return true;
  if (!/[.!?。]["”’)]?$/.test(t)) return false;
  return !ABBREVIATION.test(t);
}

/** Short, not a sentence, not a label line: a name, a title, a heading-like line. */
export function isTitleLike(line: string, { colon = false } = {}): boolean {
  const t = line.trim();
  if (!t || t.length > 70 || endsSentence(t) || isBullet(t)) return false;
  if (!colon && /^[^:：]{1,32}[:：]\s*\S/.test(t)) return false;
  return t.split(/\s+/).length <= 10;
}

const KOREAN_PARTICLE_START = /^(?:을|를|은|는|의|에|에서|에게|으로|로|와|과|까지|부터)(?=[\s,.]|$)/;
/** A polite or plain sentence ending alone before the sentence's stop ("니다.", "습니다.", "다."). */
const KOREAN_ENDING_START = /^(?:습니다|니다|다)(?=[.!?]|$)/u;

/** Lines of running text joined back into paragraphs: wrapped lines with a space, bullets on new lines. */
export function joinParagraph(lines: string[]): string {
  const out: string[] = [];
  for (const raw of lines) {
    const line = glueParticles(raw.replace(/\t/g, ' ').trim());
    if (!line) continue;
    const last = out.length - 1;
    if (last < 0 || isBullet(line)) out.push(line);
    // A number at a line's end over its unit ("4" / "시간 10분에서 …"): one word.
    else if (unitAfterNumber(out[last], line)) out[last] += line;
    else if (/\p{L}-$/u.test(out[last])) out[last] += line;
    // A Korean line broken inside a word: the next line opens with the word's particle ("완료율" / "을 …",
    // "35%" / "에서 …", "API" / "의 …").
    else if (/[\p{L}\d%)\]]$/u.test(out[last]) && KOREAN_PARTICLE_START.test(line)) out[last] += line;
    // A sentence's ending cut from its verb ("옮겼습" / "니다."): an ending never opens a word.
    else if (/[가-힣]$/u.test(out[last]) && KOREAN_ENDING_START.test(line)) out[last] += line;
    // A Korean word cut inside ("조" / "율", "백그라운" / "드로 …"): korean-word-wrap.ts.
    else if (koreanWordWrapped(out[last], line)) out[last] += line;
    else out[last] += ` ${line}`;
  }
  return out.join('\n').trim();
}

/**
 * Trim, collapse inner whitespace, and drop wrapping punctuation left over from cutting, and a heading
 * mark before a value ("■ 삼성전기 | …": the company is "삼성전기").
 */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:·|/–—■□▣◼◾◆◇▶▷►★☆-]+|[\s,;:·|/–—-]+$/g, '')
    .trim();
}

/** A name cell's script marker ("(한글) 장민혁", "(영문) Jang Minhyeok", "(국문)", "(한자)"): no part of the name. */
export const withoutScriptMark = (text: string) =>
  text.replace(/^\s*[(（[]\s*(?:한글|국문|한자|영문|English|Korean|Hangul)\s*[)）\]]\s*/iu, '');
