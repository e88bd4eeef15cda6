// A word processor's list of dated lines in one table cell (certificates, languages, awards, each a
// paragraph with its date on a right tab stop: "물류관리사 — 한국산업인력공단 | 2017.08" over
// "빅데이터분석기사 — 한국데이터산업진흥원 | 2021.12"): the lines under the first have no text under the
// row's label cell, so they were taken for the wrapped rest of the first line's cells and all the
// lines of the cell became one ("… 물류관리사 … 빅데이터분석기사 … | 2017.08 2021.12"). A date never wraps
// into another date: a date under a date is the next row's.
import { findDates, findPeriod } from './dates';

/** Text that is one date or one whole period and nothing else ("2021.12", "Mar 2019 – Jul 2021", "2020.09 ~ 현재"). */
export function isWholeDate(text: string): boolean {
  const t = text.trim();
  // "2019.03 ~" stops at its joiner: the rest of its period follows on the next line.
  if (!t || /[-–—~]$/u.test(t)) return false;
  const period = findPeriod(t);
  if (period && period.index === 0 && period.index + period.length >= t.length - 1) return true;
  const dates = findDates(t);
  return dates.length === 1 && dates[0].index === 0 && dates[0].index + dates[0].length >= t.length - 1;
}

/** A cell's text under a cell's text in one column, both a whole date: two rows, never one wrapped cell. */
export const stackedDates = (above: string, below: string): boolean =>
  isWholeDate(above) && isWholeDate(below);
