// Round thirty (issue 36, ADR 0039): one's age said as half a century (setengah abad, 반백, 반세기) in a
// frame of the writer's — "At half a century old, I", "Having turned half a century", "Di usia setengah
// abad, saya", "반백의 나이에도", "반세기를 살아온 저는" — from fresh19's miss (seen), by kind: the older
// rules read an age in years, decades and the Sino-Korean age names (지천명, 불혹), not this one. A firm,
// a building or a tradition half a century old ("a half-century-old firm", "usaha setengah abad", "반세기
// 역사의") is no person's age and is left alone.
import type { BlindRule } from './blind-lists';

const EN_HALF = '(?:half a century|the half-century(?: mark)?|the big five-o|the big 5-?0)';

export const HALF_CENTURY_AGE: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: /(?<![가-힣])반백(?: ?살| ?세)?(?:의 나이|을 넘|을 앞|이 넘|을 바라|에 가까|이 된|이 다 된|을 훌쩍)|(?<![가-힣])(?:반백 ?년|반세기)(?:을|를|의 세월을|이 넘게|가 넘게|가까이) (?:살아|산 |살면서)/g,
    },
  ],
  en: [
    {
      why: 'age',
      re: new RegExp(
        [
          // I turned / I'm / having reached half a century.
          `\\b(?:I(?:'m| am| was)|I(?: have| had| just| recently|'ve)? (?:turned|reached|hit|passed)|[Hh]aving (?:just )?(?:turned|reached|hit|passed)) (?:(?:nearly|almost|over|past|just|well past|approaching|close to) )?${EN_HALF}`,
          // At / Now / Aged half a century …, in a sentence with I.
          `\\b(?:[Aa]t|[Nn]ow|[Aa]ged) (?:(?:nearly|almost|over|past|just|approaching) )?${EN_HALF}(?: (?:old|young|of age))?(?=[^.!?\\n]*\\bI\\b)`,
          // Half a century old (or young), I …
          `(?<=^|[.!?]\\s+)(?:[Hh]alf a century|[Nn]early half a century|[Aa]lmost half a century) (?:old|young)(?=,? I\\b)`,
          // half a century on this earth / under my belt
          `\\bhalf a century (?:on this earth|under my belt|behind me)\\b`,
        ].join('|'),
        'g',
      ),
    },
  ],
  id: [
    {
      why: 'age',
      re: /\b(?:[Dd]i|[Pp]ada|[Mm]emasuki|[Mm]enginjak|[Mm]enjelang|[Mm]endekati) (?:usia|umur) (?:yang )?(?:sudah |hampir |lebih dari |genap |lewat )?(?:setengah|separuh|seperdua) abad\b(?=[^.!?\n]*\b(?:saya|aku)\b)|\b(?:[Ss]aya|[Aa]ku)(?: sudah| kini| hampir| baru saja)? (?:berusia|berumur|menginjak|memasuki|genap) (?:setengah|separuh) abad\b/g,
    },
  ],
};
