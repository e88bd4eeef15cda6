// Round thirty (issue 36, ADR 0039): a Korean birthplace or hometown in a relative clause on a group of
// other people — "출생지가 평양인 실향민 어르신들의 구술을", "고향이 전라도인 입주민들께" — from the eighth
// first-person set's near miss, by kind: the head is a plural person (…들) and no word of the writer's is
// in the sentence. The writer's own ("고향이 부산인 저는", "출생지가 평양인 제 할머니") stays flagged.
const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;
const KO_RELATIVE_ON_GROUP =
  /^(?:가|이|은|는)?\s[가-힣A-Za-z0-9]{1,10}(?:인|이던|이었던|였던)\s(?:[가-힣]{1,8}\s){0,2}[가-힣]{1,8}(?:님|분)?들(?:의|을|를|이|가|께|께서|에게|과|와|은|는|도)?(?![가-힣])/;

/** Whether the Korean hometown finding text.slice(a, b) is in a relative clause on a group of others. */
export function othersHometownRelativeKo(
  text: string,
  a: number,
  b: number,
  why: string,
  lang: string,
): boolean {
  if (lang !== 'ko' || why !== 'hometown') return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const end0 = text.slice(b).search(/[.!?\n]/);
  const sentence = text.slice(start, end0 < 0 ? text.length : b + end0);
  return KO_RELATIVE_ON_GROUP.test(text.slice(b, b + 60)) && !KO_OWN.test(sentence);
}
