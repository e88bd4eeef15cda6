// Round thirty-two (issue 36): a ㅅ written under the wrong syllable of a word (구렛나루 for 구레나룻): the
// ㅅ a writer hears somewhere in the word put under another syllable that has none. Two jamo from the word (one taken away, one added), so the one-edit candidates
// (suggest.ts) miss it, and the analyser may read the slip as two nouns (구렛 + 나루). A word Hunspell
// rejects whose ㅅ moved to another open syllable makes a word Hunspell knows is that word misspelt.
// Tested both ways in round-thirty-two-spelling.test.ts.

const BASE = 0xac00;
const SIOT = 19;

/** The word with one final ㅅ moved under another syllable that has no final (구렛나루 → 구레나룻). */
export function* movedSiot(word: string): Generator<string> {
  const chars = [...word];
  const codes = chars.map((c) => c.charCodeAt(0) - BASE);
  const hangul = (k: number) => k >= 0 && k < 11172;
  for (let i = 0; i < chars.length; i++) {
    if (!hangul(codes[i]) || codes[i] % 28 !== SIOT) continue;
    for (let j = 0; j < chars.length; j++) {
      if (j === i || !hangul(codes[j]) || codes[j] % 28 !== 0) continue;
      const out = [...chars];
      out[i] = String.fromCharCode(BASE + codes[i] - SIOT);
      out[j] = String.fromCharCode(BASE + codes[j] + SIOT);
      yield out.join('');
    }
  }
}

/** Whether a Korean word (or it without its particle) is a word `correct` knows with its ㅅ moved. */
export function movedSiotSlip(word: string, correct: (w: string) => boolean, particle: RegExp): boolean {
  const bare = word.replace(particle, '');
  for (const w of bare !== word && bare.length >= 3 ? [word, bare] : [word]) {
    if (w.length < 3) continue;
    for (const c of movedSiot(w)) if (correct(c)) return true;
  }
  return false;
}
