// A form's note that tells where a thing is written, filled in by the applicant in brackets after it
// ("※ 편입·휴학 사항은 비고에 적습니다. (휴학 2023.01 ~ 2023.12, 해외연수)"), as a university's 표준이력서 prints one
// under its school grid: no entry of the section. Read as text, the leave's period made it a school.

/** "※ … 적습니다." / "기재합니다." / "기입합니다." then, optionally, one bracketed fill-in. */
const FILLED_NOTE = /^\s*※[^()（）]*(?:적습니다|적으십시오|기재합니다|기입합니다)\s*\.?\s*(?:[(（][^()（）]*[)）])?\s*$/u;

/** True for the form's note (with or without its fill-in); false for a member's own "※" remark. */
export function isFilledFormNote(line: string): boolean {
  return FILLED_NOTE.test(line) && !line.includes('\t');
}
