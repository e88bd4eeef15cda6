// A job table's column titled with the department and the position around a slash ("부서 / 직급", "소속/직위",
// "Department / Title"), its cells the two values the same way ("검사1팀 / 대리"): a job portal's print of a
// career table. The column is the position's, and the department goes before it, as 부서 | 직위 columns
// give one value ("검사1팀 대리", ADR 0044); read whole, the slash stayed inside the position.
import { departmentAndPosition } from './department-position-pair';

/** "부서 / 직급" over "검사1팀 / 대리" → "검사1팀 대리"; null for a cell or a title of any other shape. */
export function departmentRankCell(title: string, cell: string): string | null {
  const pair = departmentAndPosition(`${title.trim()} : ${cell.trim()}`);
  return pair ? `${pair.department} ${pair.position}` : null;
}
