// Round twenty-two (ADR 0039): a figure told again in other words, by family from the round's made-up style
// set (style-dev-set.ts): a later sentence that tells the same pair of figures as an earlier one ("12% to 7%",
// "twelve to seven percent", "월 40건에서 5건", "마흔 건이던 오류가 다섯 건"), or the same figure of ten or more
// once in digits and once in words (20,000 / twenty thousand, 50통 / 오십 통, 20 homes / twenty households).
// Two sentences that share one count in the same form are the older figure rule's; years are no figure here,
// and two small counts (3 and 2) meet by chance.
import { numbersIn } from './repetition-restated';

/** Korean tens, native (마흔) and Sino-Korean (오십) before a counter; 만 after digits or a word (2만, 이만). */
const KO_TENS: Record<string, number> = {
  열: 10,
  스무: 20,
  스물: 20,
  서른: 30,
  마흔: 40,
  쉰: 50,
  예순: 60,
  일흔: 70,
  여든: 80,
  아흔: 90,
};
const KO_SINO: Record<string, number> = { 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const KO_COUNTER = '(?=\\s?(?:명|건|통|가구|곳|개|번|시간|분|일|주|개월|달|퍼센트|배|대|회|%))';
const KO_NATIVE = '(?:하나|한|둘|두|셋|세|석|넷|네|넉|다섯|여섯|일곱|여덟|아홉)';
const NATIVE_VALUE: Record<string, number> = {
  하나: 1,
  한: 1,
  둘: 2,
  두: 2,
  셋: 3,
  세: 3,
  석: 3,
  넷: 4,
  네: 4,
  넉: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
};

const KO_TENS_RE = new RegExp(
  `(?<![가-힣])(열|스무|스물|서른|마흔|쉰|예순|일흔|여든|아흔)(${KO_NATIVE})?${KO_COUNTER}`,
  'g',
);
const KO_SINO_RE = new RegExp(`(?<![가-힣])([이삼사오육칠팔구])?십([일이삼사오육칠팔구])?${KO_COUNTER}`, 'g');
const KO_MAN_RE = new RegExp(`(?<![가-힣])([이삼사오육칠팔구])?만${KO_COUNTER}`, 'g');

/** The numbers a sentence says in words only (Korean tens, Sino-Korean tens, 만; English "twenty thousand"). */
function wordNumbers(s: string): Set<number> {
  const out = new Set<number>();
  for (const m of s.matchAll(KO_TENS_RE)) out.add(KO_TENS[m[1]] + (m[2] ? NATIVE_VALUE[m[2]] : 0));
  for (const m of s.matchAll(KO_SINO_RE))
    out.add((m[1] ? KO_SINO[m[1]] : 1) * 10 + (m[2] ? (KO_SINO[m[2]] ?? 1) : 0));
  for (const m of s.matchAll(KO_MAN_RE)) out.add((m[1] ? KO_SINO[m[1]] : 1) * 10000);
  for (const m of s.matchAll(/\b((?:[a-z]+[ -]){0,2}[a-z]+) (thousand|ribu)\b/gi)) {
    const n = Math.max(-1, ...numbersIn(m[1].toLowerCase()));
    if (n > 0) out.add(n * 1000);
  }
  return out;
}

/** The numbers said in digits (2만 as 20000, 20.000 and 20,000 as 20000). */
function digitNumbers(s: string): Set<number> {
  const out = new Set<number>();
  for (const m of s.matchAll(/(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(만)?/g)) {
    const raw = m[1];
    const n = /^\d{1,3}(?:[.,]\d{3})+$/.test(raw)
      ? Number(raw.replace(/[.,]/g, ''))
      : Number(raw.replace(',', '.'));
    out.add(m[2] ? n * 10000 : n);
  }
  return out;
}

const isYear = (n: number) => n >= 1900 && n <= 2100;

/** Each later sentence (by index) that tells again an earlier one's figures in other words, with that index. */
export function paraphrasedFigures(text: string, ss: [number, number][]): Map<number, number> {
  const out = new Map<number, number>();
  const digits = ss.map(([a, b]) => digitNumbers(text.slice(a, b)));
  const words = ss.map(([a, b]) => {
    const s = text.slice(a, b);
    const w = wordNumbers(s);
    for (const n of numbersIn(s.replace(/\d[\d.,]*/g, ' '))) w.add(n);
    return w;
  });
  const all = ss.map((_, k) => new Set([...digits[k], ...words[k]].filter((n) => !isYear(n))));
  for (let j = 1; j < ss.length; j++)
    for (let i = 0; i < j; i++) {
      const shared = [...all[j]].filter((n) => all[i].has(n));
      // Two small counts (3 and 2, 4 and 6) meet by chance; a pair holds a figure of ten or more.
      const pair = shared.length >= 2 && shared.some((n) => n >= 10);
      const reworded = shared.some(
        (n) => n >= 10 && ((digits[i].has(n) && words[j].has(n)) || (words[i].has(n) && digits[j].has(n))),
      );
      if (pair || reworded) {
        out.set(j, i);
        break;
      }
    }
  return out;
}
