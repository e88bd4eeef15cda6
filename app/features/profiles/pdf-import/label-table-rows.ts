// A company's bordered label/value table heading a job: "회사명 | 에어로텍코리아(주) | 근무기간 | 2019.03 ~ 현재" over
// "부서 | 기체정비팀 | 직급 | 과장". A browser prints each bordered row with its padding, so the text has a blank
// line between the rows, and the job reader took the second row for a job of its own (a job with a company and
// a period, and one with the position alone). Rows of label and value cells in turn, a blank line apart, are one
// table when the lower row names nothing the upper rows did: a row that labels a company or a period again is
// the next job's table.
import { labelCellPairs } from './work-label-cells';
import { isBlank, labelled } from './text';
import { WORK_LABELS } from './vocabulary';

/** The fields a row of label and value cells names (company, period, position, …), or null for another line. */
function fieldsOf(line: string): string[] | null {
  const pairs = labelCellPairs(line);
  if (!pairs) return null;
  return pairs.map((p) => labelled(p, WORK_LABELS)?.label ?? p.split(':')[0].trim());
}

/** The works lines with the blank lines inside a label/value table dropped. */
export function withLabelTableRows(lines: string[]): string[] {
  const out: string[] = [];
  // The fields of the table the last rows made, or null after any other line.
  let table: string[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (isBlank(line) && table) {
      let j = i;
      while (j < lines.length && isBlank(lines[j])) j++;
      const next = j < lines.length ? fieldsOf(lines[j]) : null;
      const again = next?.some((f) => (f === 'company' || f === 'period') && table?.includes(f));
      if (next && !again) {
        i = j - 1;
        continue;
      }
    }
    const fields = fieldsOf(line);
    table = fields ? [...(table ?? []), ...fields] : null;
    out.push(line);
  }
  return out;
}
