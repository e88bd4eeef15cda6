// Round thirty-four (issue 36): English words the dictionaries miss though they derive from one they know —
// British spelling's doubled l before -ing, -ed, -er (marshalling, signalled, traveller) where the one
// English dictionary a language has is the American one (Indonesian's fallback for English terms), when the
// single-l form is a word (marshaling); a doubled l after a consonant (fulll) is no such form.
// Tested both ways in round-thirty-four-spelling.test.ts.

/** Whether a lower-case word is the British doubled-l form of a known one (marshalling: marshaling). */
export function britishDoubledL(lower: string, correct: (w: string) => boolean): boolean {
  const m = /^([a-z]{2,}[aeiou])ll(ing|ed|er|ers)$/.exec(lower);
  return !!m && correct(`${m[1]}l${m[2]}`);
}
