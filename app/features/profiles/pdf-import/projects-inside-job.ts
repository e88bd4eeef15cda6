// A job's own projects under a sub-label inside it: "[주요 프로젝트]", "주요 프로젝트", "Key projects:", "Selected
// projects:", "Proyek utama:". The sub-label reads as a projects heading, so every later job became a project
// named after its head; the next line shaped like the job's own head (the same mark or numbering, or the same
// cells with the period in the same one) is the next job's head and returns to the works.
import { isBracketedLabel } from './company-after-projects';
import { findPeriod } from './dates';
import { cells } from './text';

const HEAD_MARK = /^\s*([■□▶▷►◆◇●○▣◼◾])\s*[^\s■□▶▷►◆◇●○▣◼◾]/u;
const HEAD_NUMBER = /^\s*\d{1,2}([.)])\s+\S/u;
/** A projects label narrowed to the job's own: a word before it ("주요", "Key", "Selected") or a colon after it. */
const QUALIFIED =
  /^\s*(?:(?:주요|수행|참여|대표)\s*프로젝트|(?:key|selected|notable|major|main)\s+projects?|proyek\s+(?:utama|terpilih))\s*[:：]?\s*$/iu;
const RUN_IN = /^\s*[^\t:：]{2,30}[:：]\s*$/u;

/** Whether a projects heading's line is a sub-label inside a job rather than a section's title. */
export const isProjectsSubLabel = (line: string) =>
  isBracketedLabel(line) || QUALIFIED.test(line) || RUN_IN.test(line);

/** The shape of a job's head: its mark or numbering, else its cells with the one the period fills; null if plain. */
export function headShape(line: string): string | null {
  if (!findPeriod(line)) return null;
  const mark = HEAD_MARK.exec(line)?.[1];
  if (mark) return `mark ${mark}`;
  const number = HEAD_NUMBER.exec(line)?.[1];
  if (number) return `number ${number}`;
  const row = cells(line);
  const at = row.findIndex((c) => findPeriod(c) && c.replace(/[\d\s.~–—\-/()]/g, '').length <= 12);
  return row.length >= 2 && at >= 0 ? `cells ${row.length} ${at}` : null;
}

/** A numbered head's count: "2. 대원산업 (…)" → 2. */
const countOf = (line: string) => Number(/^\s*(\d{1,2})/u.exec(line)?.[1] ?? NaN);

/**
 * Whether a line under a projects sub-label `label` is the next job's head, by the works lines' first head (the
 * first line with a period): the next count of numbered heads ("2." after "1."), or, under a run-in or bracketed
 * label only, a head of the same mark or cells. A titled "주요 프로젝트" section after the jobs lists "▶ Name |
 * period" or "Name | period" entries shaped like the jobs, which stay projects. Null when nothing tells.
 */
export function jobHeadUnder(label: string, worksLines: string[]): ((line: string) => boolean) | null {
  if (!isProjectsSubLabel(label)) return null;
  const heads = worksLines.filter((l) => findPeriod(l));
  const shape = heads.length > 0 ? headShape(heads[0]) : null;
  if (shape === null) return null;
  if (shape.startsWith('number')) {
    const next = Math.max(...heads.filter((h) => headShape(h) === shape).map(countOf)) + 1;
    return (line) => headShape(line) === shape && countOf(line) === next;
  }
  if (!RUN_IN.test(label) && !isBracketedLabel(label)) return null;
  return (line) => headShape(line) === shape;
}
