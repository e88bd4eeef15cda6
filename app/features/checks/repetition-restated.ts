// Round twenty, tuning (ADR 0039): a sentence that says it restates ("To say it again", "Put simply", "In
// short", "Sekali lagi", "Singkatnya", "다시 말씀드리면", "요약하면") over a figure the answer told already —
// the same count in digits or in words (twelve, dua belas, 다섯 대, 열두 번). The marker alone is no
// repetition (a summary may bring a new figure), nor is a figure alone (two sentences may share a count).
const MARKER =
  /^\s*(?:to say it again|to put it (?:simply|another way|briefly)|put simply|simply put|in short|in other words|once again|to repeat|to sum up|in sum(?:mary)?|to recap|all in all|sekali lagi|singkatnya|dengan kata lain|intinya|ringkasnya|pendek kata|kesimpulannya|다시 말씀드리(?:면|자면)|다시 말(?:해|하면|하자면)|거듭 말씀드리(?:면|자면)|요약하(?:면|자면)|정리하(?:면|자면)|한마디로|즉)(?=[\s,])/i;

/** Number words to twenty (and Indonesian to eleven), each at its value's index; the tens. */
export const EN_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
export const ID_WORDS = 'nol satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas'.split(' ');
export const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Korean native numerals, said before a counter (다섯 대, 열두 번, 스무 명). */
const KO_UNITS: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
};
const KO_COUNTER = '(?:대|명|건|개|번|곳|시간|달|차례|가지|군데|회|배|대씩|번씩|건씩|명씩)';

/** What may follow a Korean counter: a particle or an ending of 이다, then the word's end. */
const KO_AFTER = '(?:에서|에|으로|로|이던|이었|이|가|을|를|의|씩|도|만|까지|부터|과|와)?(?![가-힣])';

/** The numbers a sentence says, in digits or words of the three languages. */
export function numbersIn(s: string): Set<number> {
  const out = new Set<number>();
  for (const m of s.matchAll(/(?<![\d.,])\d[\d,]*(?:\.\d+)?/g)) out.add(Number(m[0].replace(/,/g, '')));
  const lower = s.toLowerCase();
  for (const m of lower.matchAll(/\b([a-z]+)(?:-([a-z]+))?\b/g)) {
    const [w, unit] = [m[1], m[2]];
    if (w in EN_TENS) out.add(EN_TENS[w] + (unit ? Math.max(0, EN_WORDS.indexOf(unit)) : 0));
    else if (EN_WORDS.includes(w) && !unit) out.add(EN_WORDS.indexOf(w));
  }
  // Indonesian: satu … sebelas, "dua belas" (12), "dua puluh tiga" (23).
  const id = ID_WORDS.slice(1, 10).join('|');
  for (const m of lower.matchAll(
    new RegExp(`\\b(${id}) (belas|puluh)(?: (${id}))?\\b|\\b(${ID_WORDS.join('|')})\\b`, 'g'),
  )) {
    if (m[4]) out.add(ID_WORDS.indexOf(m[4]));
    else
      out.add(
        ID_WORDS.indexOf(m[1]) +
          (m[2] === 'belas' ? 10 : ID_WORDS.indexOf(m[1]) * 9 + (m[3] ? ID_WORDS.indexOf(m[3]) : 0)),
      );
  }
  // Korean: 열 / 열두 / 스무 / 다섯 before a counter.
  const units = Object.keys(KO_UNITS).join('|');
  for (const m of s.matchAll(
    new RegExp(`(?<![가-힣])(스무|스물|열)?(${units})?(?<=[가-힣]) ?${KO_COUNTER}${KO_AFTER}`, 'g'),
  )) {
    if (!m[1] && !m[2]) continue;
    const tens = m[1] === '열' ? 10 : m[1] ? 20 : 0;
    out.add(tens + (m[2] ? KO_UNITS[m[2]] : 0));
  }
  return out;
}

/**
 * Each sentence (by index) that opens with a restating marker and tells again a number of two or more an
 * earlier sentence told, with that earlier sentence's index.
 */
export function restatedFigures(text: string, ss: [number, number][]): Map<number, number> {
  const out = new Map<number, number>();
  const told = ss.map(([a, b]) => numbersIn(text.slice(a, b)));
  for (let j = 1; j < ss.length; j++) {
    if (!MARKER.test(text.slice(ss[j][0], ss[j][1]))) continue;
    const i = told.findIndex((nums, k) => k < j && [...told[j]].some((n) => n >= 2 && nums.has(n)));
    if (i >= 0) out.set(j, i);
  }
  return out;
}
