// "OSHA 511 … for General | Texas A&M Engineering Extension Service," over "Industry | 2016": a two-column
// certificate row whose name and issuer both wrapped. The right cell closing with a comma ("Issuer," then the
// date) says the row goes on; the next row's cells continue the name and the issuer's line. The two rows are one.
import { findDates } from './dates';
import { cells, isBlank } from './text';

/** A continuation's left cell: a few words, no date. */
const SHORT = /^\S+(?:\s+\S+){0,3}$/u;

/** The lines with a wrapped two-cell row joined to the row above it. */
export function withWrappedIssuerRows(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = cells(lines[i]);
    const j = isBlank(lines[i + 1] ?? '') ? i + 2 : i + 1;
    const next = cells(lines[j] ?? '');
    if (
      row.length === 2 &&
      /,\s*$/u.test(row[1]) &&
      next.length === 2 &&
      SHORT.test(next[0]) &&
      findDates(next[0]).length === 0 &&
      findDates(next[1]).length > 0
    ) {
      out.push(`${row[0]} ${next[0]}\t${row[1]} ${next[1]}`);
      i = j;
      continue;
    }
    out.push(lines[i]);
  }
  return out;
}
