// Round thirty (issue 36, ADR 0039): 어머님 and 아버님, the honorific forms one gives another person's
// mother or father, met, served or heard in the story — "막내아들의 입학을 앞둔 어머님과 상담했습니다",
// "아들을 군대에 보낸 어머님께서 … 물으셨습니다" — with no word of the writer's in the sentence; from the
// fourth and eighth first-person sets' near misses, by kind. One's own ("어머님께서 늘 말씀하셨듯이 저는",
// "저희 어머님은") has a word of the writer's and stays flagged.
const KO_OWN = /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:의|는|가|도|를|에게)?(?![가-힣])/;

/** Whether the Korean 어머님/아버님 at text.slice(a, b) is another person's parent in the story. */
export function othersHonorificParent(text: string, a: number, b: number, lang: string): boolean {
  if (lang !== 'ko' || !/^(?:어머님|아버님)$/.test(text.slice(a, b))) return false;
  if (!/^(?:과|와|께서|께|을|를|이|은)\s/.test(text.slice(b, b + 4))) return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const end0 = text.slice(b).search(/[.!?\n]/);
  const sentence = text.slice(start, end0 < 0 ? text.length : b + end0);
  return !KO_OWN.test(sentence);
}
