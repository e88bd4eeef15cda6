// A form's instruction to the applicant under a section's caption ("※ 금전적 보수를 받고 일정 기간 일했던 이력을
// 최근 순으로 기입하십시오.", "※ 학교명은 기재하지 않습니다."), as a public institution's NCS 입사지원서 prints one
// under each grid: no entry of the section. Read as text it became a company, a certificate, a school.

/**
 * A line that starts with the reference mark "※" and ends the way a form addresses the applicant: an
 * imperative ("…하십시오.", "…하세요", "…주십시오", "…바랍니다") or a rule of the form ("…기재하지 않습니다.").
 * A member's own note after the mark ("※ 2020년 법인 전환으로 사명 변경") ends otherwise and is kept.
 */
const INSTRUCTION = /^\s*※.*(?:십시오|하세요|주세요|바랍니다|않습니다|않음|기입|기재)\s*[.)）]?\s*$/u;

/**
 * A form's warning after the mark, whatever its ending: a false entry's consequence or the proof to hand in ("※ 허위
 * 기재 시 합격이 취소될 수 있으며, 증빙서류는 … 제출합니다.", "※ 기재 내용이 사실과 다를 경우 불이익을 받을 수 있습니다").
 */
const WARNING = /^\s*※.*(?:허위|사실과\s*다를|증빙\s*서류|합격\s*(?:이\s*)?취소|불이익)/u;

export function isFormInstruction(line: string): boolean {
  return (INSTRUCTION.test(line) || WARNING.test(line)) && !line.includes('\t');
}
