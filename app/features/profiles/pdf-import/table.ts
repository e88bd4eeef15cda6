// Table header rows ("기간 | 회사명 | 직위 | 담당업무", "취득일 | 자격증명 | 발급기관"): a row whose
// every cell is a column title is a header, never an entry. Recognised by vocabulary, so any
// order or choice of columns works.
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
  const known = row.filter((c) => COLUMN_WORDS.has(key(c))).length;
  if (known === row.length) return true;
  return row.length >= 3 && known * 3 >= row.length * 2 && row.every((c) => c.length <= 24 && !/\d/.test(c));
}

/** The field each column of a header row stands for (null for a column the vocabulary has no field for). */
export function headerColumns<T>(line: string, vocabulary: Map<string, T>): (T | null)[] | null {
  if (!isHeaderRow(line)) return null;
  return cells(line).map((c) => vocabulary.get(key(unspaced(c))) ?? null);
}
