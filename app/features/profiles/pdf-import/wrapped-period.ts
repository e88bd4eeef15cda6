// A period cut by a cell's wrap (layout.ts's rows): the rest of "2021년 4월 ~" on the line under it, left or
// right aligned in a narrow date column, or centred under it in a table whose short columns are centred.
import { inCellColumn } from './centred-cell-rest';

type Cell = { x: number; right: number; text: string; size: number };
type Line = { y: number; bottom: number; size: number; cells: Cell[] };

/**
 * A period that wrapped in a narrow date column: the row's first cell stops inside the period
 * ("2021년 4월 ~ 2021년", "Mar 2019 –") and the line under it starts, in the same column and at the
 * spacing of lines inside a cell, with the period's short rest ("12월", "현재", "2021.12").
 */
export function wrappedPeriod(row: Line, line: Line): boolean {
  if (row.cells.length < 2 || line.cells.length === 0) return false;
  const [cell, under] = [row.cells[0], line.cells[0]];
  // In the same column: aligned left, or right (a date column set flush right).
  const aligned = Math.abs(cell.x - under.x) <= 2 || Math.abs(cell.right - under.right) <= 2;
  if (!aligned || Math.abs(cell.size - under.size) > 0.5) return false;
  if (row.bottom - line.y > Math.max(row.size, line.size) * 1.5) return false;
  const first = cell.text.trim();
  const rest = under.text.trim();
  if (rest.length > 14 || under.right > row.cells[1].x + 1) return false;
  const open = /\d.*[-–—~]$/u.test(first) && PERIOD_REST.test(rest);
  const year = /\d.*[-–—~]\s*\d{4}\s*년?$/u.test(first) && /^\d{1,2}\s*월$/u.test(rest);
  // Korean line-breaking may part a month's digits from "월" ("2021년 12" over "월").
  const month = /\d.*[-–—~]\s*\d{4}\s*년\s*\d{1,2}$/u.test(first) && rest === '월';
  return open || year || month || brokeBeforeJoiner(first, rest) || partedWord(first, rest);
}

/**
 * A period broken before its joiner: "2022년 6월" over "~ 재직중", "~ 2022년 5" (with "월" under it),
 * "September 2015" over "– Juli 2017". The dash that opens the rest is the period's, no list bullet.
 */
export function brokeBeforeJoiner(first: string, rest: string): boolean {
  const tail = rest.replace(/^[-–—~]\s*/u, '');
  return (
    tail !== rest &&
    /(?:\d{4}\s*년\s*\d{1,2}\s*월|\d{4}[./-]\s?\d{1,2}\.?|\d{4}\s*년?)$/u.test(first) &&
    !/[-–—~]/u.test(first) &&
    (PERIOD_REST.test(tail) || /^\d{4}\s*년\s*\d{1,2}$/u.test(tail))
  );
}

/** Korean line-breaking may part a word of "now" after the joiner ("2021년 4월 ~ 현" over "재"). */
export function partedWord(first: string, rest: string): boolean {
  const word = /\d.*[-–—~]\s*(\p{Script=Hangul}+)$/u.exec(first)?.[1];
  return !!word && /^\p{Script=Hangul}+$/u.test(rest) && PERIOD_REST.test(word + rest);
}

/** What ends a period after its joiner: a date, a year and month, or "now". */
const PERIOD_REST =
  /^(?:\d{4}(?:[./-]\s?\d{1,2}\.?)?(?:\s*년(?:\s*\d{1,2}\s*월)?)?|\d{1,2}[./]\d{4}|\p{L}{3,9}\.?\s+\d{4}|현재|재직\s*중|진행\s*중|present|now|current|sekarang|saat ini)$/iu;

/**
 * `rest` on the line under `cell`, in its column: left-aligned or centred (centred-cell-rest.ts), or flush right
 * as a date column at the right edge sets it ("Degree, Aston ⇥ 2015 –" over "University ⇥ 2018").
 */
export const restUnder = (cell: Omit<Cell, 'text'>, rest: Omit<Cell, 'text'>) =>
  inCellColumn(cell, rest) || (rest.x > cell.x && Math.abs(cell.right - rest.right) <= 2);

/**
 * The row's cell each of the line's cells continues, when a period cell further on stops at its joiner and
 * its rest stands centred or set under it ("2023.03 ~" over "2025.06"); null otherwise.
 */
export function periodRestCells(row: Line, line: Line): number[] | null {
  const centred = line.cells.map((cell) => row.cells.findIndex((c) => restUnder(c, cell)));
  const periodRest = line.cells.some(
    (cell, i) =>
      centred[i] > 0 &&
      /\d.*[-–—~]$/u.test(row.cells[centred[i]].text.trim()) &&
      PERIOD_REST.test(cell.text.trim()),
  );
  return periodRest ? centred : null;
}
