// Dated lines stacked in one cell, each closing with its date after a comma, a dash or a bracket ("Chartered
// Engineer (CEng) – Royal Institution of Naval Architects, March 2019" over "Offshore Survival Training – OPITO,
// November 2017", a Europass CV's certificates beside their label): the second line was taken for the wrapped
// rest of the first, and the two certificates became one. A line that closes with its own date is an item of
// its own: a date-closed line under a date-closed line is the next row's.
import { findDates } from './dates';

/** Text closing with a date set apart from a name before it (", March 2019", " – 2015", "(Jun 2022)"). */
export function closesWithDate(text: string): boolean {
  const t = text.trim().replace(/[).\]]+$/u, '');
  const dates = findDates(t);
  const last = dates[dates.length - 1];
  if (!last || last.index + last.length < t.length) return false;
  const before = t.slice(0, last.index);
  return before.replace(/[\s,–—(-]+$/u, '').length >= 6 && /[,–—(-]\s*$/u.test(before);
}

/** A cell's line under a cell's line, each closing with its own date: two rows, never one wrapped cell. */
export const stackedDatedLines = (above: string, below: string): boolean =>
  closesWithDate(above) && closesWithDate(below);
