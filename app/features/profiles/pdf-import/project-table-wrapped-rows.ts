// A 경력기술서's project table whose first column is the period ("기간 | 프로젝트 | 주요 내용 및 성과"), with cells
// that wrap: the line under a row, its period cell empty, holds the second lines of the other cells (a tools line
// "툴·장비: Lam Flex, JMP" under the name, the outcome's last words "1.7%p 향상"). Read as rows they became
// projects named "1.7%p 향상", and the next company's head ("(주)피앤씨테크 | 2014.03 ~ 2015.12") a project too.
// Here: such a line continues the row above; a line with a period in a later cell ends the table.
import type { Project } from '#db/schema/profiles';
import { findPeriod } from './dates';
import { joinParagraph, tidy } from './text';
import { PROJECT_LABELS, key } from './vocabulary';

type Column = 'name' | 'description' | 'technologies' | null;

/** "툴·장비: Lam Flex, JMP", "사용 기술: Python": the tools under a project's name. */
const TOOLS_LABEL = /^\s*([^:：]{1,12}?)\s*[:：]\s*(\S.*)$/u;
const EQUIPMENT = new Set(['툴', '장비', '툴·장비', '툴/장비', '장비·툴', '사용 장비', '도구·장비'].map(key));

function toolsOf(cell: string): string | null {
  const match = TOOLS_LABEL.exec(cell);
  if (!match) return null;
  const k = key(match[1]);
  return EQUIPMENT.has(k) || PROJECT_LABELS.get(k) === 'technologies' ? tidy(match[2]).replace(/,$/u, '') : null;
}

/** Projects whose tools line stopped at a comma: the next lone cell goes on with it. */
const OPEN_TOOLS = new WeakSet<Project>();

export type WrapStep = 'row' | 'continued' | 'end';

/**
 * What a row under a dated project table is: a row of its own (a period in its first cell), the second lines
 * of the row above (no period anywhere; its cells joined to `last`), or the end of the table (a period in a
 * later cell: the next company's head).
 */
export function wrappedRowStep(row: string[], columns: Column[], last: Project | null): WrapStep {
  if (findPeriod(row[0] ?? '')) return 'row';
  if (row.some((c) => findPeriod(c)) || !last) return 'end';
  // "…, Spotfire," over "OES": a tools list that stopped at a comma goes on.
  if (row.length === 1 && OPEN_TOOLS.has(last)) {
    OPEN_TOOLS.delete(last);
    last.technologiesUsed = `${last.technologiesUsed}, ${tidy(row[0])}`;
    return 'continued';
  }
  // The period cell is empty: the cells are those of the columns after it.
  const rest = columns.slice(columns.length - row.length);
  row.forEach((cell, i) => {
    const tools = toolsOf(cell);
    if (tools) {
      last.technologiesUsed = last.technologiesUsed ? `${last.technologiesUsed}, ${tools}` : tools;
      if (/,\s*$/.test(cell)) OPEN_TOOLS.add(last);
    }
    // "… 5시간" over "에서 2시간으로 단축": a Korean word cut at the wrap is joined back (text.ts).
    else if (rest[i] === 'description')
      last.projectDescription = joinParagraph([last.projectDescription, cell]);
    else if (rest[i] === 'name') last.projectName = tidy(`${last.projectName} ${cell}`);
  });
  return 'continued';
}

/** A caption over a job's project table: "수행 프로젝트", "주요 프로젝트", "참여 프로젝트", "Key projects". */
export const isTableCaption = (line: string) =>
  /^\s*(?:[■□▶▷►◆◇●○•-]\s*)?(?:(?:수행|주요|참여|담당)\s*)?프로젝트(?:\s*(?:이력|내역|경력))?\s*$|^\s*(?:key|major|selected)?\s*projects\s*$/iu.test(
    line,
  );
