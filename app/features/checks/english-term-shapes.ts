// Round thirty (issue 36): English terms by their shape, which no dictionary word lies one edit from.
// - Chemical names by their systematic endings (isocyanate, cyanoacrylate, polyurethane, hydroxide):
//   the paint, cleaning and pool trades name what they handle and its safety rules name it too.
// - An adjective in -ic before "acid" (oxalic acid, formic acid, peracetic acid) names the acid.
// - Swimwear named by the -kini blends (burkini, tankini, facekini), in the singular or plural.
// - Round thirty-two: an acronym with a lower-case letter or two before it (eCRF, mRNA, qPCR, eGFR, eKTP):
//   an electronic form, a molecule, an assay; a word typed with caps lock on (tHE) is a word in lower case.
// Tested both ways in round-thirty-spelling.test.ts.
import { candidates } from './suggest';
import type { Token } from './text';

const CHEMICAL =
  /(?:cyanate|acrylate|methacrylate|urethane|siloxane|silane|chloride|hydroxide|peroxide|sulphate|sulfate|phosphate|carbonate|nitrate|silicate|chlorite|hypochlorite|glycol|benzene|toluene|xylene|styrene|ethylene|propylene|aldehyde|ketone|epoxide|amine)s?$/;
const SWIMWEAR = /^[a-z]{3,}kinis?$/;

/** Whether a lower-case word is a chemical name or a -kini swimwear word no dictionary word lies one edit from. */
export function termShape(lower: string, correct: (w: string) => boolean): boolean {
  if (lower.length < 7 || !(CHEMICAL.test(lower) || SWIMWEAR.test(lower))) return false;
  for (const c of candidates('en', lower)) if (c !== lower && correct(c)) return false;
  return true;
}

/** Whether a word is an acronym after one or two lower-case letters (eCRF, mRNA), not a word in caps (wORK). */
export function prefixedAcronym(word: string, correct: (w: string) => boolean): boolean {
  return /^[a-z]{1,2}[A-Z]{2,}s?$/.test(word) && !correct(word.toLowerCase());
}

/** Whether the word at `i` is an -ic adjective naming an acid (oxalic acid, formic acids). */
export function acidNamed(toks: Token[], i: number): boolean {
  return /^[a-z]{3,}ic$/i.test(toks[i].word) && /^acids?$/i.test(toks[i + 1]?.word ?? '');
}
