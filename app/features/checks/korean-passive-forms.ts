// Round twenty-two (ADR 0039): the passive -어지다 with its future -ㄹ form (지켜질, 나눠질, 채워질, 지워질,
// 세워질), which Hunspell's Korean dictionary lacks where the -어 is contracted although it knows the other
// forms of the same verb (지켜진, 지켜져): a word in -질 (with -지, -까, -수록 after it) passes when the
// verb's -진 or -져 form is a word Hunspell knows and the syllable before 질 is an -어/-아 form. A slip of
// the stem stays flagged (지켜질 passes, 지켜칠 and 지커질 do not). Pure: Hunspell's `correct` comes in.

const HANGUL = 0xac00;
/** An open syllable with the vowel of an -아/-어 form (ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ ㅙ ㅞ). */
function infinitive(s: string | undefined): boolean {
  const code = (s ?? '').charCodeAt(0) - HANGUL;
  if (!(code >= 0 && code < 11172) || code % 28 !== 0) return false;
  return [0, 1, 4, 6, 9, 10, 14, 15].includes(Math.floor((code % 588) / 28));
}

const TAIL = /질(?:지|까|까요|수록|지도|지는|지를)?$/;

export function passiveAdnominal(word: string, correct: (w: string) => boolean): boolean {
  const m = TAIL.exec(word);
  if (!m) return false;
  const head = word.slice(0, m.index);
  if (head.length < 1 || !/^[\uac00-\ud7a3]+$/.test(head) || !infinitive(head.at(-1))) return false;
  return correct(`${head}진`) || correct(`${head}져`);
}
