// A 경력기술서 lists each company as a block: a marked head ("■ LG CNS | 2015. 01. ~ 2019. 08."), its duties, and
// a bracketed sub-label "[주요 프로젝트]" over the projects done there. The sub-label opens the projects, but the
// next company's head, marked like the first, closes them: read on as projects, every later company became a
// project named after it and lost its period, position and duties.
import { findPeriod } from './dates';

/** A label wrapped whole in brackets, alone on its line: "[주요 프로젝트]", "【 프로젝트 】", "< 주요 프로젝트 >". */
const BRACKETED_LABEL = /^\s*(?:\[[^[\]]{1,30}\]|【[^【】]{1,30}】|[<〈《][^<>〈〉《》]{1,30}[>〉》])\s*$/u;
/** The mark a company's head starts with. */
const HEAD_MARK = /^\s*([■□▶▷►◆◇●○▣◼◾])\s*[^\s■□▶▷►◆◇●○▣◼◾]/u;

export const isBracketedLabel = (line: string) => BRACKETED_LABEL.test(line);

/**
 * The mark of the works section's company heads: that of its first line that starts with a mark and holds a
 * period. Null when no line does (the section's entries are unmarked: nothing tells a company's head then).
 */
export function companyHeadMark(worksLines: string[]): string | null {
  for (const line of worksLines) {
    const mark = HEAD_MARK.exec(line)?.[1];
    if (mark && findPeriod(line)) return mark;
  }
  return null;
}

/** Whether a line is the next company's head: the same mark at its start, and a period. */
export function isNextCompanyHead(mark: string, line: string): boolean {
  return HEAD_MARK.exec(line)?.[1] === mark && findPeriod(line) !== null;
}
