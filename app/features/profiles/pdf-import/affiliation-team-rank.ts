// A 경력기술서's "소속 : 제품개발팀 / 선임연구원": a label of the department alone, and a value of the team and the rank
// around a slash. As "부서/직위 : a / b" is (department-position-pair.ts), the first part is the department and the
// second the position; the line was read as a duty. Only when the second part is a rank word and the first a
// team's name (team-title-line.ts): "소속 : 본사 / 서울" stays as it was.
import { teamTitle } from './team-title-line';

const LABEL = /^\s*(?:소속|소속\s*부서|부서|근무\s*부서)\s*[:：]\s*(\S[^/]*?)\s+\/\s+(\S.*?)\s*$/u;

/** "소속 : 품질관리팀 / 주임" -> { department: "품질관리팀", position: "주임" }; null for any other line. */
export function affiliationTeamRank(line: string): { department: string; position: string } | null {
  const match = LABEL.exec(line);
  if (!match || !teamTitle([match[1], match[2]])) return null;
  return { department: match[1].trim(), position: match[2].trim() };
}
