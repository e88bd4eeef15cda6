// Suggestions for a word the dictionary rejected, worked out from the dictionary's own verdicts: the words
// one edit away that it accepts, the likeliest edits first. Hunspell's own `suggest` takes 40–370 ms an
// English word and 0.1–1.5 s a Korean one in one uninterruptible call; these candidates are tried one at
// a time (0.02–0.2 ms each), so the speller thread can stop between any two and answer a check first
// (speller-worker.ts). Pure: `correct` is passed in.
import { movedSiot } from './korean-moved-final';
import type { CheckLang } from './types';

const BASE = 0xac00;
const VOWELS = 21;
const FINALS = 28;

/** Vowel confusions Korean writers make (ㅐ/ㅔ, ㅚ/ㅙ/ㅞ, ㅘ/ㅏ, ㅢ/ㅣ, ㅖ/ㅔ), by vowel index. */
const VOWEL_NEAR: Record<number, number[]> = {
  1: [5, 3],
  5: [1, 7],
  3: [7, 1],
  7: [5, 3],
  9: [0, 10],
  10: [11, 15],
  11: [10, 15],
  15: [10, 11],
  19: [20, 5],
  20: [19],
};
/** Final-consonant confusions (ㅅ/ㅆ/ㄴ/ㄷ/ㅈ/ㅌ, ㄱ/ㄲ/ㅋ, ㅂ/ㅍ), by final index (0 = none). */
const FINAL_NEAR: Record<number, number[]> = {
  19: [20, 4, 7, 0],
  20: [19, 0],
  4: [19, 0],
  7: [19, 22, 25],
  22: [19, 23, 7],
  25: [19, 7],
  1: [2, 24],
  2: [1],
  17: [26],
  26: [17],
};
/** Initial-consonant confusions (ㄴ/ㄹ, ㅇ/ㅎ, ㄷ/ㄸ/ㅌ, ㅈ/ㅉ/ㅊ, ㄱ/ㄲ/ㅋ, ㅂ/ㅃ/ㅍ, ㅅ/ㅆ), by initial index. */
const INITIAL_NEAR: Record<number, number[]> = {
  2: [5],
  5: [2],
  11: [18],
  18: [11],
  3: [4, 16],
  12: [13, 14],
  0: [1, 15],
  7: [8, 17],
  9: [10],
};

type Jamo = { l: number; v: number; t: number };
const split = (c: string): Jamo | null => {
  const code = c.charCodeAt(0) - BASE;
  if (code < 0 || code > 11171) return null;
  return { l: Math.floor(code / (VOWELS * FINALS)), v: Math.floor(code / FINALS) % VOWELS, t: code % FINALS };
};

/** Korean candidates: one syllable's vowel, final or initial changed (likely confusions first), or a space. */
function* koCandidates(word: string, passes = 2): Generator<string> {
  const chars = [...word];
  const jamo = chars.map(split);
  // The text before and after each syllable, cut once (a candidate is then one concatenation).
  const before = chars.map((_, i) => chars.slice(0, i).join(''));
  const after = chars.map((_, i) => chars.slice(i + 1).join(''));
  for (let pass = 0; pass < passes; pass++)
    for (let i = 0; i < chars.length; i++) {
      const j = jamo[i];
      if (!j) continue;
      const [pre, post] = [before[i], after[i]];
      const syllable = (l: number, v: number, t: number) =>
        pre + String.fromCharCode(BASE + (l * VOWELS + v) * FINALS + t) + post;
      const vs =
        pass === 0 ? (VOWEL_NEAR[j.v] ?? NONE) : (OTHER_VOWELS[j.v] ??= others(VOWELS, VOWEL_NEAR[j.v]));
      const ts =
        pass === 0 ? (FINAL_NEAR[j.t] ?? NONE) : (OTHER_FINALS[j.t] ??= others(FINALS, FINAL_NEAR[j.t]));
      const ls =
        pass === 0 ? (INITIAL_NEAR[j.l] ?? NONE) : (OTHER_INITIALS[j.l] ??= others(19, INITIAL_NEAR[j.l]));
      for (const v of vs) if (v !== j.v) yield syllable(j.l, v, j.t);
      for (const t of ts) if (t !== j.t) yield syllable(j.l, j.v, t);
      for (const l of ls) if (l !== j.l) yield syllable(l, j.v, j.t);
    }
}

