// Round thirty (issue 36): endings and bound nouns by how they are written after a verb.
// - -ㄹ수록 is one ending, written glued (할수록, 갈수록, 볼수록): 할 수록 splits it as if 수록 (收錄, a
//   recording in a book) were a noun. Only 수록 standing alone after an ㄹ adnominal (수록곡, 수록된 stay),
//   and not after a noun in ㄹ (글, 말, 물: 글 수록 is "recording texts").
// - 만큼 after an adnominal is a bound noun and stands apart (해 드릴 만큼, 받을 만큼); spelling-families.ts
//   has 하다/되다's forms and -는/-던. Here the auxiliary verbs after an -아/-어 form (썰어 드릴만큼,
//   도와줄만큼, 해 볼만큼) and consonant stems' -을/-은 (받을만큼, 있을만큼, 많은만큼); 만큼 after a noun is
//   a particle and stays glued (둘만큼, 직원만큼, 마을만큼).
// - Round thirty-seven: 대로 after a verb's adnominal is a bound noun and stands apart (배운 대로, 들은 대로,
//   말한 대로, 하는 대로, 시킨 대로, 정해진 대로); 대로 after a noun is a particle and stays glued (법대로,
//   계획대로, 기본대로, 제안대로, 기한대로), and the adverbs 그런대로, 되는대로 and 나름대로 are one word.
// Tested both ways in round-thirty-spelling.test.ts and round-thirty-seven-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Every Hangul syllable with the final ㄹ. */
const L_FINAL = (() => {
  let out = '';
  for (let lead = 0; lead < 19 * 21; lead++) out += String.fromCharCode(0xac00 + lead * 28 + 8);
  return out;
})();

/** Adnominals of the auxiliary and giving verbs (드리다, 주다, 보다, 두다, 내다, 놓다, 버리다). */
const AUX = '드릴|드린|줄|준|볼|본|둘|둔|낼|낸|놓을|놓은|버릴|버린';
/** Consonant stems of verbs and adjectives with their -을/-은 adnominal. */
const STEMS =
  '있|없|받|먹|읽|찾|얻|맡|믿|갖|같|좋|많|높|넓|깊|작|적|괜찮|싫|잃|참|잡|쌓|찍|씻|입|웃|닦|낮|짧';

/** A verb's adnominal before 대로: -는, -던, ㅂ-irregular -운, -은, 하다's -한, 되다's -된, -킨/-친, -해진/-어진, -(으)신. */
const ADNOMINAL_BEFORE_DAERO = '[가-힣]*(?:는|던|운|은|한|된|킨|친|해진|어진|워진|신|드린)';
/** Nouns and adverbs that end like an adnominal: 대로 after them is a particle or part of the word. */
const NOT_ADNOMINAL =
  /^(?:[가-힣]*(?:기한|제한|권한|시한)|무한|유한|상한|하한|최대한|최소한|연한|국한|금은|되는|그런|이런|저런|운|은|는|한|던|된|신|자신|당신|통신|혁신)$/;

export const KO_BOUND_SPACING: ContextRule[] = [
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])(${ADNOMINAL_BEFORE_DAERO})대로(?![가-힣]*(?:로서|로써))`, 'g'),
    when: (m) => !NOT_ADNOMINAL.test(m[1]),
    fix: (m) => `${m[1]} 대로`,
  },
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])([가-힣]*[${L_FINAL}])\\s수록(?![가-힣])`, 'g'),
    when: (m) => !/^(?:글|말|물|술|불|별|달|날|길|발|줄|기술|기출)$/.test(m[1]),
    fix: (m) => `${m[1]}수록`,
  },
  {
    id: 'spacing',
    re: new RegExp(`(?<=[아어여워와줘봐해]\\s?)(${AUX})만큼`, 'g'),
    fix: (m) => `${m[1]} 만큼`,
  },
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])((?:${STEMS})[을은])만큼`, 'g'),
    fix: (m) => `${m[1]} 만큼`,
  },
];
