// Two skill lists one under the other with a blank line between them (a Europass CV's "Job-related skills"
// row over its "Digital skills" row, each a comma list): the first list's last skill had no comma after it,
// so the next list was read as its wrapped rest ("Class approval NAPA Steel"). A wrapped list never leaves a
// blank line inside it: a line after a blank line opens a list of its own.
import { isBlank } from './text';

/** For each written line (blank lines left out), whether a blank line stands before it. */
export function afterGaps(lines: string[]): boolean[] {
  const out: boolean[] = [];
  let gap = false;
  for (const line of lines) {
    if (isBlank(line)) {
      gap = out.length > 0;
      continue;
    }
    out.push(gap);
    gap = false;
  }
  return out;
}
