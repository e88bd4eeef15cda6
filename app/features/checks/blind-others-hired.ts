// Round thirty (issue 36, ADR 0039): a gender or an age word that is the object of the writer's hiring,
// training or placing — other people's, not the writer's ("최초의 여성 직원을 채용했습니다", "스무 살 신입을
// 교육했습니다") — from the last round's first-person near misses, by kind (the Indonesian "Saya merekrut
// perempuan" is the grid rule's own shape, fixed there). The writer's own ("첫 여성 직원이었습니다", "여성
// 직원으로 입사했습니다") has no object particle and a hiring verb after it, and stays flagged.
const KO_COUNT = '(?: ?(?:[\\d,]+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|수십|여러|몇) ?(?:명|분))?';
const KO_HIRED = new RegExp(
  `^(?:들|분들)?${KO_COUNT}(?:을|를|도|까지)\\s(?:[가-힣\\d,]+\\s){0,3}(?:채용|고용|선발|뽑|영입|면접|교육|훈련|지도|멘토링|배치|배정|모집|양성|육성|코칭|멘토|인솔|추천|발탁|승진시)`,
);

/** Whether the Korean finding text.slice(a, b) names people the writer hires, trains or places. */
export function othersHired(text: string, a: number, b: number, why: string, lang: string): boolean {
  if (lang !== 'ko' || (why !== 'gender' && why !== 'age')) return false;
  return KO_HIRED.test(text.slice(b, b + 60));
}
