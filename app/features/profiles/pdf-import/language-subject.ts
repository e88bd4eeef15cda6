// A Korean word ending in 어 was taken for a language's name (스와힐리어, 포르투갈어): "무역영어 1급", a certificate
// (trade English) listed under 자격증, was read as a language. A word that is a subject before a common
// language's name (무역영어, 관광영어, 비즈니스일본어) names a subject taught or tested in that language: a
// certificate or a course, never a language.

/** Common languages' Korean names, the ones a subject is put before. */
const COMMON = ['영어', '일본어', '중국어', '독일어', '불어', '프랑스어', '스페인어', '러시아어', '한국어'];

/** A Hangul word of two syllables or more before a common language's name ("무역영어", "관광중국어"). */
export function isLanguageSubject(word: string): boolean {
  const t = word.trim();
  return COMMON.some((name) => t.endsWith(name) && /^[가-힣]{2,}$/u.test(t.slice(0, -name.length)));
}
