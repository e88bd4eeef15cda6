// A Korean award among certificates ("자격증 · 어학 · 수상": "서울 디자인 공모전 입선 | 서울디자인재단 | 2015.10"
// under "컬러리스트기사 | 한국산업인력공단 | 2016.11"): award-certificates.ts tells an award by its English and
// Indonesian words, and a Korean prize or placing was read as a certificate. A name that closes with a word
// naming a prize or a placing (대상, 금상, 장려상, 입선, 표창, …), a bracket after it aside, is an award's.

const KOREAN_AWARD =
  /(?:대상|금상|은상|동상|장려상|우수상|최우수상|특선|입선|입상|수상|표창|공로상|감사장|특별상|인기상|신인상)$/u;

/** Whether a Korean name (a certificate's, read from a shared section) names an award. */
export function namesKoreanAward(name: string): boolean {
  return KOREAN_AWARD.test(name.trim().replace(/\s*[(（][^)）]*[)）]$/u, ''));
}
