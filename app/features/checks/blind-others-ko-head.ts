// Round twenty-seven (issue 36, ADR 0039): Korean families of other people's traits from fresh18's clean
// answers (5 blind flags there): a body word right after another person's bare noun (아이 몸무게에 맞는), a kin
// word that heads a plain (not honorific) relative clause (여든이 넘은 농인 할머니가, 신고하러 전화한 어머니),
// and a kin or marital word inside a clause whose head is another person (남편 명의 카드를 해지하려는 사별한
// 부인). The writer's own kin take 제, 저희 or an honorific clause (저를 키우신 어머니), and are left to the rules.
import type { CheckLang } from './types';

const KIN =
  '어머니|아버지|할머니|할아버지|엄마|아빠|부인|남편|아내|아들|딸|손자|손녀|며느리|사위|시어머니|장모님?';
const BODY = '몸무게|체중|키|신장|체격|몸집';
const OTHER = '아이|아기|자녀|환자|고객|손님|어르신|학생|아동|유아|영유아|노인|이용자|교육생|수강생';
/** Another person a clause ends on (부인, 고객, …분); not a kin or child word, which 결혼해 낳은 딸 makes one's own. */
const HEAD =
  '(?:(?:환자|고객|손님|어르신|학생|노인|이용자|교육생|수강생|부인|여성|남성|분|부부|유족|미망인|선배|후배|동료)(?:들|분|님)?|(?:형제|자매|남매)들)';
/** Round thirty-six: a person named by a trait (여대생, 여학생) heads a plain relative clause as kin words do. */
const TRAIT_PERSON = '여대생|여학생|남학생|여고생|남고생|여중생|남중생';
const OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:는|가|의|도|를|에게)?(?![가-힣])/;
/** A plain adnominal ending (전화한, 넘은, 해지하려는), not an honorific one (키우신, 계신) nor a copula's (의사인). */
const ADN = '[가-힣\\d]{0,6}(?:[^\\s신](?:한|은|는|던|된|난|운|른|려는)|탄|온|간|쓴|낀|진|긴)';

export function othersKoHead(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'ko') return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const stop = text.slice(b).search(/[.!?\n,]/);
  const after = text.slice(b, stop < 0 ? text.length : b + stop);
  const word = text.slice(a, b);
  if (OWN.test(before.slice(-12)) || /^(?:제|저의|저희)/.test(word)) return false;
  // 아이 몸무게, 환자 체중: a body word after another person's bare noun.
  if (new RegExp(`^(?:${BODY})`).test(word) && new RegExp(`(?<![가-힣])(?:${OTHER})\\s$`).test(before))
    return true;
  // Round thirty-six: 헌혈을 하러 온 여대생과: a person named by a trait, heading a plain relative clause.
  if (
    new RegExp(`^(?:${TRAIT_PERSON})`).test(word) &&
    new RegExp(`(?<![가-힣])${ADN}\\s$`).test(before) &&
    !OWN.test(before)
  )
    return true;
  if (why !== 'family' && why !== 'marital') return false;
  // 세 아이를 키우는 엄마로서: the writer said as the kin word, not another person.
  if (
    /(?:로서|으로서|이라|이며|이자|입니다)$/.test(word) ||
    /^(?:로서|으로서|이라|라서|이며|이자|입니다|인\s?저)/.test(text.slice(b))
  )
    return false;
  // 여든이 넘은 농인 할머니가, 전화한 어머니: a kin word heading a plain relative clause, no word of the writer's.
  if (
    new RegExp(`^(?:${KIN})`).test(word) &&
    new RegExp(`(?<![가-힣])${ADN}\\s(?:[가-힣]{1,4}인\\s)?$`).test(before) &&
    !OWN.test(before)
  )
    return true;
  // Round thirty-six: a spouse in the clause of another's wife, called 부인 (남편의 … 따라온 … 부인이): the
  // writer never calls herself 부인, so the couple is another's.
  if (
    /^(?:남편|아내)/.test(word) &&
    /(?<![가-힣])부인(?:이|은|과|께서|에게|을|를|도)(?![가-힣])/.test(after) &&
    !OWN.test(after)
  )
    return true;
  // 사별한 부인, 남편 명의 카드를 해지하려는 사별한 부인: the clause's head is another person.
  const m = HEAD_AFTER.exec(after);
  return !!m && !OWN.test(m[0]);
}

/** A clause after the trait that ends on another person (한 부인, … 해지하려는 사별한 부인). */
const HEAD_AFTER = new RegExp(
  `^(?:[^.!?\\n]{0,30}?(?<![가-힣])[가-힣\\d]{0,8}(?<!신))?(?:한|은|는|던|된|인|려는|온|간|둔)\\s(?:[가-힣]{1,4}(?:한|인)\\s)?${HEAD}(?=[\\s을를이가의께은는도과와,.]|$)`,
);
