// A certificate grid with a grade column (종류 | 등급 | 취득일 | 발행처): "컴퓨터활용능력 | 2급 | 2016.08.05 | 대한상공회의소".
// The grade in its own cell was read as the issuer. A cell right after the name that is only a grade goes with the
// name ("컴퓨터활용능력 2급"), as a member writes it; a dash for no grade is dropped as before.
import { cells } from './text';

/** A grade alone: "2급", "1 급", "특급", "Level 3". */
const GRADE = /^(?:\d\s*급|특급|level\s*\d)$/iu;

/** The row with a grade cell after the name joined to it; the line as it was otherwise. */
export function withGradeJoined(line: string): string {
  const row = cells(line);
  if (row.length < 3 || !GRADE.test(row[1].trim()) || GRADE.test(row[0].trim())) return line;
  return [`${row[0].trim()} ${row[1].trim()}`, ...row.slice(2)].join('\t');
}
