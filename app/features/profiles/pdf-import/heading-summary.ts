// A job site's note beside a section heading that sums the section up: "경력 총 9년 2개월", "경력 사항 총 경력
// 2년", "학력 대학교(4년) 졸업", "학력 | 최종학력 | 대학교(4년) 졸업". The heading was not read as one when the
// note shared its cell (the section's lines fell into the one before), and a note in the next cell became the
// section's first entry (a school "최종학력"). Such a line is the heading alone; a rest that names anything else
// (a company, a school, a sentence) leaves the line as it was.
import { isEntryCount } from './heading-entry-count';
import { isSchoolSummary } from './school-summary';

type Kind = string | null;

/** The note's label: "총 경력", "경력 합계", "최종학력", "최종 학력 사항"; with a bar or colon after it. */
const LABEL = /^(?:총\s*경력(?:\s*기간)?|경력\s*합계|전체\s*경력|최종\s*학력(?:\s*사항)?)\s*[|:：]?\s*/u;
/** A length of the career: "총 9년 2개월", "8년 7개월", "11개월", "경력 6년"; "신입" for none. */
const LENGTH = /^(?:총\s*)?(?:경력\s*)?(?:\d{1,2}\s*년(?:\s*\d{1,2}\s*개월)?|\d{1,2}\s*개월)$|^신입$/u;

/** Whether the rest is a summary of a section of this kind. */
function isSummary(kind: Kind, rest: string): boolean {
  const note = rest
    .replace(/\s*\t\s*/g, ' ')
    .replace(LABEL, '')
    .trim();
  if (!note) return false;
  // "학력 2건", "자격증 3건": a count of the entries, for a heading of any kind (heading-entry-count.ts).
  if (kind && isEntryCount(note)) return true;
  if (kind === 'works') return LENGTH.test(note);
  if (kind === 'educations') return isSchoolSummary(note);
  return false;
}

/**
 * The heading word of a line that is a works or education heading followed by a summary of its section, in
 * the same cell or the next ones; null for any other line.
 */
export function headingWithoutSummary(line: string, kindOf: (text: string) => Kind): string | null {
  const [first, ...others] = line.split('\t');
  const words = first.trim().split(/\s+/);
  // The heading is the cell's first word or two ("경력", "경력 사항"), or the whole cell.
  for (let n = Math.min(words.length, 3); n >= 1; n--) {
    const heading = words.slice(0, n).join(' ');
    // "최종학력 | 대학교(4년) 졸업" is the note itself beside its heading, never a heading of its own.
    if (LABEL.test(`${heading} `)) continue;
    const rest = [words.slice(n).join(' '), ...others].filter((p) => p.trim()).join('\t');
    const kind = kindOf(heading);
    // A career's length in the next cell ("경력 | 총 8년 2개월") was always read as the heading and a line the
    // job reader passes over; only one sharing the heading's cell is new here.
    if (kind === 'works' && n === words.length) continue;
    if (rest && isSummary(kind, rest)) return heading;
  }
  return null;
}
