// Korean forms by kind (round twenty-nine, issue 36), from the eighth development set's misses: spellings
// the speller lets through because a loanword reading or the analyser makes a word of them.
// - 외래어 표기법 writes English "-ship" 십 (리더십, 멤버십, 인턴십), never 쉽; and ㅈ/ㅊ never take ㅑ or ㅠ in a
//   loanword (스케줄, 주스, 차트, 캐주얼; 제3장 제1절 제2항): 스케쥴, 쥬스, 챠트 are the old spellings. No
//   native word has 쟈, 쥬, 챠 or 츄, and a native 쉽 (쉽다, 아쉽다) is a verb stem, never before a particle.
// - An ㄹ-stem verb or adjective drops its ㄹ before -은, -으니, -으면, -으며 (녹슨, 낯선, 힘든, 만든:
//   한글 맞춤법 제18항 1): 녹슬은, 낯설은 are wrong. Only stems that are no noun (길은, 말은 are nouns).
// - -쟁이 names a person by a habit or trait (겁쟁이, 멋쟁이, 욕심쟁이), -장이 a craftsman (대장장이, 미장이):
//   표준어 규정 제9항 붙임 2. A trait before -장이 is a slip.
// Tested both ways in korean-loan-forms.test.ts.
import type { ContextRule } from './context-rule';

const HANGUL = 0xac00;
const jamo = (ch: string) => {
  const c = ch.charCodeAt(0) - HANGUL;
  return { l: Math.floor(c / 588), v: Math.floor((c % 588) / 28), t: c % 28 };
};
const syllable = (l: number, v: number, t: number) => String.fromCharCode(HANGUL + l * 588 + v * 28 + t);

/** ㅈ (12) or ㅊ (14) with ㅑ (2) or ㅠ (17): 쟈, 쥬, 챠, 츄 and their forms with a final. */
const PALATAL_Y = /[\uc7c8-\uc7e3\uc96c-\uc987\ucc60-\ucc7b\uce04-\uce1f]/;

/** The same syllable with the plain vowel: 쥴 → 줄, 챠 → 차. */
const plain = (ch: string) => {
  const { l, v, t } = jamo(ch);
  return syllable(l, v === 2 ? 0 : v === 17 ? 13 : v, t);
};

/**
 * ㄹ-stem verbs and adjectives of two syllables that are no noun (their -은 form drops the ㄹ: 녹슨, 거친,
 * 만든); one-syllable stems are left alone (절, 불, 살, 알 are nouns too, and 살은 is "the flesh").
 */
const L_STEMS = '(?:녹슬|낯설|거칠|둥글|힘들|서툴|가늘|시들|베풀|이끌|떠들|만들|부풀|흔들|비틀|어질|찌들)';

/** Traits and habits a person is named by with -쟁이. */
const TRAITS =
  '(?:겁|멋|욕심|고집|거짓말|수다|심술|허풍|떼|개구|말썽|트집|안달|게으름|샘|난|엄살|익살|변덕|투정|무식)';

export const KO_LOAN_FORMS: ContextRule[] = [
  {
    // A loanword's "-ship" written 쉽, then a particle or nothing (리더쉽, 멤버쉽을, 파트너쉽이).
    id: 'loanword',
    re: /(?<![가-힣])([가-힣]{2,})쉽(?=(?:을|은|이|의|에|과|으로|도|만|까지|부터|에서)?(?![가-힣]))/g,
    fix: (m) => `${m[1]}십`,
  },
  {
    // A word with ㅈ/ㅊ + ㅑ/ㅠ (스케쥴, 쥬스를, 챠트, 캐쥬얼).
    id: 'loanword',
    re: /(?<![가-힣])[가-힣]*[\uc7c8-\uc7e3\uc96c-\uc987\ucc60-\ucc7b\uce04-\uce1f][가-힣]*/g,
    fix: (m) => [...m[0]].map((ch) => (PALATAL_Y.test(ch) ? plain(ch) : ch)).join(''),
  },
  {
    // An ㄹ-stem's -은, -으니, -으면, -으며 (녹슬은 → 녹슨, 힘들으면 → 힘들면).
    id: 'ending',
    re: new RegExp(`(?<![가-힣])(${L_STEMS})(은|으니|으면|으며)(?![가-힣])`, 'g'),
    fix: (m) => {
      if (m[2] !== '은') return `${m[1]}${m[2].slice(1)}`;
      const last = m[1].at(-1)!;
      const { l, v } = jamo(last);
      return `${m[1].slice(0, -1)}${syllable(l, v, 4)}`;
    },
  },
  {
    // A trait with -장이 (겁장이, 멋장이, 욕심장이를).
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])(${TRAITS})장이`, 'g'),
    fix: (m) => `${m[1]}쟁이`,
  },
];
