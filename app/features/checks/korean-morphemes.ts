// A second opinion on Korean words Hunspell rejects (ADR 0039, round six): the word's reading by a
// morphological analyser with mecab-ko-dic (korean-analyser.ts, ~800k entries: terms, loanwords,
// compounds Hunspell's list lacks). Pure: the analyser's morphemes and Hunspell's `correct` come in.
// mecab-ko-dic also lists common misspellings so that it can read real text (역활/NNG, 됬/VV+EP,
// 깨끗히/MAG, 금새/NNG), so a whole reading alone does not make a word right; a reading is taken when
//  1. every morpheme is in the analyser's dictionary (no unknown token);
//  2. every morpheme is a noun, a root, a particle, an ending or a suffix — the words Hunspell misses are
//     nouns (terms, loanwords, compounds); a verb, adjective or adverb stem Hunspell rejected stays
//     rejected (됬, 설레임, 치뤘, 깨끗히, 곰곰히);
//  3. the nouns make two syllables or more, and no one-syllable noun stands before another noun (a slip
//     read as short nouns: 댓+가, 폭+팔, 몇+일; a one-syllable noun after a longer one is a suffix:
//     복지+관);
//  4. what follows the nouns (particles, endings, 하다) is what Hunspell accepts after a noun it knows
//     (제형+을 as 사람+을; 개발+했슴 is no 공부+했슴, 익숙+치 no 공부+치);
//  5. no noun Hunspell rejects is a likely confusion of a word Hunspell knows (one vowel ㅐ/ㅔ, ㅚ/ㅙ/ㅞ,
//     ㅘ/ㅏ…, a final or an initial changed the way writers confuse them: 역활 → 역할, 금새 → 금세,
//     바램 → 바람).

import type { Morpheme } from './korean-morpheme';
import { shortHeadCompound } from './korean-short-heads';


/** Tags a word Hunspell rejected may be read into: nouns, roots, particles, endings, suffixes, copula. */
const NOUN = /^(?:NNG|NNP|NNB|NNBC|NR|NP|XR|SL|SH)$/;
const FUNCTION = /^(?:J[A-Z]+|E[PFCT][A-Z]*|XSN|XSV|XSA|XPN|VCP|VCN)$/;
const tags = (m: Morpheme) => m.pos.split('+');

/**
 * Whether the analyser's reading of a word Hunspell rejected makes it a Korean word: see the file's
 * comment. `likelyConfusions` lists the words a writer who meant them might have written this instead
 * (suggest.ts's first pass).
 */
export function readsAsKorean(
  morphemes: Morpheme[],
  correct: (w: string) => boolean,
  likelyConfusions: (w: string) => Iterable<string>,
): boolean {
  if (!morphemes.length || morphemes.some((m) => !m.known)) return false;
  if (!morphemes.every((m) => tags(m).every((t) => NOUN.test(t) || FUNCTION.test(t)))) return false;
  const noun = (m: Morpheme) => NOUN.test(tags(m)[0]) && tags(m)[0] !== 'NNB' && tags(m)[0] !== 'NNBC';
  for (let i = 0; i + 1 < morphemes.length; i++)
    if (noun(morphemes[i]) && noun(morphemes[i + 1]) && morphemes[i].surface.length === 1)
      if (!shortHeadCompound(morphemes, i, correct, likelyConfusions)) return false;
  // The nouns (and roots, with their noun prefixes and suffixes: 장+짜리, 챔버+별) the word begins with,
  // and what follows them.
  const core = (m: Morpheme) => NOUN.test(tags(m)[0]) || /^X[SP]N$/.test(m.pos);
  let n = 0;
  while (n < morphemes.length && core(morphemes[n])) n++;
  const head = morphemes
    .slice(0, n)
    .map((m) => m.surface)
    .join('');
  if (head.length < 2 || morphemes.slice(n).some((m) => NOUN.test(tags(m)[0]))) return false;
  const tail = morphemes
    .slice(n)
    .map((m) => m.surface)
    .join('');
  if (tail && !correct(referenceNoun(head, morphemes.slice(n)) + tail)) return false;
  for (const m of morphemes) {
    if (!noun(m) || m.surface.length < 2 || correct(m.surface)) continue;
    for (const c of likelyConfusions(m.surface)) if (correct(c)) return false;
  }
  return true;
}

/**
 * A noun Hunspell knows that takes the same tail as `core`: 공부 before 하다 (공부+했습니다), else by the
 * core's last sound — 사람 after a consonant (사람+으로), 물 after ㄹ (물+로), 학교 after a vowel.
 */
function referenceNoun(core: string, tail: Morpheme[]): string {
  if (tail.some((m) => /^XS[VA]/.test(m.pos))) return '공부';
  const final = (core.charCodeAt(core.length - 1) - 0xac00) % 28;
  if (final === 0 || core.charCodeAt(core.length - 1) < 0xac00) return '학교';
  return final === 8 ? '물' : '사람';
}

/**
 * The analyser's verdict on a word, also without its particle when the whole word's reading fails (the
 * analyser may read 화주의 as 화+주의, but 화주 as one noun): then the particle must be one Hunspell
 * accepts after a noun it knows.
 */
export function analyserAccepts(
  word: string,
  analyse: (w: string) => Morpheme[],
  correct: (w: string) => boolean,
  likelyConfusions: (w: string) => Iterable<string>,
  particle: RegExp,
): boolean {
  if (readsAsKorean(analyse(word), correct, likelyConfusions)) return true;
  const bare = word.replace(particle, '');
  if (bare === word || bare.length < 2) return false;
  const tail = word.slice(bare.length);
  const reading = analyse(bare);
  // A particle follows a noun, not a root (솔직+이 is no noun with 이).
  const last = reading[reading.length - 1];
  if (!last || !/^N/.test(last.pos)) return false;
  return correct(referenceNoun(bare, []) + tail) && readsAsKorean(reading, correct, likelyConfusions);
}

/**
 * An adverb glued to 하다 that Hunspell does not know as one verb (round eleven): a spacing slip
 * (열심히했습니다 for 열심히 했습니다, 다시하다) or a verb the standard writes otherwise (안절부절하며 for
 * 안절부절못하며). Hunspell knows the adverb and 하다 verbs made of adverbs (반짝반짝하다, 갈팡질팡하며,
 * 함께하다), so a word passes when Hunspell knows the adverb + 하다; the compound rules would otherwise take
 * it for a known word and an ending (안절부절 + 하며).
 */
export function adverbGluedToHa(
  word: string,
  morphemes: Morpheme[],
  correct: (w: string) => boolean,
): boolean {
  const [head, verb] = morphemes;
  if (!head || !verb || morphemes.some((m) => !m.known)) return false;
  if (head.pos !== 'MAG' || head.surface.length < 2 || !word.startsWith(head.surface)) return false;
  if (!/^VV|^XSV/.test(verb.pos) || !/^[하해했한할함합]/.test(verb.surface)) return false;
  return correct(head.surface) && !correct(`${head.surface}하다`);
}
