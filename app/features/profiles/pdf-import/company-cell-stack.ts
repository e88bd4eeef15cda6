// A job as a two-cell row (a 경력기술서): the LEFT cell stacks the company, the period, the time served in
// brackets, the department and the title on lines of their own; the right cell holds duties labels
// ("담당업무", "[주요 업무]", "주요성과") each over "▶"/"-" lines. Read row by row, each line joined a left line
// to a right one ("종근당<tab>담당업무", "(7년 9개월)<tab>▶ …"): the label became the position and the
// department and the title fell among the achievements. The two cells are read apart: the company, the period,
// then the department and the title as one position; the right cell's lines, labels left out, in order.
import { isDuration } from './dates';
import { isLoneDutyLabel } from './duty-label';
import { periodLine } from './entries';
import { cells, isBullet, isTitleLike } from './text';

/** A right cell that opens a job's duties: a duties label alone or a list line. */
const opensDuties = (cell: string) => isLoneDutyLabel(cell) || isBullet(cell);

/** A left cell line: short, no list line, no label. */
const stackLine = (cell: string) =>
  cell.length <= 40 && isTitleLike(cell) && !isLoneDutyLabel(cell) && !isBullet(cell);

/** A period alone in its cell ("2019.03 ~ 현재"), nothing else beside it but brackets. */
const periodCell = (cell: string) => {
  const period = periodLine(cell);
  return !!period && cell.replace(/[()[\]（）\s]/gu, '').length <= period.length + 2;
};

/** The left cell's line of a row: its first cell when it has two, the line itself when it is the period alone. */
const leftOf = (row: string[]) =>
  row.length === 2 ? row[0] : row.length === 1 && periodCell(row[0]) ? row[0] : '';

/**
 * The job's lines as [company, period, position, …duties] when its first row pairs a short left line with a
 * cell that opens the duties, the period alone is a left line of the next two rows, and every two-cell row's
 * left cell is a short line beside no period. The period's row may come split already (its right cell's list
 * line on a line of its own), and a left line with nothing beside it stands alone. Any other entry comes back
 * as it was.
 */
export function cellStackLines(lines: string[]): string[] {
  const rows = lines.filter((l) => l.trim()).map(cells);
  const [first] = rows;
  if (first?.length !== 2 || !stackLine(first[0]) || periodCell(first[0]) || !opensDuties(first[1]))
    return lines;
  if (!rows.slice(1, 3).some((r) => periodCell(leftOf(r)))) return lines;
  if (!rows.every((r) => r.length <= 2 && (r.length < 2 || (stackLine(r[0]) && !periodLine(r[1])))))
    return lines;
  const left: string[] = [];
  const right: string[] = [];
  for (const row of rows) {
    if (row.length === 2) {
      left.push(row[0]);
      right.push(row[1]);
    } else if (periodCell(row[0]) || (stackLine(row[0]) && left.length < 6)) left.push(row[0]);
    else right.push(row[0]);
  }
  const period = left.find(periodCell) ?? '';
  const heads = left.filter((l) => !periodCell(l) && !isDuration(l));
  if (!period || heads.length < 2) return lines;
  return [heads[0], period, heads.slice(1).join(' '), ...right.filter((l) => !isLoneDutyLabel(l))];
}
