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
