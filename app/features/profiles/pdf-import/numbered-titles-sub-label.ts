// A 경력기술서 whose section titles are numbered ("1. 경력 상세", "2. 학력", "3. 자격 및 어학") sets a bare
// "프로젝트" inside a company's block, over the projects done there. Unnumbered among numbered titles, it is a
// sub-label, no section: the next company's head returns to the works. A company's head is told from a
// project's, both "Name ⇥ period", by the time served after its period ("2014.03 – 2018.06 (4년 4개월)"), which
// a project's period lacks. Read as a section, every later company became a project named after it.
import { isDuration } from './dates';
import { headShape } from './projects-inside-job';
import { cells } from './text';

const NUMBERED = /^\s*\d{1,2}\s*[.)]\s*\S/u;

/** Whether two lines or more that open sections are numbered (given the lines that open sections). */
export const titlesNumbered = (titles: string[]) => titles.filter((t) => NUMBERED.test(t)).length >= 2;

/** A period cell closed by the time served: "2018.07 – 현재 (8년 5개월)". */
function servedAfterPeriod(line: string): boolean {
  return cells(line).some((c) => {
    const tail = /[(（[]([^()（）[\]]+)[)）\]]\s*$/u.exec(c);
    return !!tail && isDuration(tail[1]);
  });
}

/**
 * Under an unnumbered projects title among numbered ones, in a works section whose first head (its first line
 * with a period) carries the time served: a line shaped like that head, the time served after its period too,
 * is the next company's head. Null when the title is numbered or the heads carry no time served.
 */
export function servedHeadUnder(title: string, worksLines: string[]): ((line: string) => boolean) | null {
  if (NUMBERED.test(title)) return null;
  const head = worksLines.find((l) => headShape(l) !== null);
  if (!head || !servedAfterPeriod(head)) return null;
  const shape = headShape(head);
  return (line) => headShape(line) === shape && servedAfterPeriod(line);
}
