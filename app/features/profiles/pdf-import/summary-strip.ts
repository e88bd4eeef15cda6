// A job portal's summary strip at the top of its export: a row of labels, two or more of them section titles
// ("학력 | 경력 | 희망연봉 | 희망근무지", "경력 | 학력 | 희망직무 | 자격증"), over one row of as many short values ("대학교(4년)
// 졸업 | 8년 4개월 | 면접 후 결정 | …"). It repeats what the sections say: its first cell opens no section and its
// values are no entry. A row of section titles over dated or long cells (sections set side by side), or over
// more than one row (a table: "기술 | 사용 경력 | 숙련도" over a row per skill), is no strip.
import { findDates } from './dates';
import { cells } from './text';

const labelsOf = (line: string) => cells(line).filter(Boolean);

/** Whether the line is a strip's label row: three cells or more, short and without figures, naming two sections. */
function isLabelRow(line: string, kindOf: (text: string) => string | null): boolean {
  const row = labelsOf(line);
  if (row.length < 3 || row.some((c) => c.length > 12 || /\d/.test(c))) return false;
  const kinds = new Set(row.map(kindOf).filter((k) => k && k !== 'other'));
  return kinds.size >= 2;
}

/** Whether the line is the values under a label row of `count` cells: as many short cells (or one less), no dates. */
function isValueRow(line: string, count: number, kindOf: (text: string) => string | null): boolean {
  const row = labelsOf(line);
  return (
    // A cell less: an empty value is not printed, and a time served ("5년 2개월") may be read apart.
    (row.length === count || row.length === count - 1) &&
    row.every((c) => c.length <= 24 && findDates(c).length === 0 && !kindOf(c))
  );
}

/** The indices of the lines of summary strips: each label row, the value row under it and the blank lines between. */
export function summaryStripLines(lines: string[], kindOf: (text: string) => string | null): Set<number> {
  const out = new Set<number>();
  lines.forEach((line, i) => {
    if (!isLabelRow(line, kindOf)) return;
    let next = i + 1;
    while (next < lines.length && !lines[next].trim()) next++;
    if (next >= lines.length || !isValueRow(lines[next], labelsOf(line).length, kindOf)) return;
    // One row of values: a second one under it makes the rows a table ("기술 | 사용 경력 | 숙련도" over skills).
    let after = next + 1;
    while (after < lines.length && !lines[after].trim()) after++;
    if (after < lines.length && isValueRow(lines[after], labelsOf(line).length, kindOf)) return;
    for (let k = i; k <= next; k++) out.add(k);
  });
  return out;
}
