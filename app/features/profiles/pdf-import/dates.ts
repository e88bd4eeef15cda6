// Dates and periods as resumes write them: 2019.03, 2019-03, 2019/03, 2019. 3., 2019년 3월, 03/2019,
// March 2019, 12 Maret 2019, 2019-03-15, 15.03.2019; periods joined by ~ - – — to s.d. sampai, with
// 현재 / 재직중 / 재학중 / Present / Sekarang (or nothing) as an open end.

export type DateToken = {
  index: number;
  length: number;
  raw: string;
  year: string;
  month: number;
  day: number;
};
export type Period = { start: string; end: string; open: boolean; index: number; length: number };

// prettier-ignore
const MONTHS: Record<string, number> = {
  jan: 1, january: 1, januari: 1, feb: 2, february: 2, februari: 2, mar: 3, march: 3, maret: 3,
  apr: 4, april: 4, may: 5, mei: 5, jun: 6, june: 6, juni: 6, jul: 7, july: 7, juli: 7,
  aug: 8, august: 8, agu: 8, agt: 8, ags: 8, agustus: 8, sep: 9, sept: 9, september: 9,
  oct: 10, october: 10, okt: 10, oktober: 10, nov: 11, november: 11, dec: 12, december: 12, des: 12, desember: 12,
};
const MONTH_NAME = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const YEAR = '(?:19|20)\\d{2}';

const DATE_SOURCES = [
  // 2019년 3월 (15일)
  `${YEAR}\\s*년(?:\\s*\\d{1,2}\\s*월)?(?:\\s*\\d{1,2}\\s*일)?`,
  // 15 March 2019, March 2019, March 15, 2019, Mar. 2019
  `(?<![\\p{L}\\d])(?:\\d{1,2}\\s+)?${MONTH_NAME}\\.?,?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?${YEAR}(?!\\d)`,
  // 15.03.2019, 15/03/2019, 15-03-2019
  `(?<![\\d.])\\d{1,2}[./-]\\d{1,2}[./-]${YEAR}(?!\\d)`,
  // 03/2019, 3.2019
  `(?<![\\d.])(?:0?[1-9]|1[0-2])[./-]${YEAR}(?!\\d)`,
  // 2019.03(.15), 2019. 3., 2019-03(-15), 2019/03(/15), 2019
  `(?<![\\d.])${YEAR}(?:\\.\\s?\\d{1,2}(?!\\d)(?:\\.\\s?\\d{1,2}(?!\\d))?\\.?|-\\d{1,2}(?!\\d)(?:-\\d{1,2}(?!\\d))?|\\/\\d{1,2}(?!\\d)(?:\\/\\d{1,2}(?!\\d))?)?(?![\\d])`,
];
const DATE = new RegExp(DATE_SOURCES.map((s) => `(?:${s})`).join('|'), 'giu');

export const OPEN_END =
  /^(?:현재(?:\s*까지)?|재직\s*중|재학\s*중|진행\s*중|근무\s*중|present|now|current(?:ly)?|ongoing|today|to date|sekarang|saat ini|kini|hingga kini|sampai sekarang)/i;
// A figure dash (U+2012) joins a period too: Noto Sans KR's en dash reads back as one (issue 37 round 14).
const SEPARATOR = /^\s*(?:~|-|–|‒|—|→|to|until|till|s\.?\s?d\.?|sampai(?:\s+dengan)?|hingga)\s*/i;

/** Every date in a line, in order. A bare year counts (callers decide whether they want it). */
export function findDates(text: string): DateToken[] {
  const out: DateToken[] = [];
  for (const match of text.matchAll(DATE)) {
    const parsed = parseDate(match[0]);
    if (parsed) out.push({ index: match.index ?? 0, length: match[0].length, raw: match[0], ...parsed });
  }
  return out;
}

