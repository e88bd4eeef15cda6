// Table header rows ("기간 | 회사명 | 직위 | 담당업무", "취득일 | 자격증명 | 발급기관"): a row whose
// every cell is a column title is a header, never an entry. Recognised by vocabulary, so any
// order or choice of columns works.
import { cells } from './text';
import { COLUMN_WORDS, key } from './vocabulary';

/** A cell without letter spacing ("기 간" → "기간"). */
const unspaced = (cell: string) => (/^(?:\S )+\S$/u.test(cell) ? cell.replace(/ /g, '') : cell);

/** True when the line is a table header row: two or more cells, each a column title. */
export function isHeaderRow(line: string): boolean {
  const row = cells(line).map(unspaced);
  return row.length >= 2 && row.every((c) => c !== '' && COLUMN_WORDS.has(key(c)));
}

/** The field each column of a header row stands for (null for a column the vocabulary has no field for). */
export function headerColumns<T>(line: string, vocabulary: Map<string, T>): (T | null)[] | null {
  if (!isHeaderRow(line)) return null;
  return cells(line).map((c) => vocabulary.get(key(unspaced(c))) ?? null);
}
