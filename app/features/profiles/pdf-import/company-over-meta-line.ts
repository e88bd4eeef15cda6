// A note app's page export heads each job with the company as a heading over ONE grey meta line, the period
// first and the rest set apart by dots ("(주)한결소프트" over "2021.03 ~ 현재 · 플랫폼팀 · 백엔드 개발자"). A job's
// own project TABLE under a bold "주요 프로젝트" reads as a projects heading, so every later job became a project
// named after its company. Under such a table, a line over a meta line — the shape the works opened with — is
// the next job's head and returns to the works. Projects written as lines, not a table, stay projects.
import { findPeriod } from './dates';
import { isHeaderRow } from './table';

/** "2021.03 ~ 현재 · 플랫폼팀 · 백엔드 개발자": a period first, then pieces after a dot or a bar, in one cell. */
export function isMetaLine(line: string | undefined): boolean {
  const text = line?.trim() ?? '';
  const period = findPeriod(text);
  if (!period || period.index > 1 || text.includes('\t')) return false;
  return /^\s*[)\]）]?\s*[·•|｜]\s*\S/u.test(text.slice(period.index + period.length));
}

/** A heading line of a job: short, one cell, no period. */
const isHeadLine = (line: string | undefined) => {
  const text = line?.trim() ?? '';
  return text.length > 0 && text.length <= 40 && !text.includes('\t') && !findPeriod(text);
};

const nextFilled = (lines: string[], from: number) => lines.slice(from).find((l) => l.trim() !== '');

/** Whether the works lines open with a head over a meta line. */
export function opensWithHeadOverMeta(worksLines: string[]): boolean {
  const at = worksLines.findIndex((l) => l.trim() !== '');
  return at >= 0 && isHeadLine(worksLines[at]) && isMetaLine(nextFilled(worksLines, at + 1));
}

/**
 * Under a projects sub-label inside such works: whether `line`, with `next` the line after it, is the next
 * job's head — once the projects read so far hold a table's header row.
 */
export function headOverMetaUnder(worksLines: string[]) {
  if (!opensWithHeadOverMeta(worksLines)) return null;
  return (line: string, next: string | undefined, projectLines: string[]) =>
    projectLines.some(isHeaderRow) && isHeadLine(line) && isMetaLine(next);
}
