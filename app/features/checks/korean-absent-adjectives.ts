// Round thirty-four (issue 36): a Korean adjective of a noun and 없다 written as one word (말없다, 말없는 — as
// 표준국어대사전 lists it), which Hunspell knows only as its adverb (말없이). The adjective is accepted when
// its adverb in -없이 is a word and the rest is a form of 없다 (없는, 없었고); a slip in the noun stays
// flagged, its adverb being no word either (쓸때없는: 쓸때없이 is no word). Tested both ways in
// round-thirty-four-spelling.test.ts.

/** Whether `word` is a noun+없다 adjective whose -없이 adverb the dictionary knows (말없는: 말없이). */
export function absentAdjective(word: string, correct: (w: string) => boolean): boolean {
  const at = word.lastIndexOf('없');
  if (at < 1 || at === word.length - 1) return false;
  const tail = word.slice(at);
  if (tail === '없이') return false;
  return correct(`${word.slice(0, at)}없이`) && correct(tail);
}
