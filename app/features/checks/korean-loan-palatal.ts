// Round thirty (issue 36): ㅈ and ㅊ take no ㅕ or ㅛ in a loanword either (외래어 표기법 제3장 제1절 제2항;
// korean-loan-forms.ts has ㅑ and ㅠ): 레저, 매니저, 비전, 캡처, 초콜릿, 조깅 — not 레져, 매니져, 비젼, 캡쳐,
// 쵸콜릿, 죠깅. Native Korean has 져 and 쳐 only as a verb's -어 form (가져, 고쳐, 스쳐) with 졌/쳤 in the
// past, and 죠 only as an ending (하죠), so the rule takes
// - a syllable of ㅈ/ㅊ + ㅕ/ㅛ with a final other than ㅆ (비젼, 텔레비젼, 쵼), and 쵸 anywhere (쵸코);
// - 죠 at a word's start (죠깅, 죠이);
// - 져/쳐 at a word's end (a particle may follow) after the syllables of English -sure, -ger and -ture
//   words (레져 leisure, 매니져 manager, 메신져, 캡쳐 capture, 픽쳐, 텍스쳐, 컬쳐, 벤쳐, 퓨쳐, 네이쳐).
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

const HANGUL = 0xac00;
const jamo = (ch: string) => {
  const c = ch.charCodeAt(0) - HANGUL;
  return { l: Math.floor(c / 588), v: Math.floor((c % 588) / 28), t: c % 28 };
};
const syllable = (l: number, v: number, t: number) => String.fromCharCode(HANGUL + l * 588 + v * 28 + t);

/** ㅈ (12) or ㅊ (14) with ㅕ (6) or ㅛ (12), every final but ㅆ (20), and 쵸 with none. */
const PALATAL_YEO = (() => {
  let out = '';
  for (const l of [12, 14])
    for (const v of [6, 12])
      for (let t = 0; t < 28; t++)
        if (t !== 20 && (t !== 0 || (l === 14 && v === 12))) out += syllable(l, v, t);
  return out;
})();

/** The same syllable with the plain vowel: 젼 → 전, 쵸 → 초, 져 → 저. */
const plain = (ch: string) => {
  const { l, v, t } = jamo(ch);
  return syllable(l, v === 6 ? 4 : v === 12 ? 8 : v, t);
};
const plainAll = (s: string) =>
  [...s].map((ch) => (/[져쳐죠]/.test(ch) || PALATAL_YEO.includes(ch) ? plain(ch) : ch)).join('');

/** Syllables before -져/-쳐 in English -sure, -ger and -ture words. */
const LOAN_BEFORE =
  '레|매니|메신|패신|챌린|레인|어벤|캡|픽|렉|텍스|제스|믹스|퓨|컬|벤|네이|시그니|크리|럭|텍|팩|피';
const PARTICLE = '(?:를|는|가|의|에|와|로|도|만|에서|이다|입니다|이고)?';

export const KO_LOAN_PALATAL: ContextRule[] = [
  {
    id: 'loanword',
    re: new RegExp(`(?<![가-힣])[가-힣]*[${PALATAL_YEO}][가-힣]*`, 'g'),
    fix: (m) => plainAll(m[0]),
  },
  {
    id: 'loanword',
    re: /(?<![가-힣])죠[가-힣]+/g,
    fix: (m) => plainAll(m[0]),
  },
  {
    id: 'loanword',
    re: new RegExp(`(?<![가-힣])([가-힣]*(?:${LOAN_BEFORE}))([져쳐])(${PARTICLE})(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}${plain(m[2])}${m[3]}`,
  },
];
