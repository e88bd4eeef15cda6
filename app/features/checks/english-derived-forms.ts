// Round thirty-four (issue 36): English words the dictionaries miss though they derive from one they know —
// British spelling's doubled l before -ing, -ed, -er (marshalling, signalled, traveller) where the one
// English dictionary a language has is the American one (Indonesian's fallback for English terms), when the
// single-l form is a word (marshaling); a doubled l after a consonant (fulll) is no such form.
// Tested both ways in round-thirty-four-spelling.test.ts.
import { doubledLetter, droppedOrSwapped } from './english-words';

/** Whether a lower-case word is the British doubled-l form of a known one (marshalling: marshaling). */
export function britishDoubledL(lower: string, correct: (w: string) => boolean): boolean {
  const m = /^([a-z]{2,}[aeiou])ll(ing|ed|er|ers)$/.exec(lower);
  return !!m && correct(`${m[1]}l${m[2]}`);
}

// Round thirty-seven: a medical combining form before a word the dictionary knows (haemodialysis, hemodialysis:
// dialysis; haemofiltration: filtration; endotoxin: toxin; immunoassay: assay) — the British and American
// clinical compounds the lists lack. The word after the form is of five letters or more, and no dictionary
// word lies one edit from the whole (a slip of a listed compound stays flagged).
const COMBINING_FORM =
  /^(haemo|hemo|haemato|hemato|endo|exo|immuno|nephro|cardio|neuro|hepato|gastro|entero|osteo|myo|angio|pneumo|uro|broncho|lympho|cyto|histo|patho|thrombo)([a-z]{5,})$/;

/** Whether a lower-case word is a medical combining form before a known word, not a slip of a listed one. */
export function combiningFormCompound(
  lower: string,
  correct: (w: string) => boolean,
  near: (w: string) => string[],
): boolean {
  const m = COMBINING_FORM.exec(lower);
  if (!m || !correct(m[2])) return false;
  for (const c of near(lower)) if (c !== lower && correct(c)) return false;
  return true;
}

// Round thirty-seven: an English agent noun of a known verb in an Indonesian answer (color matcher: match;
// homogenizer: homogenize; laminator: laminate; extruder: extrude) — the machines and roles of plants the
// Indonesian speller's American list lacks in -er and -or. Seven letters or more, a stem of four or more, and
// no word a letter dropped, swapped or doubled from it (kontaner: kontainer stays flagged).
const AGENT = /^([a-z]{4,})(er|or)(s?)$/;

/** Whether a lower-case word is an English agent noun in -er or -or of a word the dictionaries know. */
export function englishAgentNoun(lower: string, correct: (w: string) => boolean): boolean {
  const m = AGENT.exec(lower);
  if (!m || lower.length < 7) return false;
  if (droppedOrSwapped(lower, correct) || doubledLetter(lower, correct)) return false;
  const stem = m[1];
  return m[2] === 'er' ? correct(stem) || correct(`${stem}e`) : correct(`${stem}e`);
}
