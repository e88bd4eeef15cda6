// Round thirty-six (issue 36): words of farming and food work the Korean dictionaries lack, by family — fresh23's
// false alarms on a tea grower's clean answer (seen) widened to the kinds they belong to:
// - a crop's field: a one-syllable noun and 밭 as one word, as 표준국어대사전 writes them (콩밭, 깨밭, 파밭, 귤밭,
//   차밭): the head a noun Hunspell knows, 밭 with the particle Hunspell takes after it, and the whole no likely
//   slip of a word Hunspell knows; the two-syllable heads (보리밭, 녹차밭) were read already;
// - a noun the check accepts another way (첫+물, a compound of 첫) with a one-syllable bound suffix (첫물+차,
//   첫물+차를): the bound suffixes of spelling.ts, on any head the judge accepts of two syllables or more, not
//   only on Hunspell's own words;
// - verbs of the trade Hunspell lacks (덖다, to roast tea leaves dry; 채치다, to cut into thin strips), each
//   read by a verb Hunspell knows that conjugates the same way (덖 as 꺾: 덖는, 덖음, 덖어, 덖었; 채치 as 넘치:
//   채쳐, 채친): a form the look-alike does not take stays flagged (덖아, 채치어서 aside).
// Tested both ways in round-thirty-six-spelling.test.ts.
import { KO_BOUND_SUFFIXES } from './korean-bound-suffixes';
import { likelyConfusions } from './suggest';

/** A particle after 밭 or a bound suffix, cut before the head is judged. */
const PARTICLE = /(?:은|는|이|가|을|를|의|에|에서|으로|로|도|만|과|와|까지|부터|처럼|이나|나)$/;

const slipOfKnown = (w: string, correct: (w: string) => boolean) => {
  for (const c of likelyConfusions(w)) if (c !== w && correct(c)) return true;
  return false;
};

/**
 * One-syllable crops grown in fields: tea, beans, sesame, spring onion, pear, tangerine, radish, mugwort,
 * mulberry, persimmon, chestnut, ginseng, red bean, millet, flowers, bamboo, pine, pine nuts, wheat.
 */
const CROPS = new Set([...'차콩깨파배귤무쑥뽕감밤삼팥조꽃대솔잣밀']);

/** Whether `word` is a one-syllable crop and 밭 (콩밭, 차밭에서), 밭 with a particle Hunspell takes after it. */
export function cropField(word: string, correct: (w: string) => boolean): boolean {
  if (word.length < 2 || word[1] !== '밭' || !CROPS.has(word[0])) return false;
  if (!correct(word.slice(1))) return false;
  return !slipOfKnown(word.slice(0, 2), correct);
}

/** Whether `word` is a head the judge accepts (`accepts`), two syllables or more, and a bound suffix (첫물차를). */
export function acceptedHeadSuffixed(
  word: string,
  correct: (w: string) => boolean,
  accepts: (w: string) => boolean,
): boolean {
  const bare = word.replace(PARTICLE, '');
  const w = bare.length >= 3 ? bare : word;
  if (w.length < 3 || !KO_BOUND_SUFFIXES.includes(w[w.length - 1])) return false;
  if (w !== word && !correct(`학교${word.slice(w.length)}`)) return false;
  const head = w.slice(0, -1);
  return !correct(head) && accepts(head) && !slipOfKnown(w, correct);
}

/**
 * Verb stems Hunspell lacks and a known stem that conjugates alike (same final, same vowel harmony, same
 * contraction): the stem's forms are judged as the look-alike's.
 */
const TRADE_VERBS: [stem: string, like: string][] = [
  ['덖', '꺾'],
  ['채', '넘'],
];

/** Whether `word` is a form of a trade verb Hunspell lacks, judged as its look-alike's (덖는 as 꺾는). */
export function tradeVerb(word: string, correct: (w: string) => boolean): boolean {
  for (const [stem, like] of TRADE_VERBS) {
    if (!word.startsWith(stem) || word.length === stem.length) continue;
    const rest = word.slice(stem.length);
    // 채 alone is a word (채소, 채널): only the forms of 치다 after it (채치다, 채쳐, 채친).
    if (stem === '채' && !/^[치쳐쳤친칠]/.test(rest)) continue;
    if (correct(like + rest)) return true;
  }
  return false;
}
