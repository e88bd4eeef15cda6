// A company's head set apart from its first labelled line by a paragraph's spacing ("■ LG CNS | 2015. 01. ~
// 2019. 08.", a gap, "부서/직위 : 엔터프라이즈솔루션사업부 / 책임", as a 경력기술서 typed in Word spaces them): the
// gap closed the entry, so the company kept its period and lost its position and duties to an entry of no name.
import { departmentAndPosition } from './department-position-pair';
import { labelled } from './text';
import { WORK_LABELS } from './vocabulary';

/**
 * Whether a line names the position of the entry above it ("부서/직위 : ERP본부 / 시니어 매니저", "직위 : 과장",
 * "Position: Lead Engineer"): a label of the department and position, or of the position, and a value.
 */
export function isPositionLine(line: string): boolean {
  if (departmentAndPosition(line)) return true;
  const pair = labelled(line.trim(), WORK_LABELS);
  return pair?.label === 'position' && pair.value.trim() !== '' && line.length <= 60;
}
