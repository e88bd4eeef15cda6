// Round twenty (ADR 0039): Korean company names made of a word and a trade name part (외삼촌+메디칼,
// 성균+포장, 삼형제+마린, 대성+물산, 한빛+로지스), also with a particle after them (성균포장과, 대성물산에서).
// Such a name is a name: the spelling check leaves it alone as it leaves the member's declared companies.
// The part must end the word (before its particle) and follow two to five syllables of Hangul; a word the
// dictionary knows (포장, 산업) or a part alone is no name, and a kept misspelling before the part is still
// flagged (knownKo is asked first by the spelling check).
import type { Token } from './text';

/** Trade name parts that end Korean company names: medical, marine, packaging, trading, tech, logistics… */
export const FIRM_PART =
  '메디칼|메디컬|메딕스|마린|포장|물산|상사|상회|테크|텍|로지스|로지스틱스|산업|정밀|중공업|공업|' +
  '건설|엔지니어링|종합건설|전자|전기|화학|케미칼|제약|바이오|식품|푸드|유통|무역|통상|해운|실업|' +
  '기공|금속|철강|엔텍|하이텍|시스템즈|솔루션즈|네트웍스|인더스트리|인터내셔널|코리아|홀딩스|' +
  // Round twenty-three: trades of building services, security and print (이화+소방, 다온+보안, 대성+설비).
  '소방|방재|보안|경비|설비|전력|통신|기계|조경|세무|인쇄|토건|수산|제과|냉동|공조|기전|산전|약품|운수|관광|' +
  // Round twenty-seven: trades of fashion, design, dentistry and beauty named by a loanword (엄마손+디자인,
  // 연세+어패럴, 누님+덴탈).
  '디자인|어패럴|패션|덴탈|뷰티|코스메틱|스튜디오|인테리어|미디어|컴퍼니|파트너스|모빌리티|에너지|커머스|모터스|' +
  // Round twenty-eight: a linen-supply firm keeps its brand's spelling (숙명+린넨) though 리넨 is the standard.
  '리넨|린넨';

const PARTICLE =
  '(?:은|는|이|가|을|를|의|에|에서|에게|와|과|로|으로|도|만|까지|부터|처럼|이나|나|랑|이랑|하고)?';

const FIRM_NAME = new RegExp(`^[\\uac00-\\ud7a3]{2,5}(?:${FIRM_PART})${PARTICLE}$`);

/** Whether token `i` of `toks` is a company name of a word and a trade name part. */
export function firmNamed(toks: Token[], i: number): boolean {
  return FIRM_NAME.test(toks[i].word);
}
