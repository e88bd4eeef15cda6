// A form's instruction to the applicant under a section's caption ("※ 금전적 보수를 받고 일정 기간 일했던 이력을
// 최근 순으로 기입하십시오.", "※ 학교명은 기재하지 않습니다."), as a public institution's NCS 입사지원서 prints one
// under each grid: no entry of the section. Read as text it became a company, a certificate, a school.

/**
 * A line that starts with the reference mark "※" and ends the way a form addresses the applicant: an
 * imperative ("…하십시오.", "…하세요", "…주십시오", "…바랍니다") or a rule of the form ("…기재하지 않습니다.").
 * A member's own note after the mark ("※ 2020년 법인 전환으로 사명 변경") ends otherwise and is kept.
 */
const INSTRUCTION = /^\s*※.*(?:십시오|하세요|주세요|바랍니다|않습니다|않음|기입|기재)\s*[.)）]?\s*$/u;

export function isFormInstruction(line: string): boolean {
  return INSTRUCTION.test(line) && !line.includes('\t');
}
