// Round thirty (issue 36): English terms by their shape, which no dictionary word lies one edit from.
// - Chemical names by their systematic endings (isocyanate, cyanoacrylate, polyurethane, hydroxide):
//   the paint, cleaning and pool trades name what they handle and its safety rules name it too.
// - An adjective in -ic before "acid" (oxalic acid, formic acid, peracetic acid) names the acid.
// - Swimwear named by the -kini blends (burkini, tankini, facekini), in the singular or plural.
// - Round thirty-two: an acronym with a lower-case letter or two before it (eCRF, mRNA, qPCR, eGFR, eKTP):
//   an electronic form, a molecule, an assay; a word typed with caps lock on (tHE) is a word in lower case.
// - Round thirty-six: medical procedures by their combining forms (venepuncture, apheresis, plasmapheresis,
//   paracentesis, tracheostomy): a near word that differs only in the linking vowel before the procedure
//   (venipuncture, the US form of venepuncture) is the same word, not the one it was slipped from.
// Tested both ways in round-thirty-spelling.test.ts and round-thirty-six-spelling.test.ts.
import { candidates } from './suggest';
import type { Token } from './text';

const CHEMICAL =
  /(?:cyanate|acrylate|methacrylate|urethane|siloxane|silane|chloride|hydroxide|peroxide|sulphate|sulfate|phosphate|carbonate|nitrate|silicate|chlorite|hypochlorite|glycol|benzene|toluene|xylene|styrene|ethylene|propylene|aldehyde|ketone|epoxide|amine)s?$/;
const SWIMWEAR = /^[a-z]{3,}kinis?$/;
const PROCEDURE =
  /^([a-z]*?)([aeio]?)(puncture|pheresis|centesis|ectom|ostom|otom|plast|scop|rrhaph|pex)(s|es|y|ies)?$/;

/** Whether a lower-case word is a chemical name or a -kini swimwear word no dictionary word lies one edit from. */
export function termShape(lower: string, correct: (w: string) => boolean): boolean {
  if (lower.length < 7) return false;
  const procedure = PROCEDURE.exec(lower);
  if (!(CHEMICAL.test(lower) || SWIMWEAR.test(lower) || procedure)) return false;
  const sameWord = (c: string) => {
    const p = procedure && PROCEDURE.exec(c);
    return !!p && p[1] === procedure[1] && p[3] === procedure[3];
  };
  for (const c of candidates('en', lower)) if (c !== lower && correct(c) && !sameWord(c)) return false;
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
