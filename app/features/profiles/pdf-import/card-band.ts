// A project written as a band: one line with the project's name left and its period right ("세종-안성 고속도로
// 교량 설계 | 2021.02 ~ 2022.12", a shaded strip), then rows of a label cell and a value cell under it ("수행 내용 |
// …", "적용 기술 | …") and no period row. Read as a line with a period, each band became a job and each label
// row a job named after its label.
import { findPeriod } from './dates';
import { cells, isBullet, tidy } from './text';

/** The band's name when the line is a name cell and a period cell (in either order), else null. */
export function bandTitle(line: string | undefined): string | null {
  if (line === undefined || isBullet(line)) return null;
  const row = cells(line);
  if (row.length !== 2) return null;
  const at = row.findIndex((c) => isPeriodCell(c));
  if (at < 0) return null;
  const name = tidy(row[1 - at]);
  if (!name || findPeriod(name) || name.length > 80 || /[.!?。]$/u.test(name)) return null;
  return name;
}

/** A cell that is a period and nothing else ("2021.02 ~ 2022.12", "Mar 2019 – Present"). */
function isPeriodCell(cell: string): boolean {
  const period = findPeriod(cell);
  if (!period) return false;
  const rest = (cell.slice(0, period.index) + cell.slice(period.index + period.length)).replace(
    /[\s()[\]~–—-]/g,
    '',
  );
  return rest.length <= 4;
}

/** "- 기간 : …", "· 내용: …", "• Role: …": a label line under a list mark is read as the label line itself. */
export const withoutListMark = (line: string) =>
  line.replace(/^\s*[-–·•▪◦∙*]\s+(?=[^\s:：]{1,12}\s*[:：])/u, '');
