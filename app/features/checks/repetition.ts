// Repetition (issue 36 item 4): the same figure or the same episode told twice in one answer, and a
// sentence or an episode repeated across the answers of one application.
import { sharedRuns } from './repeated-clause';
import { COUNTED } from './repetition-counted';
import { paraphrasedFigures } from './repetition-paraphrased';
import { EN_TENS, EN_WORDS, ID_WORDS, restatedFigures } from './repetition-restated';
import { retoldEpisodes } from './repetition-retold-episode';
import { restatedResults } from './repetition-restated-result';
import { sentences } from './text';
import type { Finding } from './types';

/**
 * Character n-grams of a sentence without spaces and punctuation, each as one number (its code units),
 * sorted and distinct: comparing two sentences is then one merge, not a lookup per n-gram. Bigrams for
 * Hangul, whose syllables are many; trigrams for Latin letters (round thirteen), whose two-letter pairs are
 * so few that any two long Indonesian sentences share most of them (an, ng, ka, me, er: 38 sentences of
 * clean Indonesian answers were "repeated" at Dice ≥ 0.6 by bigrams, none near the same words).
 */
function bigrams(s: string): Float64Array {
  const t = s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const n = /[\uac00-\ud7a3]/.test(t) ? 2 : 3;
  const all = new Float64Array(Math.max(0, t.length - n + 1));
  for (let i = 0; i + n <= t.length; i++) {
    let v = 0;
    for (let k = 0; k < n; k++) v = v * 0x10000 + t.charCodeAt(i + k);
    all[i] = v;
  }
  all.sort();
  let m = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[m++] = all[i];
  return all.subarray(0, m);
}

/** Dice similarity of two sorted, distinct bigram lists. */
export function similarity(a: Float64Array, b: Float64Array): number {
  if (!a.length || !b.length) return 0;
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  return (2 * common) / (a.length + b.length);
}

/** Whether two bigram lists could reach `at` at all: Dice is at most 2·min / (|a| + |b|). */
const reachable = (a: Float64Array, b: Float64Array, at: number) =>
  2 * Math.min(a.length, b.length) >= at * (a.length + b.length);

