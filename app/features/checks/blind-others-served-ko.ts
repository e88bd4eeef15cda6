// Round thirty-three (issue 36, ADR 0039): a Korean trait word inside a phrase whose head is ANOTHER person
// the writer served or worked with — from fresh21's and fresh19's clean answers (seen), by the phrase's shape:
//   - the trait sits in a relative clause (or a reported one) that ends on a person noun taking a dative, a
//     comitative or an object particle: "결혼 50주년을 맞아 찻잔을 맞추러 온 노부부에게는", "맞벌이 부모 대신
//     손주를 데려오는 할머니들께는", "아들이 … 걱정이라던 아버지와는", "출산 휴가 중인 번역가에게는";
//   - the trait is an age or an origin set right before that person noun ("20대 번역가와", "60대 엔지니어
//     출신 번역가를", "베트남 출신 어머니와는");
//   - the kin word is itself that head, described by another's genitive ("다문화 가정의 … 어머니와는").
// A kin head (어머니, 할머니) counts only with a contrastive 는 (께는, 와는) or in the plural, so "결혼을
// 반대하시던 부모님께 인정받으려" stays the writer's; no word of the writer's (저, 제, 저희) may come in the
// clause before the trait or between it and the head. Tested both ways in blind-others-served-ko.test.ts.
import type { CheckLang } from './types';

const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게|와|랑|만)?(?![가-힣])/;
/** People who are never the writer in an answer's clause (a served customer, a colleague by trade). */
const OTHERS =
  '(?:노부부|부부|손님|고객|어르신|주민|입주민|환자|보호자|학부모|이용객|민원인|의뢰인|신고자|관객|방문객|수강생|' +
  '번역가|통역사|작가|디자이너|엔지니어|기사|직원|동료|선배|후배|팀원|교사|강사|간호사|의사|요양보호사|근로자|' +
  '노동자|농민|어민|상인|사장님|점주|회원|학생|아이|아이들|청년|노인|주부|손주|손자|손녀|유치원생|어린이|관람객)';
const KIN =
  '(?:할아버지|할머니|할아버님|할머님|어머니|아버지|어머님|아버님|엄마|아빠|부모|부모님|아주머니|아저씨)';
const OTHERS_PARTICLE =
  '(?:께는|께|에게는|에게|한테는|한테|와는|과는|와|과|을|를|들께는|들께|들에게는|들에게|들과|들을|의|들의)';
/** Round thirty-six: people by their tie to the writer's work (a senior, a colleague, a customer) are never
 * the writer, so they head a clause as its subject too ("쌍둥이 딸을 둔 선배가"). */
const TIED =
  '(?:선배|후배|동료|팀원|손님|고객|환자|보호자|어르신|입주민|민원인|의뢰인|관객|방문객|수강생|회원|관람객|학부모)';
const TIED_SUBJECT = '(?:이|가|께서|님이|님께서)';
const KIN_PARTICLE = '(?:들께는|들께|들에게는|들에게|들과는|들과|들을|께는|에게는|한테는|와는|과는)';
/** Round thirty-five: a plural head as the clause's subject or topic (할아버지 손을 잡은 손주들이): the writer is
 * never a plural. */
const PLURAL_SUBJECT = '(?:들이|들은|들도|들이나|들만)';
const HEAD = `(?:${OTHERS}${OTHERS_PARTICLE}|${TIED}${TIED_SUBJECT}|${OTHERS}${PLURAL_SUBJECT}|${KIN}${KIN_PARTICLE})(?![가-힣])`;
/** A word ending a relative or a reported clause (데려오는, 다니는, 중인, 온, 걱정이라던), not a topic's 는; round
 * thirty-seven: an honorific one too (받으러 오신, 지키신, 가르치시던, 받으신), which the writer never uses of themself; only
 * a verb's stem before 신, so a noun (어르신, 출신, 자신) ends no clause. */
const ADNOMINAL =
  '[가-힣]*(?<!에|에서|로|으로|께|에게|와|과|부터|까지|하고|저|나|우리|저희)(?:는|은|던|온|운|인|한|된|난|긴|진|린|간|둔|쓴|낸|탄|든|맞은|(?:[오가하계주드보사쓰타두되나키리치]|으|(?<!어)르)신|시는|시던|셨던)';
