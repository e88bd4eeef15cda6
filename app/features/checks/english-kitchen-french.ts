// Round twenty-four (ADR 0039): the French of professional kitchens in English answers, by family — phrases
// whose words the English lists lack on their own (mise en place, chef de partie, sous vide, garde manger, au
// jus), left alone only inside the phrase (a lone "de" or "jus" stays a word to check: "jus" is often "just"
// misspelt), and single terms kept as words (english-trade-words.ts: brunoise, bain-marie, amuse-bouche).
import type { Token } from './text';

const PHRASES = [
  ['mise', 'en', 'place'],
  ['chef', 'de', 'partie'],
  ['chefs', 'de', 'partie'],
  ['sous', 'vide'],
  ['garde', 'manger'],
  ['au', 'jus'],
  ['and', 'jus'],
  ['gravy', 'and', 'jus'],
].map((p) => p.join(' '));

/** Whether the word at `i` is a word of one of the kitchen's French phrases, read with its neighbours. */
export function kitchenFrench(toks: Token[], i: number): boolean {
  const w = (k: number) => toks[k]?.word.toLowerCase() ?? '';
  for (const phrase of PHRASES) {
    const n = phrase.split(' ').length;
    for (let start = i - n + 1; start <= i; start++) {
      if (start < 0) continue;
      const words = Array.from({ length: n }, (_, k) => w(start + k)).join(' ');
      if (words === phrase) return true;
    }
  }
  return false;
}
