// A job site's career row in three columns: the period over the time served on the left, the company over
// "team · grade · role" in the middle, a "담당업무" label over the duties on the right. Read row by row it gives
// "2018.10 ~ 재직중 | 한화… | 담당업무" over "8년 2개월 | 엔진설계팀 · 선임 · 파트원 | - 항공기 …": the label became
// the position and the team line joined the duties. Here the head row's last cell, a duties label alone,
// goes; in the row under it a first cell that is only the time served goes, and its first other cell (the team and
// title) and the cells after it (the duties) become lines of their own.
import { isDuration } from './dates';
import { isLoneDutyLabel } from './duty-label';
import { periodLine } from './entries';
import { cells } from './text';

/** The work lines with such head rows and the rows under them set straight. */
export function withDurationRowsSplit(lines: string[]): string[] {
  const out: string[] = [];
  let head = false;
  for (const line of lines) {
    const row = cells(line);
    if (periodLine(line) && row.length >= 3 && isLoneDutyLabel(row[row.length - 1])) {
      out.push(row.slice(0, -1).join('\t'));
      head = true;
      continue;
    }
    // The time served may already be gone (read with the period); the cells are split all the same.
    if (head && row.length >= 2) out.push(...(isDuration(row[0]) ? row.slice(1) : row));
    else out.push(line);
    head = false;
  }
  return out;
}
