// The classic 이력서 form's one history table writes a job as one cell, "company [team] title" with no mark
// between them ("한빛종합복지관 상담팀 사회복지사", "세진기공 현장관리자"), and the row's status in the 비고
// column beside it ("퇴 사", "재직중", "계약만료"). The status names no field of the job: read as a second head,
// it became the position and the whole cell the company. A head of other pieces is read as before.

/** Where a job stands or how it ended, letter-spaced or not: a note, never a company or a position. */
const STATUS =
  /^(?:퇴사|퇴직|재직|재직중|근무|근무중|현직|계약만료|계약종료|계약해지|만료|이직|휴직|사직|권고사직|정년퇴직|퇴사예정)$/u;

export const isJobStatus = (cell: string) => STATUS.test(cell.replace(/[\s()（）]+/gu, ''));

/** The heads without a status cell, as long as another head is left. */
export function withoutJobStatus(heads: string[]): string[] {
  const kept = heads.filter((h) => !isJobStatus(h));
  return kept.length > 0 ? kept : heads;
}

/**
 * A Korean word that names a person's job by its ending: a licensed occupation ("사회복지사", "임상병리사"),
 * a person in charge ("현장안전관리자", "품질담당자"), a staff word ("연구원", "상담원", "요원"), a head of a unit
 * ("지점장", "센터장"). The last word of a one-cell job, after its company (and team).
 */
const TITLE_END =
  /^[가-힣]*(?:복지사|간호사|조리사|약사|세무사|회계사|노무사|기사|상담사|치료사|강사|교사|위생사|관리사|설계사|평가사|병리사|방사선사|관리자|책임자|담당자|운영자|기술자|연구원|상담원|요원|직원|사원|팀장|실장|소장|원장|지점장|센터장|본부장|대표|감독|작가|전문가|셰프|쉐프)$/u;

/** Words that end a company's name, never a title ("한국전력공사", "대한여행사", "동아출판사"). */
const COMPANY_END = /(?:공사|회사|여행사|출판사|신문사|증권사|보험사|대리점|연구소)$/u;

export function isKoreanTitleWord(word: string): boolean {
  const w = word.trim();
  return TITLE_END.test(w) && !COMPANY_END.test(w);
}
