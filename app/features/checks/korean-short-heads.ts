// Round thirty (issue 36): a one-syllable noun at the head of a compound whose rest is a noun of two
// syllables or more (방+탈출 "escape room", 홈+레코딩 "home recording", 밤+공연): both parts Hunspell's
// words, the whole no likely slip of a word Hunspell knows. The analyser's rule against a one-syllable
// noun before a noun (korean-morphemes.ts) is for slips read as short nouns, which are one syllable and
// one (댓+가, 폭+팔, 몇+일): those keep failing. A one-syllable English head may come before a loanword
// Hunspell lacks (홈+레코딩, 펫+시터). Tested both ways in round-thirty-spelling.test.ts.
import type { Morpheme } from './korean-morpheme';

/** One-syllable English words that head loanword compounds (home, pet, farm, job, web, app, hot, pop, view). */
const ENGLISH_HEADS = new Set(['홈', '펫', '팜', '잡', '웹', '앱', '핫', '팝', '뷰', '캠']);

/** Whether morphemes `i` and `i + 1` are a one-syllable head noun and a longer known noun, the word's first two. */
export function shortHeadCompound(
  morphemes: Morpheme[],
  i: number,
  correct: (w: string) => boolean,
  likelyConfusions: (w: string) => Iterable<string>,
): boolean {
  const [head, rest] = [morphemes[i], morphemes[i + 1]];
  if (i !== 0 || head.surface.length !== 1 || rest.surface.length < 2) return false;
  if (!correct(head.surface)) return false;
  // Two nouns only: a third after them is a slip cut in pieces (홈+레코+딘).
  if (morphemes.slice(i + 2).some((m) => /^N/.test(m.pos))) return false;
  // A one-syllable English head (홈 home, 펫 pet) before a loanword the analyser lists (홈+레코딩): the
  // rest may be a loanword Hunspell lacks.
  if (!correct(rest.surface) && !(ENGLISH_HEADS.has(head.surface) && rest.known && /^NN[GP]$/.test(rest.pos)))
    return false;
  const whole = head.surface + rest.surface;
  for (const c of likelyConfusions(whole)) if (c !== whole && correct(c)) return false;
  // Nor a word with a final dropped from one syllable (앞+다기+는 for 앞당기는): the word as written, with
  // ㄱ, ㄴ, ㄹ, ㅁ or ㅇ added under a syllable that has none, is no word Hunspell knows, nor a verb's stem
  // (앞당기 + 다: the particle-less reading is judged too).
  return !withAFinalAdded(morphemes.map((m) => m.surface).join('')).some(
    (c) => correct(c) || correct(`${c}다`),
  );
}

const FINALS = [1, 4, 8, 16, 21];

/** The word with one of the common finals added under one of its open Hangul syllables. */
function withAFinalAdded(word: string): string[] {
  const out: string[] = [];
  for (let k = 0; k < word.length; k++) {
    const code = word.charCodeAt(k) - 0xac00;
    if (code < 0 || code > 11171 || code % 28 !== 0) continue;
    for (const t of FINALS)
      out.push(word.slice(0, k) + String.fromCharCode(0xac00 + code + t) + word.slice(k + 1));
  }
  return out;
}
