// A job written under the projects heading (a two-page résumé whose internship, set after a page break, fell under
// "Projects"; a projects list that ends with a job): its head "Cobalt Labs | May 2016 – Aug 2016" over "Software
// Engineering Intern | Seoul" is a job's — an employer with a period of months, then a position and its city —
// and bullets follow. Read as a project, its employer became the project's name and the rest its description.
import { findPeriod } from './dates';
import { cells, isBlank, isBullet } from './text';
import { isCity } from './vocabulary';
import { POSITION_WORD } from './work';

/** A period with a month at each end, or a month to now: "May 2016 – Aug 2016", "2019.03 ~ 현재". */
const monthPeriod = (line: string) => {
  const period = findPeriod(line);
  return !!period && /\.\d{2}$/.test(period.start) && (period.end === '' || /\.\d{2}$/.test(period.end));
};

/** A town beside a position: a known city, or one or two capitalised words ("Changwon", "Madison, WI"). */
const isTown = (text: string) =>
  isCity(text) || /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?(?:,\s*\p{Lu}{2})?$/u.test(text.trim());

/** Whether a block of lines is a job: a head with a period of months, then "position | city". */
export function isJobBlock(block: string[]): boolean {
  const [head, second] = block;
  if (!head || !second || !monthPeriod(head)) return false;
  const row = cells(second).filter(Boolean);
  return row.length === 2 && POSITION_WORD.test(row[0]) && !findPeriod(row[0]) && isTown(row[1]);
}

/**
 * The projects' lines without the jobs among them, and those jobs' lines (each after a blank line). A job runs
 * from its head to a blank line or the next line with a period that is no bullet (another entry's head); a page
 * break leaves no blank line before it.
 */
export function jobsAmongProjects(lines: string[]): { projects: string[]; jobs: string[] } {
  const projects: string[] = [];
  const jobs: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isJobBlock(lines.slice(i, i + 2))) {
      projects.push(lines[i]);
      continue;
    }
    let end = i + 2;
    while (end < lines.length && !isBlank(lines[end]) && (isBullet(lines[end]) || !findPeriod(lines[end])))
      end++;
    jobs.push('', ...lines.slice(i, end));
    i = end - 1;
  }
  return { projects: jobs.length > 0 ? projects : lines, jobs };
}
