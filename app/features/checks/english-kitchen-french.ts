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
];
/** Each word of a phrase, with the phrases it is in and where: most words are in none, and are answered at once. */
const PLACES = new Map<string, [string[], number][]>();
for (const phrase of PHRASES)
  phrase.forEach((word, at) => PLACES.set(word, [...(PLACES.get(word) ?? []), [phrase, at]]));

/** Whether the word at `i` is a word of one of the kitchen's French phrases, read with its neighbours. */
export function kitchenFrench(toks: Token[], i: number): boolean {
  const places = PLACES.get(toks[i]?.word.toLowerCase() ?? '');
  if (!places) return false;
  return places.some(([phrase, at]) =>
    phrase.every((word, k) => toks[i - at + k]?.word.toLowerCase() === word),
  );
}
