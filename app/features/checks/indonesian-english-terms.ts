// Round twenty, tuning (ADR 0039): English terms an Indonesian answer uses as they are, and affixed forms the
// affix reader did not reduce. English closed compounds (cleanroom: clean+room), as the English check reads
// them, with the same guards against a slip (a letter dropped, swapped or doubled); an English word with an
// Indonesian clitic after a hyphen (chiller-nya, server-ku); meN-/di-/peN- on an English loan in Indonesian
// spelling (mendekontaminasi: dekontaminasi, decontamination); the confix per-…-i/-kan on a root of four
// letters (perbarui, diperbarui, memperbarui: baru), and meN- keeping the p of a root in per- (memperagakan:
// peraga). Pure: `correct` is the dictionaries' verdict (Indonesian and American English).
import { doubledLetter, droppedOrSwapped } from './english-words';
import { englishLoan, indonesianAffixed } from './indonesian-affixes';
import { movedDouble } from './english-moved-double';
import { reduplicatedWithSuffix } from './indonesian-reduplication';

export { doubledConsonant, indonesianShapes } from './indonesian-word-shapes';

const CLITIC = /^([A-Za-z]{3,})-(?:nya|ku|mu|lah|kah|pun)$/;
/**
 * Round twenty-four: an Indonesian affix joined by a hyphen to a foreign word, as PUEBI's hyphen rule writes
 * it (di-back up, me-recall; answers write di-input, meng-update, di-briefing), with a suffix after another
 * hyphen (di-follow-up-i is not read; di-setting-kan is).
 */
const AFFIX_HYPHEN =
  /^(?:di|ter|ber|me|meng|mem|men|menge|pe|peng|pem|pen|ke|se)-([A-Za-z]{3,})(?:-(?:kan|i|an|nya))?$/i;
const PER_CONFIX = /^(?:mem|di|)per([a-z]{4,})(?:i|kan)$/;
const MEN_PER = /^(?:mem|pem)(per[a-z]{3,})$/;

const noSlip = (w: string, correct: (w: string) => boolean) =>
  !droppedOrSwapped(w, correct) && !doubledLetter(w, correct) && !movedDouble(w, correct);

/** Two known words of four letters or more glued (clean+room, wafer+map; not kontan+er). */
function twoWords(w: string, correct: (w: string) => boolean): boolean {
  for (let i = 4; i <= w.length - 4; i++) if (correct(w.slice(0, i)) && correct(w.slice(i))) return true;
  return false;
}

/**
 * Whether an Indonesian answer's word is a reduplicated word with affixes, an English term or an affixed
 * form the other readings miss.
 */
export function indonesianTerm(word: string, correct: (w: string) => boolean): boolean {
  // A reduplicated word with its affixes (round nineteen: indonesian-reduplication.ts).
  if (reduplicatedWithSuffix(word.toLowerCase(), correct)) return true;
  const clitic = CLITIC.exec(word);
  if (clitic) return correct(clitic[1]) || correct(clitic[1].toLowerCase());
  const foreign = AFFIX_HYPHEN.exec(word)?.[1];
  if (foreign) return correct(foreign) || correct(foreign.toLowerCase());
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return false;
  if (w.length >= 8 && twoWords(w, correct) && noSlip(w, correct)) return true;
  const root = PER_CONFIX.exec(w)?.[1];
  if (root && correct(root)) return true;
  const per = MEN_PER.exec(w)?.[1];
  if (per && (correct(per) || indonesianAffixed(per, correct))) return true;
  // An English loan of seven letters or more under the affixes (men+dekontaminasi, di+rekalibrasi).
  return indonesianAffixed(w, (x) => x.length >= 7 && englishLoan(x, correct));
}
