// A job's head cell of the company, its team and the title after a dot ("㈜한별소프트 People팀 · 과장", "대성물산
// 주식회사 구매팀 · 대리", "period | 한결리서치 경영지원팀 · 사원"): the team word is the department, which goes with
// the title into the position as a "팀 / 직급" cell does. Read whole, the company kept the team and the position
// had the title alone.
import { findPeriod } from './dates';

/** A team's word: ending in 팀, 본부, 센터, 파트, 그룹, 사업부, 연구소 (Latin letters before it allowed: "People팀"). */
export const TEAM = /^[\p{L}\p{N}&]{1,20}(?:팀|본부|센터|파트|그룹|사업부|연구소)$/u;
/** A title after the dot: one or two words, no figure. */
const TITLE = /^[가-힣A-Za-z]{1,12}(?:\s[가-힣A-Za-z]{1,12})?$/u;

/** "㈜한별소프트 People팀 · 과장" -> ["㈜한별소프트", "People팀 / 과장"]; null for any other cell. */
export function companyTeamTitle(cell: string): [string, string] | null {
  const parts = cell.trim().split(/\s+[·|｜]\s+/);
  if (parts.length !== 2 || !TITLE.test(parts[1]) || findPeriod(cell)) return null;
  const words = parts[0].split(/\s+/);
  if (words.length < 2 || !TEAM.test(words[words.length - 1]) || !/[가-힣]/u.test(words[words.length - 1])) return null;
  // The company is what is before the team: no team word itself ("영업본부 상품기획팀" is a path, division-team.ts).
  if (words.slice(0, -1).some((w) => TEAM.test(w))) return null;
  return [words.slice(0, -1).join(' '), `${words[words.length - 1]} / ${parts[1]}`];
}

/** The works' lines with a dated head's company cell split into the company and its team and title. */
export function withCompanyTeamTitles(lines: string[]): string[] {
  return lines.map((line) => {
    const row = line.split('\t');
    if (row.length < 2 || !findPeriod(line)) return line;
    const at = row.findIndex((c) => companyTeamTitle(c));
    if (at < 0) return line;
    const split = companyTeamTitle(row[at]);
    return split ? [...row.slice(0, at), ...split, ...row.slice(at + 1)].join('\t') : line;
  });
}
