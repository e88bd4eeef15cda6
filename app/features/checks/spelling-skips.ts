// Words the spelling check leaves alone for the words around them (ADR 0039): Korean names given as an
// example of a kind of firm (korean-names.ts) and counters after a numeral (spelling-contexts.ts); round
// twenty: English plurals of a trade that are misspellings elsewhere — "flys", the British theatre's fly
// gallery and its crew (the flys, flys crew, head of flys) and the gym's fly exercise (dumbbell flys), but
// "he flys" is "flies".
import { kitchenFrench } from './english-kitchen-french';
import { acidNamed } from './english-term-shapes';
import { sharedEvent } from './indonesian-informal-forms';
import { firmNamed } from './korean-firm-names';
import { namedExample } from './korean-names';
import { countedOnly } from './spelling-contexts';
import { nativeNumber } from './korean-native-numbers';
import { unitOfMeasure } from './spelling-units';
import type { Token } from './text';
import type { CheckLang } from './types';

/** Words before or after "flys" that make it the theatre's or the gym's noun. */
const FLYS_BEFORE = /^(?:the|of|dumbbell|dumbbells|chest|cable|reverse|incline|pec)$/i;
const FLYS_AFTER = /^(?:crew|floor|gallery|operator|operators|tower|bar|bars|team|department|and)$/i;

function tradePlural(toks: Token[], i: number): boolean {
  if (toks[i].word.toLowerCase() !== 'flys') return false;
  return FLYS_BEFORE.test(toks[i - 1]?.word ?? '') || FLYS_AFTER.test(toks[i + 1]?.word ?? '');
}

/** Whether the word at `i` is left alone for its context. */
export function skippedInContext(lang: CheckLang, toks: Token[], i: number, text = ''): boolean {
  // Round twenty-three: a unit after a figure or by a slash (140/90 mmHg, mmol/L), in any language.
  if (unitOfMeasure(text, toks, i)) return true;
  if (lang === 'ko')
    return namedExample(toks, i) || countedOnly(toks, i) || firmNamed(toks, i) || nativeNumber(toks, i);
  // Round thirty: an acid's -ic name (oxalic acid); an informal verb before bareng (nonton bareng).
  if (lang === 'id') return sharedEvent(toks, i);
  return tradePlural(toks, i) || kitchenFrench(toks, i) || acidNamed(toks, i);
}

/**
 * Round twenty-two: the part of a name after a dot with no space (Node.js, Vue.js, ASP.NET, socket.io,
 * index.html): a product's or a file's name, not a word of the sentence.
 */
export function dottedTail(text: string, start: number): boolean {
  return text[start - 1] === '.' && /[\p{L}\p{N}]/u.test(text[start - 2] ?? '');
}
