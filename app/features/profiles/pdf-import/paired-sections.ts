// Two sections set side by side (a builder's grid: "학력 | 자격증" over rows whose left half is a school
// and right half a licence, then "어학 | 수상"): the line of two headings opens both, and each row is cut
// after the left half's date cell. The left section's lines come first, then the right one's.
import { findDates } from './dates';
import { summaryStripLines } from './summary-strip';
import { headingOf } from './sections';
import { isHeaderRow } from './table';
import { bulletCut } from './paired-bullet-rows';
import { cutUnder, headerCut, type HeaderCut } from './paired-header-row';

const headingPair = (line: string) => {
  const row = line.split('\t').map((c) => c.trim());
  return row.length === 2 && row.every((c) => headingOf(c)) ? row : null;
};

/** Where a row's left half ends: after its first cell that is, or ends with, a date; null when nothing follows. */
function leftEnd(row: string[]): number | null {
  const at = row.findIndex((c) => {
    const dates = findDates(c);
    const last = dates[dates.length - 1];
    return last !== undefined && last.index + last.length >= c.length - 1;
  });
  return at >= 0 && at < row.length - 1 ? at + 1 : null;
}

/** The lines with each pair of side-by-side sections read one after the other. */
export function unpairSections(lines: string[]): string[] {
  const out: string[] = [];
  // A portal's summary strip ("경력 | 학력 | 희망직무" over its values) is no pair of sections (summary-strip.ts).
  const strip = summaryStripLines(lines, (t) => headingOf(t)?.kind ?? null);
  for (let i = 0; i < lines.length; i++) {
    const pair = strip.has(i) ? null : headingPair(lines[i]);
    if (!pair) {
      out.push(lines[i]);
      continue;
    }
    const left = [pair[0]];
    const right = [pair[1]];
    // A header row over both halves ("언어 | 시험 | 점수 | 취득일 | 프로그램 | 수준"): cut after the left
    // half's date column, and rows cut where it is (paired-header-row.ts).
    let header: HeaderCut | null = null;
    let j = i + 1;
    // A table's header row ("언어 | 시험 | …") is no heading, though its first cell may be a heading word.
    const ends = (line: string) =>
      headingPair(line) || (line.trim() && !isHeaderRow(line) && headingOf(line));
    for (; j < lines.length && !ends(lines[j]); j++) {
      const row = lines[j].split('\t');
      header = headerCut(row) ?? header;
      const cut = header ? cutUnder(header, row) : undefined;
      if (cut === 0) {
        right.push(lines[j]);
        continue;
      }
      // Undated halves each opening with a bullet: cut before the second (paired-bullet-rows.ts).
      const end = cut ?? leftEnd(row) ?? bulletCut(row);
      if (end === null) left.push(lines[j]);
      else {
        left.push(row.slice(0, end).join('\t'));
        right.push(row.slice(end).join('\t'));
      }
    }
    if (right.length === 1) {
      out.push(lines[i]);
      continue;
    }
    out.push(...left, '', ...right, '');
    i = j - 1;
  }
  return out;
}
