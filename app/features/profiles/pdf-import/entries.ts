// Cuts a section's lines into entries (one school, one job, one project, ...).
import { continuesList } from './list-after-head-lines';
import { findPeriod } from './dates';
import { stripContacts } from './contacts';
import { isLabelledEntryHead } from './labelled-entry-head';
import { cells, isBlank, isTitleLike, endsSentence, isBullet } from './text';
import { isPositionLine } from './position-line-after-head';
import { isDashedHead } from './dashed-head';
import { opensWithDutyLabel } from './duty-label';

/**
 * A line that carries an entry's period where headers carry it: the whole line, its first or last
 * cell, or its start or end (not a date inside running text).
 */
export function periodLine(line: string) {
  const text = stripContacts(line).text;
  const period = findPeriod(text);
  if (!period) return null;
  const inOwnCell = cells(text).some((c) => {
    const p = findPeriod(c);
    return p && p.index <= 2 && c.length - (p.index + p.length) <= 12;
  });
  const atEdge = period.index <= 2 || text.length - (period.index + period.length) <= 12;
  return inOwnCell || atEdge || text.length <= 80 ? period : null;
}

type Block = { lines: string[]; anchor: number };

/** A line that states a grade: "학점 3.6/4.5", "GPA 3.8/4.0", "IPK 3,52". */
const GRADE_LINE = /(?:학점|평점|GPA|IPK)\s*[:：]?\s*\d[.,]\d{1,2}\s*\/\s*\d[.,]\d{1,2}/i;

/**
 * Entries anchored on period lines. Lines above the first period line of an entry (up to two, like
 * "Company" over "Position  2020.03 - 2022.02") belong to it; when entries are laid out that way, the
 * title lines at the end of one entry are handed to the next. Blank lines end an entry that has its
 * period; short undated lines before a blank line wait for the period that follows.
 */
export function datedEntries(lines: string[], isAnchor: (line: string) => boolean = (l) => !!periodLine(l)) {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current && current.lines.length > 0) blocks.push(current);
    current = null;
  };
  // A blank line after a dated entry closes it unless bullets follow: a word processor's paragraph
  // spacing sets a gap between a job's header and its list, and a bullet is never an entry's start.
  let gap = false;
  for (const line of lines) {
    if (isBlank(line)) {
      gap = true;
      continue;
    }
    const held: Block | null = current;
    // Its list, the title lines under the head before it allowed (list-after-head-lines.ts).
    const bullets = (b: Block) => continuesList(b.lines.slice(b.anchor + 1), line);
    // A school's grade line set apart under it ("졸업 · 학점 3.6/4.5"): the grade of that school.
    const grade = (b: Block) => b.lines.length === b.anchor + 1 && GRADE_LINE.test(line) && line.length <= 40;
    // The position labelled right under the head ("부서/직위 : …" after a gap, position-line-after-head.ts).
    const position = (b: Block) => b.lines.length === b.anchor + 1 && isPositionLine(line);
    if (gap && held && !(held.anchor >= 0 && (bullets(held) || grade(held) || position(held))))
      if (held.anchor >= 0 || held.lines.length > 2) close();
    gap = false;
    if (!isAnchor(line)) {
      current ??= { lines: [], anchor: -1 };
      current.lines.push(line);
      continue;
    }
    const block: Block | null = current;
    const head = block && block.anchor < 0;
    if (
      block &&
      head &&
      // "School, Town — Degree title" longer than a title, and the degree's wrap under it (dashed-head.ts).
      // A line of labelled duties ("담당업무 …") is the job above's, never a title of the next (duty-label.ts).
      ((block.lines.length <= 2 &&
        block.lines.every((l) => (isTitleLike(l) || isDashedHead(l)) && !opensWithDutyLabel(l))) ||
        isLabelledEntryHead(block.lines))
    ) {
      block.anchor = block.lines.length;
      block.lines.push(line);
      continue;
    }
    const handed: string[] = block && block.anchor >= 0 ? titleTail(block) : [];
    close();
    current = { lines: [...handed, line], anchor: handed.length };
  }
  close();
  return blocks.map((b) => b.lines);
}

/** The previous entry's last lines when they look like the title lines of the next one. */
function titleTail(block: Block): string[] {
  // An entry headed by its dated line hands on its last line when that is a title after a bullet
  // ("• Built the pricing model." / "Network Engineer" / "PT XL Axiata Tbk | 2019 – 2021").
  if (block.anchor === 0) {
    const [before, last] = block.lines.slice(-2);
    if (
      block.lines.length < 3 ||
      !isBullet(before) ||
      isBullet(last) ||
      !isTitleLike(last) ||
      periodLine(last)
    )
      return [];
    block.lines.pop();
    return [last];
  }
  const n = block.anchor;
  if (block.lines.length - n <= block.anchor) return [];
  const tail = block.lines.slice(-n);
  if (!tail.every((l) => isTitleLike(l))) return [];
  const before = block.lines[block.lines.length - n - 1];
  if (before !== undefined && !endsSentence(before) && !isBullet(before) && block.lines.length - n - 1 > n)
    return [];
  block.lines.splice(block.lines.length - n, n);
  return tail;
}

/** Entries without periods (projects): a blank line ends one, and so does a line the caller says starts one. */
export function titledEntries(lines: string[], startsEntry: (line: string, entry: string[]) => boolean) {
  const entries: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (current.length > 0) entries.push(current);
      current = [];
      continue;
    }
    if (current.length > 0 && startsEntry(line, current)) {
      entries.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) entries.push(current);
  return entries;
}
