// Round thirty (issue 36): endings and bound nouns by how they are written after a verb.
// - -ㄹ수록 is one ending, written glued (할수록, 갈수록, 볼수록): 할 수록 splits it as if 수록 (收錄, a
//   recording in a book) were a noun. Only 수록 standing alone after an ㄹ adnominal (수록곡, 수록된 stay),
//   and not after a noun in ㄹ (글, 말, 물: 글 수록 is "recording texts").
// - 만큼 after an adnominal is a bound noun and stands apart (해 드릴 만큼, 받을 만큼); spelling-families.ts
//   has 하다/되다's forms and -는/-던. Here the auxiliary verbs after an -아/-어 form (썰어 드릴만큼,
//   도와줄만큼, 해 볼만큼) and consonant stems' -을/-은 (받을만큼, 있을만큼, 많은만큼); 만큼 after a noun is
//   a particle and stays glued (둘만큼, 직원만큼, 마을만큼).
// Tested both ways in round-thirty-spelling.test.ts.
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

export const KO_BOUND_SPACING: ContextRule[] = [
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