/** Number words to twenty and the tens (round sixteen: a change retold "from 19 to two"). */
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries([EN_WORDS, ID_WORDS].flatMap((list) => list.map((w, i) => [w, i]))),
  ...EN_TENS,
};
const NUMBER = `(?:\\d[\\d,]*(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;

/**
 * Figures that say something: a number with a unit or a percentage, or a rate (round eleven: "18 a
 * month", "18 remakes a month", "18 kasus per bulan" — a count said per day, week, month or year); a
 * Korean unit with its particle after it (round sixteen: 19일에서, 2일로, 3건의); a change from one
 * number to another, in digits or words ("from 19 to two", "dari 19 menjadi dua"). Round eighteen: a
 * percentage or a Latin unit with a Korean particle after it (9%에서 2%로, 40kg을), as the Korean units were.
 */
const FIGURE = new RegExp(
  [
    /(?<![\d.,])\d[\d,]*(?:\.\d+)?\s?(?:(?:\p{L}+\s)?(?:a|an|per|each|every|tiap|setiap)\s(?:day|week|month|year|quarter|shift|hari|minggu|bulan|tahun|shift)|%|퍼센트|kg|km|x|times|percent|people|users|customers|orang|kali|persen|juta|ribu)(?=(?:에서|에게|으로|로|은|는|이|가|을|를|의|에|도|만|과|와|까지|부터|씩)?(?![\p{L}]))/u
      .source,
    /(?<![\d.,])\d[\d,]*(?:\.\d+)?\s?(?:배|명|건|개|원|만\s?원|억|천|시간|일|주|개월|개사|곳|회|차례|점)(?=(?:에서|에게|으로|로|은|는|이|가|을|를|의|에|도|만|과|와|까지|부터|씩)?(?![\p{L}]))/u
      .source,
    `\\b(?:from|dari) ${NUMBER} (?:to|menjadi|ke) ${NUMBER}\\b`,
    // Round twenty-five: a count of ten or more before the word it counts (repetition-counted.ts).
    COUNTED,
  ].join('|'),
  'giu',
);

/** A figure's key: spaces and commas gone, number words as digits ("from 19 to two" = "from 19 to 2"). */
const figureKey = (figure: string) =>
  figure
    .toLowerCase()
    .replace(/\p{L}+/gu, (w) => (w in NUMBER_WORDS ? String(NUMBER_WORDS[w]) : w))
    .replace(/[\s,]/g, '');

/** One answer: a figure stated in two sentences, and two sentences telling the same thing. */
export function repetitionWithin(text: string): Finding[] {
  const out: Finding[] = [];
  const ss = sentences(text);
  const seen = new Map<string, number>();
  for (const [a, b] of ss) {
    const inSentence = new Set<string>();
    for (const m of text.slice(a, b).matchAll(FIGURE)) {
      const key = figureKey(m[0]);
      if (inSentence.has(key)) continue;
      inSentence.add(key);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n === 2)
        out.push({
          kind: 'repetition',
          severity: 'consider',
          range: [a + m.index, a + m.index + m[0].length],
          message: 'repetition.figure',
          values: { figure: m[0] },
        });
    }
  }
  /** Sentence j tells again what sentence i told. */
  const sentenceRetold = (j: number, i: number): Finding => ({
    kind: 'repetition',
    severity: 'consider',
    range: ss[j],
    message: 'repetition.sentence',
    values: { first: i + 1 },
  });
  const grams = ss.map(([a, b]) => bigrams(text.slice(a, b)));
  for (let j = 1; j < ss.length; j++)
    for (let i = 0; i < j; i++)
      if (
        grams[j].length >= 8 &&
        reachable(grams[i], grams[j], 0.6) &&
        similarity(grams[i], grams[j]) >= 0.6
      ) {
        out.push(sentenceRetold(j, i));
        break;
      }
  // Round nineteen: a clause retold inside another sentence (a long run of the same words).
  const runs = sharedRuns(ss.map(([a, b]) => text.slice(a, b)));
  for (const [j, i] of runs.entries())
    if (i >= 0 && !out.some((f) => f.message === 'repetition.sentence' && f.range[0] === ss[j][0]))
      out.push(sentenceRetold(j, i));
  // Round twenty: a restating marker over a figure told already ("To say it again, … from twelve to one").
  for (const [j, i] of restatedFigures(text, ss))
    if (!out.some((f) => f.message === 'repetition.sentence' && f.range[0] === ss[j][0]))
      out.push(sentenceRetold(j, i));
  // Round thirty: a retelling marker over an episode told already, with no figure ("Once more, recording
  // laser measurements straight into a shared drawing …").
  for (const [j, i] of retoldEpisodes(text, ss))
    if (!out.some((f) => f.kind === 'repetition' && f.range[0] < ss[j][1] && ss[j][0] < f.range[1]))
      out.push(sentenceRetold(j, i));
  // Round thirty: a restating marker over an earlier change told again as a share ("In other words, errors
  // fell by almost ninety percent").
  for (const [j, i] of restatedResults(text, ss))
    if (!out.some((f) => f.kind === 'repetition' && f.range[0] < ss[j][1] && ss[j][0] < f.range[1]))
      out.push(sentenceRetold(j, i));
  // Round twenty-two: the same figures told again in other words (12% to 7% / twelve to seven percent).
  for (const [j, i] of paraphrasedFigures(text, ss))
    if (!out.some((f) => f.kind === 'repetition' && f.range[0] < ss[j][1] && ss[j][0] < f.range[1]))
      out.push(sentenceRetold(j, i));
  return out;
}

/** Across the application's answers: a sentence already written in another answer; an episode told there too. */
export function repetitionAcross(
  text: string,
  others: { label: string; text: string }[],
  told?: { here: string[]; elsewhere: { label: string; entries: string[] }[] },
): Finding[] {
  const out: Finding[] = [];
  const theirs = others.map((o) => ({
    label: o.label,
    grams: sentences(o.text).map(([a, b]) => bigrams(o.text.slice(a, b))),
  }));
  for (const [a, b] of sentences(text)) {
    const g = bigrams(text.slice(a, b));
    if (g.length < 8) continue;
    const hit = theirs.find((o) => o.grams.some((x) => reachable(g, x, 0.8) && similarity(g, x) >= 0.8));
    if (hit)
      out.push({
        kind: 'repetition',
        severity: 'consider',
        range: [a, b],
        message: 'repetition.across',
        values: { answer: hit.label },
      });
  }
  for (const entry of told?.here ?? []) {
    const other = told?.elsewhere.find((e) => e.entries.includes(entry));
    if (!other) continue;
    const at = text.indexOf(entry);
    out.push({
      kind: 'repetition',
      severity: 'consider',
      range: at >= 0 ? [at, at + entry.length] : [0, 0],
      message: 'repetition.episode',
      values: { entry, answer: other.label },
    });
  }
  return out;
}
