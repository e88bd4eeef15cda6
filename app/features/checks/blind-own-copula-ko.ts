// Round thirty-four (issue 36, ADR 0039): a Korean trait the writer is said to BE, by the sentence's structure,
// whatever the rest of the sentence holds: the trait (or the trait and up to two nouns after it) ending in a
// copula's adnominal 인 right before 저/나 ("20대인 저는", "부산 출신인 저는", "30대 엔지니어인 저도"), or the
// writer likened to the people the trait describes ("저와 같은 20대 청년들에게", "저처럼 지방 출신 학생들이").
// Both take precedence over the others' rules (a trait before 동료들과 later in the sentence stays the
// writer's). Tested both ways in round-thirty-four-blind.test.ts.
import type { CheckLang } from './types';

const COPULA_TO_ME = /^(?:\s[가-힣A-Za-z]{1,8}){0,2}?인\s?(?:저|나)(?:는|도|가|로서|에게|를|의)?(?![가-힣])/;
const LIKE_ME_BEFORE =
  /(?<![가-힣])(?:저|나|우리|저희)(?:와|과)?\s?(?:같은|비슷한|또래인?)\s$|(?<![가-힣])(?:저|나|우리|저희)처럼\s$/;

/** Whether the Korean finding text.slice(a, b) is the writer's by a copula to 저 or by likening the writer. */
export function koOwnByCopula(text: string, a: number, b: number, lang: CheckLang): boolean {
  if (lang !== 'ko') return false;
  return COPULA_TO_ME.test(text.slice(b, b + 40)) || LIKE_ME_BEFORE.test(text.slice(Math.max(0, a - 12), a));
}

const KO_KIN =
  /^(?:어머니|아버지|어머님|아버님|엄마|아빠|부모님|부모|할머니|할아버지|형|누나|오빠|언니|동생|남편|아내)$/;
/** The kin compared with the writer or followed (어머니와는 달리, 아버지처럼, 아버지를 닮아, 어머니의 뒤를 이어). */
const KO_COMPARED_AFTER =
  /^(?:(?:와|과)(?:는|도)?\s?(?:달리|다르게|반대로|정반대로|마찬가지로|비슷하게)|처럼\s|(?:을|를)\s?(?:닮아|닮았|따라|본받아)|의\s?뒤를\s?이어)/;
/** Another person owns the kin (고객의, 그분의) or the kin is described by their own child (아들이 … 아버지). */
const KO_OTHERS_KIN_BEFORE =
  /(?<![가-힣])(?!저의|제의|나의|내의|우리의|저희의)[가-힣]{1,6}의\s(?:[가-힣]{1,6}\s){0,2}$|(?<![가-힣])(?:아들|딸|자녀|아이|손주|손자|손녀)(?:이|가|은|는)\s/;

/**
 * Round thirty-four: a kin word compared with the writer or followed by them is the writer's own kin even in a
 * plain relative clause with no 저/제 ("평생 시장에서 장사를 해 온 어머니와는 달리 저는", "기계를 고치던 아버지를
 * 닮아") — the others' rules read a kin word heading a plain clause as a customer's. Not after another's genitive
 * (고객의 어머니와는 달리) nor when the clause describes the kin by their own child (딸이 … 어머니와는 달리).
 */
export function koOwnKinCompared(text: string, a: number, b: number, why: string, lang: CheckLang): boolean {
  if (lang !== 'ko' || why !== 'family' || !KO_KIN.test(text.slice(a, b))) return false;
  if (!KO_COMPARED_AFTER.test(text.slice(b, b + 16))) return false;
  let start = 0;
  for (const m of text.slice(0, a).matchAll(/[.!?,;\n]/g)) start = m.index + 1;
  const before = text.slice(start, a);
  // The word before the kin, if any, is an adnominal verb (해 온, 고치던, 하시는), not another's noun (친구 아버지처럼).
  const prev = /([가-힣]+)\s$/.exec(before)?.[1];
  if (prev && !/(?:[온던는]|[하해]신|시던|셨던)$/.test(prev)) return false;
  return !KO_OTHERS_KIN_BEFORE.test(before);
}
