// A project written as a toggle (a Notion page's open toggle, a builder's collapsible card): the toggle's
// triangle before the name, read back as a list mark ("• 지하철 도착 알림 위젯"); its period on a line of
// its own under the name, in grey ("2022.05 ~ 2022.09"); and a property row whose label stands in a cell
// of its own before the tools written as chips ("Stack | Kotlin | Glance"). The mark is no part of the name,
// the period (which a project has no field for) no part of the description, and the label no tool: the row
// is read as the labelled line it is ("Stack: Kotlin, Glance").
import { OPEN_END, cut, findDates } from './dates';
import { stripBullet, tidy } from './text';
import { PROJECT_LABELS, key } from './vocabulary';

export function toggleEntry(lines: string[]): string[] {
  return lines.flatMap((line, i) => {
    if (i === 0) return [stripBullet(line)];
    if (isPeriodOnly(line)) return [];
    return [labelledChipRow(line) ?? line];
  });
}

/** A line of nothing but a period or a date ("2022.05 ~ 2022.09", "Mar 2021 – Present"). */
function isPeriodOnly(line: string): boolean {
  const dates = findDates(line);
  if (dates.length === 0) return false;
  const rest = tidy(dates.reduceRight((t, d) => cut(t, d.index, d.length), line))
    .replace(/[~\-–—()]/g, ' ')
    .trim();
  const open = rest.match(OPEN_END)?.[0] ?? '';
  return rest.length === open.length;
}

/** "Stack | Kotlin | Glance": a technologies label in its own cell, then one or more short cells. */
function labelledChipRow(line: string): string | null {
  const row = line.split('\t').map((c) => c.trim());
  if (row.length < 2 || PROJECT_LABELS.get(key(row[0])) !== 'technologies') return null;
  const chips = row.slice(1);
  const chip = (c: string) => c.length > 0 && c.length <= 32 && !/[.!?。]$/.test(c) && !findDates(c).length;
  return chips.every(chip) ? `${row[0]}: ${chips.join(', ')}` : null;
}