// The nouns between the clause and its head are not a genitive's ("어머니가 운영하시던 식당의 손님들을" heads
// on the restaurant's customers, and the kin word stays the writer's).
const IN_CLAUSE = new RegExp(
  `^[^.!?,;\\n]{0,60}?\\s${ADNOMINAL}\\s(?:[가-힣A-Za-z]{0,5}[가-힣A-Za-z](?<!의)\\s){0,2}${HEAD}`,
);
/** The trait said of the writer by a copula that ends its own clause (남자 물리치료사라서, 미혼이고). */
const OWN_COPULA_CLAUSE =
  /^[^\s]*(?:\s[가-힣]{1,8})?(?:이라서|라서|여서|이어서|이고|이며|이지만|인데|이니까|라|이라)\s/;
/** The writer's own life after the head (… 보며 자랐습니다, 모시고 살았습니다). */
const OWN_LIFE_AFTER = /(?:자랐|자라|컸습|키워|모시고|모셨|함께 살|같이 살)/;
/** An age or an origin set right before the person (20대 번역가와, 엔지니어 출신 번역가를, 베트남 출신 어머니와는). */
const SET_BEFORE = new RegExp(`^\\s(?:[가-힣A-Za-z]{1,6}\\s){0,2}${OTHERS}${OTHERS_PARTICLE}(?![가-힣])`);
const SET_BEFORE_KIN = new RegExp(`^\\s(?:[가-힣A-Za-z]{1,6}\\s){0,2}${KIN}${KIN_PARTICLE}(?![가-힣])`);
/** Another's genitive before (다문화 가정의, 고객의), not the writer's (제, 저의, 우리의). */
const OTHERS_GENITIVE = /(?<![가-힣])(?!저의|제의|나의|내의|우리의|저희의)[가-힣]{1,6}의\s/;
/** The writer compared in right before the trait (저와 같은, 저처럼, 나와 비슷한). */
const KO_LIKE_ME =
  /(?:저|나|우리|저희)(?:와|과)?\s?(?:같은|같이|처럼|비슷한|또래인?)\s*$|(?:저|나|우리|저희)처럼\s*$/;
/** Round thirty-four: a part of a decade (40대 중반), and the trait set by a copula before a person or a title
 * ("40대 중반인 팀장님과", "30대인 강사에게"). */
const AGE_PART = /\d+\s?대\s?(?:초반|중반|후반)$/;
const SET_BEFORE_BY_COPULA = new RegExp(
  `^인\\s(?:${OTHERS}|(?:팀장|과장|부장|차장|대리|실장|원장|점장|소장|매니저|상사|사수|선임|교수|대표)님?)${OTHERS_PARTICLE}(?![가-힣])`,
);
const AGE_OR_ORIGIN = /(?:\d+\s?(?:대|세|살)|출신)$/;

function clauseBefore(text: string, a: number): string {
  let start = 0;
  for (const m of text.slice(0, a).matchAll(/[.!?,;\n]/g)) start = m.index + 1;
  return text.slice(start, a);
}

/** Whether the finding text.slice(a, b) of kind `why` describes another person the clause is headed by. */
export function othersServedKo(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'ko') return false;
  const before = clauseBefore(text, a);
  const after = text.slice(b, b + 90);
  // Round thirty-four: an age or an origin set right before a person taking a comitative, a dative or an
  // object particle is that person's whoever the sentence's subject is ("저는 20대 번역가와 함께 일했습니다"),
  // unless the writer is compared in ("저와 같은 20대 청년들에게", "저처럼 지방 출신 학생들을").
  if (
    (AGE_OR_ORIGIN.test(text.slice(a, b)) || AGE_PART.test(text.slice(a, b))) &&
    (SET_BEFORE.test(after) || SET_BEFORE_BY_COPULA.test(after)) &&
    !KO_LIKE_ME.test(before) &&
    !OWN_COPULA_CLAUSE.test(text.slice(a))
  )
    return true;
  if (KO_OWN.test(before)) return false;
  const owned = OTHERS_GENITIVE.test(before);
  const set = AGE_OR_ORIGIN.test(text.slice(a, b));
  // A kin head right after an age or an origin is another's only after another's genitive: "베트남 출신
  // 어머니와는 베트남어로 이야기하며 자랐습니다" stays the writer's.
  const head =
    IN_CLAUSE.exec(after) ??
    (set ? SET_BEFORE.exec(after) : null) ??
    (set && owned ? SET_BEFORE_KIN.exec(after) : null);
  if (head) {
    if (KO_OWN.test(head[0]) || OWN_COPULA_CLAUSE.test(text.slice(a))) return false;
    const rest = text.slice(b + head[0].length).split(/[.!?\n]/)[0];
    return !OWN_LIFE_AFTER.test(rest);
  }
  // The kin word as the head itself, after another's genitive (다문화 가정의 베트남 출신 어머니와는).
  return why === 'family' && owned && new RegExp(`^${KIN_PARTICLE}(?![가-힣])`).test(text.slice(b));
}
