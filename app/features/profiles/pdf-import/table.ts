// Table header rows ("기간 | 회사명 | 직위 | 담당업무", "취득일 | 자격증명 | 발급기관"): a row whose
// every cell is a column title is a header, never an entry. Recognised by vocabulary, so any
// order or choice of columns works.
import { findDates, findPeriod } from './dates';
import { cells } from './text';
import { COLUMN_WORDS, key } from './vocabulary';

/** A cell without letter spacing ("기 간" → "기간"). */
const unspaced = (cell: string) => (/^(?:\S )+\S$/u.test(cell) ? cell.replace(/ /g, '') : cell);

/**
 * True when the line is a table header row: two or more cells, each a column title; or three or
 * more short cells without a digit, at least two thirds of them column titles ("Period | Company |
 * Position | Main duties": a title the vocabulary lacks does not make the header an entry).
 */
export function isHeaderRow(line: string): boolean {
  const row = cells(line).map(unspaced);
  if (row.length < 2 || row.some((c) => c === '')) return false;
  // Two titles in one cell ("취득일 / 점수", "부서 / 직위", "발행처 · 기관"): a title when one of them is.
  const known = row.filter(
    (c) =>
      COLUMN_WORDS.has(key(c)) ||
      COLUMN_WORDS.has(key(withoutQualifier(c))) ||
      c.split(/\s*[/·・]\s*/u).some((p) => p && COLUMN_WORDS.has(key(p))),
  ).length;
  if (known === row.length) return true;
  return row.length >= 3 && known * 3 >= row.length * 2 && row.every((c) => c.length <= 24 && !/\d/.test(c));
}

/** The field each column of a header row stands for (null for a column the vocabulary has no field for). */
export function headerColumns<T>(line: string, vocabulary: Map<string, T>): (T | null)[] | null {
  if (!isHeaderRow(line)) return null;
  return cells(line).map((c) => columnOf(unspaced(c), vocabulary));
}

/** A title without its qualifier in brackets ("직위(직급)" → "직위", "점수(등급)" → "점수"). */
export const withoutQualifier = (title: string) => title.replace(/^(.+?)\s*[(（][^)）]*[)）]$/u, '$1');

/**
 * A column's field: its title's, or for two titles in one cell ("부서 / 직위", "소속·직급") the one field
 * they name (a title the vocabulary has no field for, as 부서, adds none; two different fields give none).
 */
function columnOf<T>(title: string, vocabulary: Map<string, T>): T | null {
  const whole = vocabulary.get(key(title)) ?? vocabulary.get(key(withoutQualifier(title)));
  if (whole != null) return whole;
  const parts = title.split(/\s*[/·・]\s*|\s+(?:및|and|dan)\s+/u).filter(Boolean);
  if (parts.length < 2) return null;
  const fields = new Set(parts.map((p) => vocabulary.get(key(p))).filter((f): f is T => f != null));
  return fields.size === 1 ? [...fields][0] : null;
}

/**
 * A header drawn over two rows, as a browser prints it: a merged title ("기간", "재직기간") over its
 * columns ("입학 | 졸업", "시작 | 종료"), the titles spanning both rows vertically centred between them.
 * The text then comes out as three lines — the merged title alone, the spanning titles, the columns
 * under the merged title — and the rows below have as many cells as the last two lines together (or one
 * for the merged columns when their start and end read as one period). They
 * become one header row: the merged title once for each of its columns, placed first when the rows
 * below open with dates (the period on the left), else last.
 */
export function joinStackedHeaders(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const joined = stackedAt(lines, i);
    if (!joined) {
      out.push(lines[i]);
      continue;
    }
    out.push(joined.header);
    i = joined.last;
  }
  return out;
}

function stackedAt(lines: string[], i: number): { header: string; last: number } | null {
  const title = unspaced(lines[i].trim());
  if (title.includes('\t') || !COLUMN_WORDS.has(key(title))) return null;
  const next = (from: number) => {
    let j = from + 1;
    while (j < lines.length && lines[j].trim() === '') j++;
    return j < lines.length ? j : -1;
  };
  const a = next(i);
  const b = a >= 0 ? next(a) : -1;
  const data = b >= 0 ? next(b) : -1;
  if (data < 0 || !isHeaderRow(lines[a]) || !isHeaderRow(lines[b]) || isHeaderRow(lines[data])) return null;
  const spanning = cells(lines[a]);
  const under = cells(lines[b]);
  const row = cells(lines[data]);
  if (under.length >= spanning.length) return null;
  // The start and end cells may already read as one period ("2009.03 – 2012.02"): one column then.
  const dated = findDates(row[0]).length > 0;
  const period = findPeriod(dated ? row[0] : row[row.length - 1]);
  const width =
    row.length === spanning.length + under.length
      ? under.length
      : period && row.length === spanning.length + 1
        ? 1
        : 0;
  if (width === 0) return null;
  const merged = Array.from({ length: width }, () => title);
  const header = dated ? [...merged, ...spanning] : [...spanning, ...merged];
  return { header: header.join('\t'), last: b };
}
