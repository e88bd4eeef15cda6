// Round twenty-two (ADR 0039): a loanword compound of a short English word used as a prefix written in
// Hangul and a loanword Hunspell knows (인게임 in+game, 원데이 one+day, 올인원 all+in+one,
// 하이엔드 high+end): the check's likely-slip guard (korean-loanwords.ts) refused them when the whole lay one
// vowel from a native word (인계임), though neither part is native. The head must be one of these
// prefixes and the rest a word Hunspell knows that reads back into English, so a native slip that starts
// like one (노력 → 노럭: 럭 is no word) stays flagged. Pure: `correct` and the
// English reading come in.

const PREFIXES = [
  '인',
  '아웃',
  '노',
  '온',
  '오프',
  '업',
  '다운',
  '오버',
  '언더',
  '프리',
  '셀프',
  '논',
  '안티',
  '멀티',
  '미니',
  '슈퍼',
  '하이',
  '로우',
  '풀',
  '원',
  '투',
  '뉴',
  '올',
  '탑',
  '백',
  '인원',
  '프로',
];

export function loanPrefixed(
  word: string,
  correct: (w: string) => boolean,
  /** Whether a Hangul word reads back into English words (korean-loanwords.ts's readsAsEnglish). */
  reads: (w: string) => boolean,
  particle: RegExp,
): boolean {
  const core = word.replace(particle, '');
  for (const w of core.length >= 2 && core !== word ? [word, core] : [word])
    for (const p of PREFIXES)
      if (w.length > p.length && w.startsWith(p)) {
        const rest = w.slice(p.length);
        // A rest of two syllables or more: one (칠, 쇼) is too often a native word's slip (노칠: 놓칠).
        if (rest.length >= 2 && correct(rest) && reads(rest)) return true;
      }
  return false;
}
