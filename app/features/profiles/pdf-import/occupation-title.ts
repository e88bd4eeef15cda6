// A Korean title of occupation, not only of rank: "기획자", "리드 기획자", "주니어 기획자", "시니어 백엔드 개발자",
// "UX 디자이너", "데이터 분석가". A career site's export writes the team and such a title under the company
// ("시스템기획팀 · 리드 기획자"); read as a rank alone, the title was cut from the position.

/** A seniority word before the occupation ("리드", "주니어", "시니어", "수석"). */
const SENIORITY = '(?:주니어|시니어|리드|수석|책임|선임|메인|헤드|테크|전임)';
/** A field before the occupation: one word, Korean or Latin ("백엔드", "UX", "시스템", "데이터"). */
const FIELD = '[가-힣A-Za-z0-9]{1,10}';
/** The occupation: a noun of a person who does the work. */
const OCCUPATION =
  '(?:기획자|개발자|디자이너|엔지니어|마케터|연구원|분석가|컨설턴트|매니저|디렉터|아티스트|프로듀서|에디터|애널리스트|사이언티스트|아키텍트|PM|PO)';
const TITLE = new RegExp(`^(?:${SENIORITY}\\s?)?(?:${FIELD}\\s?)?${OCCUPATION}$`, 'u');

/** True for "리드 기획자", "주니어 기획자", "UX 디자이너"; false for a place, a team or a duty phrase. */
export function isOccupationTitle(text: string): boolean {
  return TITLE.test(text.trim());
}
