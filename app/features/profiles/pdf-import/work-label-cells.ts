// A job portal's career box writes its labelled rows as cells, without colons: "부서 | SCM전략팀 | 직급 | 과장",
// "근무부서 | 인사기획팀", "직급/직책 | 책임", "담당업무 | - 수도권 풀필먼트센터 …". Read as plain text, the labels
// joined the duties and "부서" became the position. Each label cell and the value cell after it become one
// "label: value" line, which the work reader takes as it takes a typed one (the department before the position).
import { cells } from './text';
import { key, WORK_LABELS } from './vocabulary';
import { DEPARTMENT_LABELS } from './work';
import { stackedDutyLabel } from './stacked-duty-labels';

/** The label a cell is, as the work reader knows it ("직급/직책" -> "직급"), or null. */
export function workLabel(cell: string): string | null {
  const text = cell.trim();
  if (!text) return null;
  if (DEPARTMENT_LABELS.has(key(text)) || WORK_LABELS.has(key(text))) return text;
  // Two duty labels stacked in one merged label cell ("담당업무" over "주요 성과", read as one line): the first.
  const stacked = stackedDutyLabel(text);
  if (stacked) return stacked;
  // Two position words around a slash ("직급/직책", "Title / Role"): one position label.
  const halves = text.split(/\s*\/\s*/);
  if (halves.length === 2 && halves.every((h) => WORK_LABELS.get(key(h)) === 'position')) return halves[0];
  // A department then a position ("부서/직급"): kept whole, its value read as "팀 / 직급" (department-position-pair.ts).
  if (
    halves.length === 2 &&
    DEPARTMENT_LABELS.has(key(halves[0])) &&
    WORK_LABELS.get(key(halves[1])) === 'position'
  )
    return text;
  return null;
}

/**
 * "부서\tSCM전략팀\t직급\t과장" -> ["부서: SCM전략팀", "직급: 과장"]. Only a row of label and value cells in
 * turn, every label one of a job's (department, position, duties, company, period) and no value a label
 * itself, so a table's header row ("기간 | 회사명 | 직위 | 담당업무") and a row of values are left as they are.
 */
export function labelCellPairs(line: string): string[] | null {
  const row = cells(line);
  if (row.length < 2 || row.length % 2 !== 0) return null;
  const out: string[] = [];
  for (let i = 0; i < row.length; i += 2) {
    const label = workLabel(row[i]);
    const value = row[i + 1];
    if (!label || !value || workLabel(value)) return null;
    out.push(`${label}: ${value}`);
  }
  return out;
}

/** The work lines with each row of label and value cells written as "label: value" lines. */
export const withLabelCellPairs = (lines: string[]) => lines.flatMap((l) => labelCellPairs(l) ?? [l]);
