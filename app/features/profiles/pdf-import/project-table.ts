// A project table under a job (a 경력기술서: "프로젝트 | 기간 | 역할 | 성과" with one row per project): its
// rows are projects, never jobs, though the header names a period and a role as a work table does.
import type { Project } from '#db/schema/profiles';
import { isTableCaption, wrappedRowStep } from './project-table-wrapped-rows';
import { isHeaderRow } from './table';
import { cells, isBlank, tidy } from './text';
import { PROJECT_LABELS, key } from './vocabulary';

type Column = 'name' | 'description' | 'technologies' | null;

/** Titles of a column that says what a project achieved or was: its description. */
// prettier-ignore
const OUTCOME = new Set(
  [
    '성과', '주요 성과', '결과', '내용', '설명', '주요 내용', '개요', '프로젝트 내용', '프로젝트 개요', '성과 및 내용',
    'Outcome', 'Outcomes', 'Result', 'Results', 'Achievements', 'Impact', 'Description', 'Summary', 'Overview',
    'Hasil', 'Capaian', 'Deskripsi', 'Keterangan', 'Ringkasan',
    // "주요 내용 및 성과": what was done and what came of it, one column.
    '주요 내용 및 성과', '내용 및 성과', '주요 성과 및 내용', '업무 내용 및 성과',
  ].map(key),
);

/** "주요 내용 / 성과", "성과·내용", "업무 내용 및 성과": what was done and what came of it, whatever joins the two. */
const CONTENT_AND_OUTCOME = /^(?:주요)?(?:업무)?(?:내용(?:및)?(?:주요)?성과|성과(?:및)?(?:주요)?내용)$/u;

const isOutcomeTitle = (title: string) => OUTCOME.has(key(title)) || CONTENT_AND_OUTCOME.test(key(title));

/** A cell that is only a separator between two others. */
const SEPARATOR = /^[|｜│·•/]$/u;

/** The project table's columns, or null when the header row names no project column. */
function projectColumns(line: string): Column[] | null {
  if (!isHeaderRow(line)) return null;
  const titles = cells(line).map((c) => (/^(?:\S )+\S$/u.test(c) ? c.replace(/ /g, '') : c));
  const named = titles.map((t) => PROJECT_LABELS.get(key(t)) ?? null);
  if (!named.includes('name')) return null;
  // The description is the outcome's column; a role ("역할") only when the table has no such column.
  const outcome = titles.findIndex(isOutcomeTitle);
  return named.map((label, i) => {
    if (label === 'name' || label === 'technologies') return label;
    if (outcome >= 0) return i === outcome ? 'description' : null;
    return label === 'description' || /역할$|\brole$|\bperan$/iu.test(titles[i]) ? 'description' : null;
  });
}

/** A header whose first column is the period ("기간", "수행 기간", "Period"). */
const periodFirst = (line: string) => /^(?:(?:수행|참여|프로젝트)\s*)?기간$|^(?:period|duration)$/iu.test(cells(line)[0]?.trim() ?? '');

/**
 * Takes the project tables out of a section's lines: a header row with a project column ("프로젝트",
 * "프로젝트명", "Project") and the rows of two or more cells under it, up to the first line that is no
 * row. Each row is a project: its name cell, its outcome (or description) cell, its tools. The other
 * lines stay, in order.
 */
export function takeProjectTables(lines: string[]): { lines: string[]; projects: Project[] } {
  const kept: string[] = [];
  const projects: Project[] = [];
  let columns: Column[] | null = null;
  let dated = false;
  for (const line of lines) {
    const header = projectColumns(line);
    if (header) {
      columns = header;
      dated = periodFirst(line);
      // "수행 프로젝트" over the table: its caption inside the job, no duty (project-table-wrapped-rows.ts).
      let above = kept.length - 1;
      while (above >= 0 && isBlank(kept[above])) above--;
      if (dated && above >= 0 && isTableCaption(kept[above])) kept.splice(above, 1);
      continue;
    }
    if (columns && isBlank(line)) continue;
    // A separator set as a cell of its own ("■ 회사 | 2017.01 ~ 2019.06", the bar apart) is no cell.
    const row = cells(line).filter((c, i, all) => !(SEPARATOR.test(c) && i > 0 && i < all.length - 1));
    // "기간 | 프로젝트 | 성과" with wrapped cells: a line of second lines continues the row above, a company's
    // head ends the table (project-table-wrapped-rows.ts).
    const step = columns && dated ? wrappedRowStep(row, columns, projects.at(-1) ?? null) : 'row';
    if (step === 'continued') continue;
    if (step === 'end') {
      columns = null;
      kept.push(line);
      continue;
    }
    // A line of fewer cells than the table less one ("■ 회사 | 2013.01 ~ 2019.02" set as two) ends it.
    if (!columns || row.length < Math.max(2, columns.length - 1)) {
      columns = null;
      kept.push(line);
      continue;
    }
    const project: Project = { projectName: '', projectDescription: '', technologiesUsed: '' };
    // A row printed without its empty cells still starts with the name where the header does.
    row.forEach((cell, i) => {
      const column = columns?.[i] ?? null;
      if (column === 'name') project.projectName ||= tidy(cell);
      else if (column === 'description') project.projectDescription ||= tidy(cell);
      else if (column === 'technologies') project.technologiesUsed ||= tidy(cell);
    });
    if (project.projectName) projects.push(project);
  }
  return { lines: kept, projects };
}