const NONE: number[] = [];
/** The second pass's vowels, finals and initials per jamo (all but the likely ones), worked out once. */
const others = (n: number, near: number[] | undefined) => range(n).filter((x) => !near?.includes(x));
const OTHER_VOWELS: number[][] = [];
const OTHER_FINALS: number[][] = [];
const OTHER_INITIALS: number[][] = [];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const LATIN = 'etaoinsrhldcumfpgwybvkxjqz';

/** Latin candidates one edit away: swapped neighbours, a letter dropped, doubled, changed or added. */
function* latinCandidates(word: string, letters: string): Generator<string> {
  const w = word.toLowerCase();
  for (let i = 0; i < w.length - 1; i++) yield w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  for (let i = 0; i < w.length; i++) yield w.slice(0, i) + w.slice(i + 1);
  for (let i = 0; i < w.length; i++) yield w.slice(0, i + 1) + w[i] + w.slice(i + 1);
  for (let i = 0; i < w.length; i++)
    for (const c of letters) if (c !== w[i]) yield w.slice(0, i) + c + w.slice(i + 1);
  for (let i = 0; i <= w.length; i++) for (const c of letters) yield w.slice(0, i) + c + w.slice(i);
}

/**
 * The words a Korean writer who meant them might have written `word` for: one vowel, final or initial
 * changed the way writers confuse them (ㅐ/ㅔ, ㅘ/ㅏ, ㄱ/ㄲ, ㅇ/ㅎ …; 역활 for 역할, 금새 for 금세).
 */
export function* likelyConfusions(word: string): Generator<string> {
  // Not an initial made aspirated or plain (ㅈ/ㅊ, ㄱ/ㅋ: 제형 is no slip of 체형): writers confuse what
  // sounds alike, and aspiration is heard. Hangul words only (a compound's parts are).
  const initials = (w: string) => [...w].map((c) => split(c)?.l);
  const from = initials(word);
  for (const c of koCandidates(word, 1)) {
    const i = initials(c).findIndex((l, k) => l !== from[k]);
    if (i >= 0 && [from[i], initials(c)[i]].some((l) => l !== undefined && ASPIRATED.has(l))) continue;
    yield c;
  }
}
const ASPIRATED = new Set([14, 15, 16, 17]);

export function candidates(lang: CheckLang, word: string): Generator<string> {
  return lang === 'ko' ? koCandidatesAndMoves(word) : latinCandidates(word, LATIN);
}

/** The one-edit candidates, then the word with its ㅅ under another syllable (korean-moved-final.ts). */
function* koCandidatesAndMoves(word: string): Generator<string> {
  yield* koCandidates(word);
  yield* movedSiot(word);
}

/**
 * A stepwise search for at most 3 suggestions: `step(deadline)` tries candidates until the deadline
 * (performance.now()) and answers the suggestions once it has them all (or ran out), else null.
 */
export function suggestionSearch(lang: CheckLang, word: string, correct: (w: string) => boolean) {
  const found: string[] = [];
  const seen = new Set<string>();
  const gen = candidates(lang, word);
  const capital = lang !== 'ko' && /^[A-Z][a-z]/.test(word);
  return {
    step(deadline: number): string[] | null {
      for (;;) {
        const next = gen.next();
        if (next.done || found.length >= 3) break;
        const c = next.value;
        if (seen.has(c)) continue;
        seen.add(c);
        if (c.length >= 1 && correct(c)) found.push(capital ? c[0].toUpperCase() + c.slice(1) : c);
        if (performance.now() >= deadline) return null;
      }
      return found;
    },
  };
}

/** All suggestions at once (tests, small words). */
export function suggestNow(lang: CheckLang, word: string, correct: (w: string) => boolean): string[] {
  const search = suggestionSearch(lang, word, correct);
  let out: string[] | null = null;
  while (!out) out = search.step(Infinity);
  return out;
}
