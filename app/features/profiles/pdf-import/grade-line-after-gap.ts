// "GPA: 3.71/4.00 · Honors: …" set under the degree line with a paragraph's margin: the grade line is the
// school's above, not an entry of its own. The blank line before a line that opens with a grade label goes.
import { isBlank } from './text';

/** A line that opens with a grade's label and a figure ("GPA: 3.7", "IPK 3,45 / 4,00", "학점 4.0/4.5"). */
const GRADE_LINE = /^\s*(?:c?gpa|ipk|학점|평점)\s*[:：]?\s*\d/iu;

/** The lines without a blank one between an entry and its grade line under it. */
export function withoutGapBeforeGrade(lines: string[]): string[] {
  return lines.filter(
    (line, i) => !(isBlank(line) && i > 0 && !isBlank(lines[i - 1]) && GRADE_LINE.test(lines[i + 1] ?? '')),
  );
}
