// A portal's box of internships and activities together ("인턴 · 대외활동", "인턴 및 대외활동"), each entry's dated
// head row closing on a cell naming its kind: "2025.07 ~ 2025.08 | 한빛전력기술(주) 배전설계팀 | 인턴" over its
// duties, "2024.03 ~ 2024.12 | 전기안전 서포터즈 3기 | 대외활동" over what was done. A pair that opens with 인턴
// heads no section, so its rows were read as schools of the 학력 above. An entry whose kind is a job's (인턴,
// 계약직, 아르바이트, 현장실습) is a job, its company cell's team word going with the kind into the position
// ("배전설계팀 인턴"); any other entry is an activity, which the résumé has no section for.
import { TEAM } from './company-team-title';
import { findPeriod } from './dates';
import { headingOf } from './sections';

const PAIR = /\s*(?:및|\/|&|＆|·|,)\s*/;
const JOB_WORD = /^(?:인턴|인턴십|인턴\s*경험|인턴\s*경력|경력)$/u;
const ACTIVITY_WORD = /^(?:대외\s*활동|대내외\s*활동|교내외\s*활동|활동|동아리|봉사\s*활동)$/u;
/** A kind cell of a job. */
const JOB_KIND = /^(?:인턴|인턴십|계약직|정규직|아르바이트|파견직|현장\s*실습)$/u;
/** A kind cell of an activity. */
const ACTIVITY_KIND =
  /^(?:대외\s*활동|교내\s*활동|동아리|봉사(?:\s*활동)?|서포터즈|공모전|기자단|멘토링|교육|연수|해외\s*연수|학생회)$/u;

/** Whether the line is such a box's heading: a job word and an activity word paired, in either order. */
export function isInternActivityHeading(line: string): boolean {
  if (line.includes('\t')) return false;
  const pieces = line.trim().split(PAIR).filter(Boolean);
  return (
    pieces.length === 2 &&
    pieces.some((p) => JOB_WORD.test(p)) &&
    pieces.some((p) => ACTIVITY_WORD.test(p))
  );
}

/** The entry kind a dated head row closes on: 'job', 'activity', or null for any other row. */
function headKind(line: string): 'job' | 'activity' | null {
  const row = line.split('\t').map((c) => c.trim());
  if (row.length < 3 || !findPeriod(row[0])) return null;
  const kind = row[row.length - 1];
  return JOB_KIND.test(kind) ? 'job' : ACTIVITY_KIND.test(kind) ? 'activity' : null;
}

/** A job's head row: the period, the company, and the company cell's team word with the kind as the position. */
function jobHead(line: string): string {
  const row = line.split('\t').map((c) => c.trim());
  const kind = row.pop() ?? '';
  const words = (row[row.length - 1] ?? '').split(/\s+/);
  const team = words.length >= 2 && /[가-힣]/u.test(words[words.length - 1]) && TEAM.test(words[words.length - 1]);
  if (!team) return [...row, kind].join('\t');
  const company = words.slice(0, -1).join(' ');
  return [...row.slice(0, -1), company, `${words[words.length - 1]} ${kind}`].join('\t');
}

/** The lines with each such box read as a 경력 section of its jobs and an activities section of the rest. */
export function withInternActivityBoxes(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isInternActivityHeading(lines[i])) {
      out.push(lines[i]);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !(lines[end].trim() && headingOf(lines[end]))) end++;
    const jobs: string[] = [];
    const activities: string[] = [];
    let into: string[] | null = null;
    let shaped = true;
    for (const line of lines.slice(i + 1, end)) {
      const kind = headKind(line);
      if (kind === 'job') (into = jobs).push(jobHead(line));
      else if (kind === 'activity') (into = activities).push(line);
      else if (into) into.push(line);
      // A line before the first dated head naming its kind: no box of this shape.
      else if (line.trim()) shaped = false;
    }
    // The box's entries name their kinds, and one is a job's: else it is left as it was.
    if (!shaped || jobs.length === 0) {
      out.push(lines[i]);
      continue;
    }
    out.push('경력', ...jobs, '', '대외활동', ...activities, '');
    i = end - 1;
  }
  return out;
}
