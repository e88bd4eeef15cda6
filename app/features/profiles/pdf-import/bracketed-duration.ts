// "Company (2022.03 - 현재 · 4년 9개월)": a design tool's job line puts the period AND the time served in
// one pair of brackets after the company, joined by a middle dot. The time served names no field: it goes,
// so the brackets hold the period alone and the dot no longer splits the line into a false second piece.
import { DURATION_UNITS, findPeriod } from './dates';

const TAIL = new RegExp(String.raw`([(（\[])([^()（）\[\]]+?)\s*[·•|,]\s*(?:총\s*)?${DURATION_UNITS}\s*([)）\]])`, 'giu');

/** The line without a time served after a bracketed period; other brackets (no period inside) stay. */
export function withoutBracketedDuration(line: string): string {
  return line.replace(TAIL, (whole, open: string, inside: string, close: string) =>
    findPeriod(inside) ? `${open}${inside.trim()}${close}` : whole,
  );
}
