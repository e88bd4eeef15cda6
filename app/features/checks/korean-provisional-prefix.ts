// Round thirty (issue 36): the Sino-Korean prefix 가- (假, provisional) on a noun Hunspell knows (가계약,
// 가녹음, 가편집, 가등기, 가처분: 표준국어대사전's 접사 "가-"), alone or with a particle. Taken only when
// judging the word itself (spelling-kinds.ts), not among the words near a slip (farFromDictionary): there
// it would make 가+초점 a word one jamo from 다초점 and flag that. A slip after the prefix stays flagged.
// Tested both ways in round-thirty-spelling.test.ts.
const PARTICLE = /(?:은|는|이|가|을|를|의|에|에서|와|과|로|으로|도|만)$/;

/** Whether a Korean word is 가- on a noun of two syllables or more that Hunspell knows, then a particle. */
export function provisionalPrefixed(word: string, correct: (w: string) => boolean): boolean {
  if (!word.startsWith('가') || word.length < 3) return false;
  const rest = word.slice(1);
  const bare = rest.replace(PARTICLE, '');
  return (correct(rest) && rest.length >= 2) || (bare !== rest && bare.length >= 2 && correct(bare));
}
