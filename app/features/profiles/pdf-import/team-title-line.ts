// A job portal's line under the company: the team, then the title, set apart by a bar or a dot
// ("생산기술팀 | 책임", "재무파트 · 대리"). The two pieces are one position, the department first, as a
// 부서 | 직위 table's cells are joined (ADR 0044). A line whose pieces are anything else (a title and a city,
// a team alone, two titles) is read as before.
import { isDivisionTeam, UNIT as TEAM } from './division-team';
import { isOccupationTitle } from './occupation-title';

/** A product or studio word before the team ("검은사막 시스템기획팀"): the team's own name, one word. */
const NAMED_TEAM =
  /^[\p{L}\p{N}&]{1,12} [\p{L}\p{N}&·]{1,20}(?:팀|실|본부|센터|파트|그룹|사업부|연구소|랩)$/u;
/** A clinic's or an office's section named by 과 (科/課: "치주과", "총무과"), one word: a team only before a rank. */
const SECTION_KWA = /^[가-힣]{1,8}과$/u;
/** A Korean rank or title word, alone. */
const TITLE =
  /^(?:사원|주임|대리|과장|차장|부장|선임|책임|수석|전임|연구원|선임연구원|책임연구원|수석연구원|매니저|팀장|파트장|실장|본부장|센터장|이사|상무|전무|인턴|프로|엔지니어|팀원)$/u;

/** A role held beside the grade (직책): "파트원", "파트장", "셀장", "PL", "리더", "담당". */
const ROLE = /^(?:[가-힣]{1,4}(?:장|원|리더|담당)|PL|PM|TL|리더|담당)$/u;

/** "생산기술팀 책임" for the pieces ["생산기술팀", "책임"]; null for any other pieces. */
export function teamTitle(pieces: string[]): string | null {
  // "엔진설계팀 · 선임 · 파트원": a job site's 부서 · 직급 · 직책, the grade and the role both kept.
  if (pieces.length === 3) {
    const [team, grade, role] = pieces.map((p) => p.trim());
    return TEAM.test(team) && TITLE.test(grade) && (TITLE.test(role) || ROLE.test(role))
      ? `${team} ${grade} · ${role}`
      : null;
  }
  if (pieces.length !== 2) return null;
  const [team, title] = pieces.map((p) => p.trim());
  if ((TEAM.test(team) || SECTION_KWA.test(team)) && TITLE.test(title)) return `${team} ${title}`;
  // "영업본부 상품기획팀 / 대리": a division then a team (division-team.ts).
  if (isDivisionTeam(team) && TITLE.test(title)) return `${team} ${title}`;
  // "시스템기획팀 · 리드 기획자", "검은사막 시스템기획팀 · 기획자": a title of occupation (occupation-title.ts).
  return (TEAM.test(team) || NAMED_TEAM.test(team)) && isOccupationTitle(title) ? `${team} ${title}` : null;
}
