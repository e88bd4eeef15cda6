// Round twenty, tuning (ADR 0039): a stock pair of Korean virtue nouns, beside 열정과 패기 — "성실함과
// 책임감", "책임감과 성실성", "끈기와 인내심", "정직함, 꼼꼼함", "사명감 및 책임 의식": two virtues a letter
// names as the applicant's own, joined by 과/와, a comma or 및, tell a reader nothing without the story.
// Only nouns of character: a pair of the work's values (안전과 품질, 신뢰와 투명성) is not one.
const KO_VIRTUE_NOUN =
  '(?:성실함|성실성|성실|책임감|책임 ?의식|정직함|정직성|꼼꼼함|세심함|끈기|인내심|인내|배려심|협동심|사명감|주인 ?의식|근면함|근면성|겸손함|친화력|적극성|부지런함)';

/** The pattern (source) of two Korean virtue nouns joined (성실함과 책임감). */
export const KO_VIRTUE_PAIR = `(?<![가-힣])${KO_VIRTUE_NOUN}(?:과|와|,| 및) ?${KO_VIRTUE_NOUN}(?![가-힣]*(?:을 요구|를 요구|이 필요한 (?:직무|업무)))`;
