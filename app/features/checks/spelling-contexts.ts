// Round sixteen: real words wrong in their context and bound nouns glued, by FAMILY (issue 36, ADR 0039).
// Each rule covers a kind of slip in any word of its kind, told by what stands next to it — the measure that
// rises after 제고, the place one drops in at after 들르다, a vehicle's brakes, an ordinal's ke- — not the
// words a test set held. Tested both ways on made-up sentences in round-sixteen.test.ts.
import type { ContextRule } from './spelling-families';
import type { Token } from './text';

const HANGUL = 0xac00;
const finalOf = (s: string) => {
  const code = (s.at(-1) ?? '').charCodeAt(0) - HANGUL;
  return code >= 0 && code < 11172 ? code % 28 : -1;
};

/** Measures that rise: what 제고 (raising) takes; 재고 (reconsidering) takes a plan or a decision. */
const RISING =
  '(?:[가-힣]*(?:성|력|율|률|도|량)|효율|능률|가치|품질|수준|위상|이미지|인식|사기|역량|실적|매출|수익|편의|만족|복지|효과)';
/** Nouns in -도 that are no measure: 제도, 태도, 정도, 용도, 시도, 의도, 속도 (속도를 재고 = rethink speed). */
const NOT_RISING =
  /^(?:제도|태도|정도|용도|시도|의도|각도|지도|한도|빈도|속도|밀도|온도|강도|적재량|재고량)$/;
/** Where one's ear or hand is, not a place one drops in at (귀에 들렸다 is heard, 손에 들린 is held). */
const NOT_A_PLACE = /^(?:귀|귓가|귓전|손|양손|한 ?손|품|어깨|등|머리|꿈|마음)에$/;

export const KO_CONTEXTS: ContextRule[] = [
  // 제고 (raising) written 재고 after a measure that rises (생산성을 재고하다, 인지도를 재고하기 위해).
  {
    id: 'sound-alike',
    re: new RegExp(`(?<![가-힣])(${RISING}(?:을|를) )재고(?=하|할|한|해|했|를|에|시키|\\s)`, 'g'),
    when: (m) => !NOT_RISING.test(m[1].trim().slice(0, -1)),
    fix: (m) => `${m[1]}제고`,
  },
  // 들르다 (to drop in) written 들리다 after a place with 에 (편의점에 들렸다가, 사무실에 잠깐 들려서).
  {
    id: 'sound-alike',
    re: /(?<![가-힣])([가-힣]+에) ((?:잠깐|잠시|먼저|다시|꼭|매일|가끔|자주|들러서|곧장|잠깐씩) )?들(렸|려)(?=다|고|는|던|서|습|어|요|야|도|\s|[.,!?])/g,
    when: (m) => !NOT_A_PLACE.test(m[1]),
    fix: (m) => `${m[1]} ${m[2] ?? ''}들${m[3] === '렸' ? '렀' : '러'}`,
  },
  // The bound noun 대로 (as, whatever) written 데로 glued to a verb's -는/-ㄴ/-ㄹ/-던 form (닥치는데로,
  // 시키는데로, 들은데로): glued it is never right, whatever it means.
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)데로(?![가-힣])/g,
    when: (m) =>
      !/^(?:그런|이런|저런)$/.test(m[1]) &&
      (/(?:는|던)$/.test(m[1]) || ((finalOf(m[1]) === 4 || finalOf(m[1]) === 8) && m[1].length >= 2)),
    fix: (m) => `${m[1]} 대로`,
  },
  // -ㄹ 줄 알다/모르다 glued (다룰줄 모른다, 할줄도 안다) in any verb; 밧줄, 핏줄 are nouns (final ㅅ).
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)줄(은|도|을)? ?(?=알|안다|압니다|몰|모르|모른|모릅)/g,
    when: (m) => finalOf(m[1]) === 8 && m[1].length >= 2,
    fix: (m) => `${m[1]} 줄${m[2] ?? ''} `,
  },
  // The bound noun 지 of time since, glued to a verb's -ㄴ form before a span (일한지 4년, 입사한지 오래).
  {
    id: 'spacing',
    re: /(?<![가-힣])([가-힣]+)지(?= (?:\d+|한|두|세|네|다섯|여섯|몇|수|반|벌써|어느덧|꽤|오래|얼마)(?:\s?(?:년|개월|달|주|일|시간|해|되|안|지나|넘|됐|되었))?)/g,
    when: (m) => finalOf(m[1]) === 4 && m[1].length >= 2 && !/(?:어떤|인|는|은|던)$/.test(m[1]),
    fix: (m) => `${m[1]} 지`,
  },
  // A native numeral and the counter 번 glued (두번, 세번, 몇번, 한번도 = not once); 한번 alone is the
  // adverb "once, some time" and stays.
  {
    id: 'spacing',
    re: /(?<![가-힣])(두|세|네|다섯|여섯|몇|여러)번(?=[^가-힣]|째|의|도|은|을|이|씩|만|에|$)|(?<![가-힣])(한)번(?=도 )/g,
    fix: (m) => `${m[1] ?? m[2]} 번`,
  },
];

