// Two columns side by side, an entry's head on the left (the company or school in bold, its period under
// it) and what it did on the right (the team and role, then a list): a Notion page's columns, a builder's
// "dates left" card. Read in rows, the period's line carries the right column's first list item
// ("2021.04 ~ 재직 중 | • 대여 화면을 …"), so the item became part of the period's line and was lost from
// the list. A row whose first cell is a period and nothing else, and whose next cell opens a list item,
// is two lines: the period, then the item (with the cells after it, the rest of its text).
import { findPeriod } from './dates';
import { isBullet } from './text';

export function periodBesideBullet(line: string): string[] {
  const row = line.split('\t');
  if (row.length < 2 || !isBullet(row[1])) return [line];
  const head = row[0].trim();
  const period = findPeriod(head);
  if (!period || period.index !== 0 || period.length < head.length - 1) return [line];
  return [head, row.slice(1).join('\t')];
}
