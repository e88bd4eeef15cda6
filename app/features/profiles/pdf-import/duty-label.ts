// A job's duties under a label set on a line of its own, as a boxed chip ("담당업무" over "- 캠페인 운영 …", a job
// portal's print; "Main duties" over bullets): the label opened the job's text ("담당업무 - 자체 브랜드 …"). A
// line that is only a duties label, with no value, is left out of the job's lines; a label with its value
// after a colon is read as before.
import { key, WORK_LABELS } from './vocabulary';

/** Whether the line is a duties label alone ("담당업무", "주요 업무", "Main duties", "Tugas utama"). */
export function isLoneDutyLabel(line: string): boolean {
  const text = line
    .trim()
    .replace(/^[[【(（<]\s*|\s*[\]】)）>]$/gu, '')
    .replace(/\s*[:：]$/u, '');
  return !!text && !text.includes('\t') && WORK_LABELS.get(key(text)) === 'achievements';
}

/** The job lines without a lone duties label. */
export const withoutLoneDutyLabels = (lines: string[]) => lines.filter((l) => !isLoneDutyLabel(l));

/**
 * A Korean duties label set before its value as a chip or a bold run, parted by a space alone ("담당업무
 * 원통형·파우치형 셀 전극 공정 개발", "주요 업무 환자 예약 관리"): a 경력기술서 or a portal print. The label is a
 * compound naming duties (담당/주요 + 업무), never a lone "업무" or "성과" that may open a duty's own words.
 */
const DUTY_LABEL_OPENING = /^[[【]?\s*(?:담당|주요)\s?업무(?:\s?(?:내용|및\s?성과))?\s*[\]】]?\s+(?=\S)/u;

/** Whether the line opens with a duties label followed by its value ("담당업무 …"). */
export const opensWithDutyLabel = (line: string) => DUTY_LABEL_OPENING.test(line.trim());

/** The line's cells with a duties label before a value dropped ("5년 9개월 ⇥ 담당업무 스케일링 …" → "… ⇥ 스케일링 …"). */
export const withoutDutyLabelOpening = (line: string) =>
  line
    .split('\t')
    .map((cell) => (opensWithDutyLabel(cell) ? cell.trim().replace(DUTY_LABEL_OPENING, '') : cell))
    .join('\t');
