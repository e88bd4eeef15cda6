// A school's head ("University of Glasgow | 2012 – 2016") and its degree line ("Master of Arts in Hispanic
// Studies") set apart by a paragraph's margin: read in blocks, the degree line became a second school without a
// school. A blank line between a school head with a period and a degree line (no period, no school word) goes.
import { findPeriod } from './dates';
import { isBlank } from './text';
import { SCHOOL_WORDS } from './vocabulary';

/** A line that opens with a degree's name: "Master of Arts in …", "B.Sc. Nursing", "MBA, Finance". */
const DEGREE_FIRST =
  /^(?:bachelor|master|doctor|associate)(?:['’]s)?\b|^(?:B\.?A|B\.?S\.?c?|B\.?Eng|M\.?A|M\.?S\.?c?|M\.?Eng|MBA|Ph\.?D)\.?(?=[\s,])/iu;

const isDegreeLine = (line: string) =>
  DEGREE_FIRST.test(line.trim()) && !findPeriod(line) && !SCHOOL_WORDS.test(line);
const isSchoolHead = (line: string) => SCHOOL_WORDS.test(line) && !!findPeriod(line);

/** The education lines without a blank between a school head and its degree line under it. */
export function withoutGapBeforeDegree(lines: string[]): string[] {
  return lines.filter(
    (line, i) => !(isBlank(line) && i > 0 && isSchoolHead(lines[i - 1]) && isDegreeLine(lines[i + 1] ?? '')),
  );
}
