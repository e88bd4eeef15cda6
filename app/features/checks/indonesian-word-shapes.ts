// Round twenty-two (ADR 0039): Indonesian word shapes the other readings miss, by family. A compound KBBI
// writes apart that a confix joins (salah guna → disalahgunakan, menyalahgunakan, penyalahgunaan; lipat
// ganda → dilipatgandakan; sebar luas → disebarluaskan): a prefix and a suffix around two known words of
// three letters or more — with a prefix alone it stays apart (bertanggung jawab), so a compound without
// both is not passed here. The electronic e- before an acronym or a known word (e-KTP, e-Katalog,
// e-money). The clitic -nya on a root of three letters (bannya). And a guard for the word list: a known word with one consonant doubled
// (effisien, kommunikasi, akkurat are efisien, komunikasi, akurat misspelt) is a slip, whatever Indonesian
// Wikipedia's words hold. Pure: `correct` is the dictionaries' verdict (Indonesian and American English).
import { nasalRoots } from './indonesian-affixes';

export { doubledConsonant } from './indonesian-affixes';

const CONFIX_SUFFIX = /(?:kan|an|i)(?:nya|lah|pun)?$/;
const PLAIN_PREFIX = /^(?:diper|di|ke|per|memper|pember|pe)/;

function twoKnown(w: string, correct: (w: string) => boolean): boolean {
  for (let i = 3; i <= w.length - 3; i++) if (correct(w.slice(0, i)) && correct(w.slice(i))) return true;
  return false;
}

/** A confix around a compound KBBI writes apart (di+salah guna+kan, meny+alah guna+kan, peny+alah guna+an). */
export function confixedCompound(w: string, correct: (w: string) => boolean): boolean {
  const suffix = CONFIX_SUFFIX.exec(w);
  if (!suffix) return false;
  const inner = w.slice(0, suffix.index);
  const roots = [...nasalRoots(inner)];
  const plain = PLAIN_PREFIX.exec(inner);
  if (plain) roots.push(inner.slice(plain[0].length));
  return roots.some((r) => r.length >= 7 && !correct(r) && twoKnown(r, correct));
}

export function indonesianShapes(word: string, correct: (w: string) => boolean): boolean {
  const e = /^[eE]-([A-Za-z]{2,})$/.exec(word);
  if (e) return /^[A-Z]{2,}$/.test(e[1]) || correct(e[1].toLowerCase()) || correct(e[1]);
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return false;
  // The clitic -nya on a root of three letters (ban+nya, cat+nya, bus+nya): the affix reader asks four.
  const nya = /^([a-z]{3})nya$/.exec(w);
  if (nya && correct(nya[1])) return true;
  return w.length >= 10 && confixedCompound(w, correct);
}
