// A department written as its path, the division then the team ("영업본부 상품기획팀", "메모리사업부 설계팀",
// "연구소 소재개발실"): two or three words, each a unit's name. With a rank after the slash or dot
// ("영업본부 상품기획팀 / 대리") the whole path is the department, as a single team word already was.

/** One unit's name: a Korean word ending in a unit (본부, 사업부, 센터, 팀, 실, 파트, 그룹, 연구소, 부, 랩). */
export const UNIT = /^[\p{L}\p{N}&·]{1,20}(?:팀|실|본부|센터|파트|그룹|사업부|연구소|랩|부)$/u;

/** "영업본부 상품기획팀": two or three words, every one a unit's name; false for a team alone or other words. */
export function isDivisionTeam(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 3 && words.every((w) => UNIT.test(w) && /[가-힣]/u.test(w));
}
