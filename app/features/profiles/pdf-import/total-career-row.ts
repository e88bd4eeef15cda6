// A 경력기술서's summary row "총 경력 | 14년 5개월 (SAP FI/CO 컨설팅 11년 11개월, …)": the length of the whole
// career beside its label, among the person's rows. "총" before "경력" read as a modifier of the works heading,
// so the row opened the works and its length became a company.

/** The label: "총 경력", "총경력", "총 경력기간", "경력 합계". */
const LABEL = /^(?:총\s*경력(?:\s*기간)?|경력\s*합계|전체\s*경력)$/u;
/** A length of time at the value's start: "14년 5개월", "8개월", "3년". */
const LENGTH = /^\d{1,2}\s*(?:년|개월)/u;

/** Whether the line is such a row: the label in a cell of its own, a length of time in the next. */
export function isTotalCareerRow(line: string): boolean {
  const [label, value] = line.split('\t').map((c) => c.trim());
  return LABEL.test(label ?? '') && LENGTH.test(value ?? '');
}

/** The note alone: "총 경력 10년 10개월", "경력 합계 : 8년", "총 9년 2개월" (a job site's length beside its works heading). */
const NOTE =
  /^(?:(?:총\s*경력(?:\s*기간)?|경력\s*합계|전체\s*경력)\s*[|:：]?\s*(?:총\s*)?|총\s*)\d{1,2}\s*(?:년(?:\s*\d{1,2}\s*개월)?|개월)$/u;

/**
 * Whether the line is the career's length as a works section's first line: a job site prints it in the
 * heading's bar ("경력사항 | 총 경력 10년 10개월"), and above a table of jobs it read as a job of its own.
 */
export const isTotalCareerNote = (line: string) => NOTE.test(line.replace(/\s*\t\s*/g, ' ').trim());