export const EN_CONTEXTS: ContextRule[] = [
  // passed (went by) written past after a perfect or a passive auxiliary (the rain had past, has past).
  {
    id: 'confusable',
    re: /\b((?:has|have|had|having|has now|had now|had already|has already) )past(?=[.,;!?]| (?:and|but|so|when|before|by|without|since)\b)/g,
    fix: (m) => `${m[1]}passed`,
  },
  // than written then after a comparison: "more sessions then ever", "fewer calls then usual".
  {
    id: 'confusable',
    re: /\b((?:more|less|fewer|better|worse|greater|higher|lower|faster|earlier|later|longer|[a-z]{3,}er)(?: [a-z]+){0,2} )then(?= (?:ever|usual|expected|planned|anticipated|average|last (?:year|month|week|season)|the year before|in previous)\b)/gi,
    fix: (m) => `${m[1]}than`,
  },
  // led (the past) written lead after a singular subject, which would take "leads" in the present: "the
  // quick response lead to a review". A plural subject (our efforts lead to), a pronoun (we lead to) or a
  // "team lead" before an infinitive ("our team lead to discuss") is left alone.
  {
    id: 'confusable',
    re: /\b(?:[Tt]he|[Tt]his|[Tt]hat|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts) (?:[a-z]+ ){0,2}([a-z]+) lead(?= to (?:a|an|the|fewer|more|less|lower|higher|better|faster|our|my|their|its|two|three|several|many|some|\d)\b)/g,
    when: (m) =>
      !/(?:s|ly)$/.test(m[1]) &&
      !/^(?:I|we|you|they|often|also|always|never|children|people|staff|men|women|data|media|police|team|who|which)$/.test(
        m[1],
      ),
    fix: (m) => `${m[0].slice(0, -4)}led`,
  },
  // compliment (to praise) written complement with the one praised and "on" (complement me on my work).
  {
    id: 'confusable',
    re: /\bcomplement(s|ed|ing)?(?= (?:me|us|him|her|them|you|our \w+|my \w+|the \w+) on\b)/g,
    fix: (m) => `compliment${m[1] ?? ''}`,
  },
  // advise (the verb) written advice with an adverb between it and its subject (I still advice), or
  // after "to" before whom one advises (the modal and the bare subject have their rule in spelling-rules.ts).
  {
    id: 'confusable',
    re: /\b((?:I|we|they|you) (?:still|often|always|usually|never|also|now|sometimes|regularly) |to )advice(?= (?:me|us|him|her|them|you|our|my|new|newer|junior|staff|clients|customers|colleagues|people|everyone)\b)/g,
    fix: (m) => `${m[1]}advise`,
  },
  // brakes (a vehicle's) written breaks: with what a brake has or what one does to it.
  {
    id: 'confusable',
    re: /\b((?:hand|parking|emergency) )?break(s)?(?= (?:pads?|fluid|discs?|shoes?|pedal|cables?|(?:were|was|are|is) (?:set on|applied|released|worn|engaged))\b)|\b((?:hand|parking|emergency) )break(s)?\b/g,
    fix: (m) => (m[3] ? `${m[3]}brake${m[4] ?? ''}` : `${m[1] ?? ''}brake${m[2] ?? ''}`),
  },
];

/** Indonesian numerals an ordinal ke- joins (kedua, ketiga, kesepuluh). */
const ID_NUMERAL = '(?:dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|sebelas|seratus|seribu)';

export const ID_CONTEXTS: ContextRule[] = [
  // The ordinal ke- written apart from its numeral (yang ke dua, tahun ke tiga, ke dua kalinya); "ke dua
  // kota" (to two cities) is the preposition and stays.
  {
    id: 'prefix',
    re: new RegExp(
      `\\b((?:yang|tahun|hari|minggu|bulan|tahap|putaran|lantai|generasi|juara|peringkat|urutan|gelombang|angkatan|bagian|babak|sesi|edisi|kali) )?([Kk]e) (${ID_NUMERAL})(?=( kali(?:nya)?\\b)|[.,;!?]|\\s|$)`,
      'g',
    ),
    when: (m) => !!m[1] || !!m[4],
    fix: (m) => `${m[1] ?? ''}${m[2]}${m[3]}`,
  },
];

/** Counters a numeral counts (번, 명, 곳, 가지…), and the numerals before them (한, 두, 몇, 3). */
const COUNTER =
  /^(?:번|명|개|곳|가지|분|군데|차례|사람|회|대|장|권|마리|건|벌|채|척|그루|잔)뿐(?:이|인|이다|입니다|이었|이라|이라서|이며|이고|만|으로|은|도)?$/;
const NUMERAL = /^(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|스무|\d+)$/;

/**
 * Whether Korean token `i` is a counter with the particle 뿐 after a numeral (한 번뿐인 기회, 두 명뿐이라서):
 * 뿐 after a counted noun is right, though the dictionary lacks the glued form. Not a noun alone: 대부뿐 is
 * 대부분 misspelt (round fourteen took the tail 뿐 back for it), and no numeral comes before it.
 */
export function countedOnly(toks: Token[], i: number): boolean {
  return i > 0 && COUNTER.test(toks[i].word) && NUMERAL.test(toks[i - 1].word);
}