/** Year, month (0 when absent) and day (0 when absent) of one date as written. */
export function parseDate(raw: string): { year: string; month: number; day: number } | null {
  const text = raw.trim().toLowerCase();
  const year = text.match(/(?:19|20)\d{2}/)?.[0];
  if (!year) return null;
  let month = 0;
  let day = 0;
  const named = text.match(new RegExp(MONTH_NAME, 'u'));
  const korean = text.match(/년\s*(\d{1,2})\s*월(?:\s*(\d{1,2})\s*일)?/);
  if (korean) {
    month = Number(korean[1]);
    day = Number(korean[2] ?? 0);
  } else if (named && /[a-z]/.test(text)) {
    month = MONTHS[named[0]] ?? 0;
    day = Number(
      text
        .replace(named[0], ' ')
        .replace(year, ' ')
        .match(/\d{1,2}/)?.[0] ?? 0,
    );
  } else if (text.startsWith(year)) {
    const [m, d] = text.slice(4).match(/\d{1,2}/g) ?? [];
    month = Number(m ?? 0);
    day = Number(d ?? 0);
  } else {
    const parts = text.slice(0, text.indexOf(year)).match(/\d{1,2}/g) ?? [];
    if (parts.length === 2) {
      day = Number(parts[0]);
      month = Number(parts[1]);
    } else month = Number(parts[0] ?? 0);
  }
  if (month < 0 || month > 12 || day < 0 || day > 31) return null;
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY.MM', or 'YYYY' when the month is not known. */
export function yearMonth(date: { year: string; month: number }): string {
  return date.month ? `${date.year}.${pad(date.month)}` : date.year;
}

/** 'YYYY-MM-DD' for a full date, 'YYYY.MM' for a month, 'YYYY' for a year. */
export function issueDate(date: { year: string; month: number; day: number }): string {
  if (date.month && date.day) return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  return yearMonth(date);
}

/** The first period in a line: two dates joined by a separator, or a date followed by an open end. */
export function findPeriod(text: string): Period | null {
  const dates = findDates(text);
  for (let i = 0; i < dates.length; i++) {
    const from = dates[i];
    const afterFrom = from.index + from.length;
    const rest = text.slice(afterFrom);
    const separator = rest.match(SEPARATOR)?.[0] ?? '';
    const after = rest.slice(separator.length);
    const next = dates[i + 1];
    if (separator && next && next.index === afterFrom + separator.length) {
      return period(from, yearMonth(next), false, next.index + next.length);
    }
    const open = (separator ? after : rest.replace(/^ +/, '')).match(OPEN_END)?.[0];
    if (open) return period(from, '', true, afterFrom + rest.indexOf(open) + open.length);
    // "2020.03 ~" closing a cell or the line: still going.
    if (/^[ ]*[~\-–‒—][ ]*(?:$|\t)/.test(rest)) {
      return period(from, '', true, afterFrom + separator.trimEnd().length);
    }
  }
  return null;

  function period(from: DateToken, end: string, open: boolean, until: number): Period {
    return { start: yearMonth(from), end, open, index: from.index, length: until - from.index };
  }
}

/** The text without the given span, with the gap tidied. */
export function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`
    .replace(/[ ]{2,}/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .trim();
}

/** Birth year and month (no leading zero) from a value like '1998.03', '1998년 3월', 'March 1998', 'Jakarta, 12 Maret 1998'. */
export function parseBirth(text: string): { birthYear: string; birthMonth: string } | null {
  const date = findDates(text).find((d) => d.month > 0) ?? findDates(text)[0];
  if (!date) return null;
  return { birthYear: date.year, birthMonth: date.month ? String(date.month) : '' };
}

export const DURATION_UNITS = String.raw`(?:\d{1,2}(?:[.,]\d)?\s*(?:년|개월|years?|yrs?\.?|months?|mos?\.?|tahun|thn\.?|bulan|bln\.?)\s*)+`;
const DURATION = new RegExp(
  String.raw`^[(（\[]?\s*(?:총|total|sekitar|±|about)?\s*${DURATION_UNITS}(?:근무|재직)?\s*[)）\]]?$`,
  'i',
);

/**
 * A length of time written beside a period or a heading: "(4년 3개월)", "총 6년", "(2 yrs 3 mos)",
 * "1 tahun 6 bulan". It names no field of its own.
 */
export function isDuration(text: string): boolean {
  return DURATION.test(text.trim());
}

/**
 * A period broken over two rows of a narrow date column ("2021. 03 ~" over "현재", "2012. 03 ~" over
 * "2016. 02", "Jul 2016 – Feb" over "2020"), as tab-separated lines: the end goes back after its
 * start, and the row it sat in keeps its other cells (a row left empty goes). Joined, the two pieces
 * must make one period and nothing else, ending no earlier than it starts.
 */
export function joinSplitPeriods(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const row = out[i].split('\t');
    const next = out[i + 1].split('\t');
    const first = row[0].trim();
    const cell = next[0].trim();
    if (!cell || findDates(first).length === 0 || findPeriod(cell)) continue;
    const own = findPeriod(first);
    if (own && !/[~\-–‒—]$/.test(first)) continue;
    const joined = `${first} ${cell}`;
    const period = findPeriod(joined);
    if (!period || period.index !== 0 || period.length !== joined.length) continue;
    if (!period.open && period.end.padEnd(7, '.00') < period.start.padEnd(7, '.00')) continue;
    row[0] = joined;
    out[i] = row.join('\t');
    if (next.length > 1) out[i + 1] = next.slice(1).join('\t');
    else out.splice(i + 1, 1);
  }
  return out;
}

/** A cell that is only the word for "now" (the end column of a job still held). */
const NOW_CELL = /^(?:현재|재직\s*중|근무\s*중|present|now|current|sekarang|saat ini)$/iu;

/**
 * Two cells side by side that are each one date, the second not before the first ("Mar 2018" |
 * "Feb 2022"), are one period whose dash the PDF did not carry (a glyph taken from a fallback font
 * without its text): they are joined into "Mar 2018 – Feb 2022". So are a date and a cell that only
 * says "now" under merged start and end columns ("2020.09" | "재직중" → "2020.09 – 재직중").
 */
export function joinDateCells(line: string): string {
  const row = line.split('\t');
  for (let i = 0; i + 1 < row.length; i++) {
    const a = row[i].trim();
    const b = row[i + 1].trim();
    const whole = (cell: string) => {
      const dates = findDates(cell);
      return dates.length === 1 && dates[0].length === cell.length && dates[0].month > 0;
    };
    // Two bare years a few apart, in order: the start and end columns under a merged "Tahun" header.
    const years = /^(?:19|20)\d{2}$/.test(a) && /^(?:19|20)\d{2}$/.test(b) && +b - +a >= 0 && +b - +a <= 8;
    const now = whole(a) && NOW_CELL.test(b);
    if (!years && !now && (!whole(a) || !whole(b))) continue;
    const period = findPeriod(`${a} – ${b}`);
    if (!period || (period.open && !now) || (!now && period.end < period.start)) continue;
    row.splice(i, 2, `${a} – ${b}`);
  }
  return row.join('\t');
}
