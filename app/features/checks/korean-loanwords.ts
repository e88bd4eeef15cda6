// Loanwords written in Hangul (round nine, ADR 0039): a Korean word Hunspell, the analyser and the hanja
// list all lack is taken for a loanword when it reads back, by the sounds Korean's loanword spelling
// (외래어 표기법) gives English letters, into an English dictionary word or a compound of them: 팹 → fab,
// 셋업 → setup, 인게임 → in + game, 챗봇 → chat + bot, 오링 → O + ring. Pure: the English words come in.
//
// Why it does not let Korean slips through: a loanword is spelt with plain consonants only (no ㄲ ㄸ ㅃ ㅆ
// ㅉ), the finals ㄱ ㄴ ㄹ ㅁ ㅂ ㅅ ㅇ only (no ㄷ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ or double finals: 됬, 않, 읽, 없), and not
// the vowels ㅢ ㅒ ㅖ; a word with any such syllable is no loanword. What is left must still spell a whole
// common English word, or two everyday ones (each of three letters or more, or in/on/up; one of four or
// more), from the first syllable to the last; and it must be no likely slip of a word Hunspell knows, end
// no way a verb does, and read as nouns to the analyser (`hangulLoanword`). Measured on 8,403 likely slips
// of the seen sets' words that the check flagged before (a vowel, final or initial writers confuse, a final
// dropped): none passes.
import { candidates, likelyConfusions } from './suggest';

/**
 * The English words a Hangul word may read back into (lower case), their prefixes, and the everyday words
 * among them a compound may be made of (`parts`).
 */
import { loanPrefixed } from './korean-loan-prefixes';

export type EnglishWords = { words: Set<string>; prefixes: Set<string>; parts: Set<string> };

/** How many of the commonest words a compound's parts come from (chat 2,362th, bot 14,458th). */
export const PART_RANK = 15_000;

/**
 * The English words loanwords are read back into: the words of a Hunspell .dic (stems, lower case,
 * letters only) that are also among `common` (the words English speakers use most: a loanword is a common
 * word; the dictionary's rare short words — gee, ram, urn — would read into Korean slips).
 */
export function englishWordsOf(dic: string, common: Iterable<string>): EnglishWords {
  const stems = new Set(dic.split('\n').map((line) => line.split('/')[0].trim()));
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const parts = new Set<string>();
  let rank = 0;
  for (const w of common) {
    rank++;
    if (w.length < 2 || !/^[a-z]+$/.test(w) || !stems.has(w)) continue;
    words.add(w);
    if (rank <= PART_RANK) parts.add(w);
    for (let i = 1; i <= w.length; i++) prefixes.add(w.slice(0, i));
  }
  return { words, prefixes, parts };
}

// Letters for each initial (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ); null: not in loanwords.
const INITIAL: (string[] | null)[] = [
  ['g'],
  null,
  ['n', 'kn'],
  ['d'],
  null,
  ['r', 'l', 'll', 'rr', 'wr'],
  ['m', 'mm'],
  ['b', 'v', 'bb'],
  null,
  ['s', 'ss', 'c', 'sc', 'sh', 'th', 'ps'],
  null,
  [''],
  ['j', 'g', 'z', 'dg'],
  null,
  ['ch', 'tch', 'c'],
  ['k', 'c', 'ck', 'q', 'qu', 'ch', 'kh'],
  ['t', 'tt', 'th'],
  ['p', 'pp', 'f', 'ff', 'ph'],
  ['h', 'wh'],
];
// Letters for each vowel (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ); ㅡ is the vowel
// loanword spelling adds after a consonant English ends on (트 t, 스 s, 크 k); null: not in loanwords.
const VOWEL: (string[] | null)[] = [
  ['a', 'o', 'u', 'ar', 'ah'],
  ['a', 'ai', 'e'],
  ['ya', 'ia', 'ea'],
  null,
  ['u', 'o', 'e', 'er', 'ur', 'ir', 'or', 'ar', 'a', 'ou', 'ea', 'ear'],
  ['e', 'a', 'ai', 'ay', 'ea'],
  ['ye', 'yo', 'io', 'eo'],
  null,
  ['o', 'au', 'aw', 'oa', 'ou', 'ow', 'oe', 'al'],
  ['wa', 'wo', 'ua', 'oi'],
  ['wa'],
  ['we'],
  ['yo', 'io', 'eo'],
  ['u', 'oo', 'o', 'ou', 'ew', 'ue', 'oe'],
  ['wo', 'wa', 'wor', 'war', 'wer', 'ua'],
  ['we', 'wai'],
  ['wi', 'ui', 'wee'],
  ['u', 'yu', 'ew', 'eu', 'ue', 'you'],
  ['', 'e'],
  null,
  ['i', 'ee', 'ea', 'e', 'y', 'ie', 'ey'],
];
// Letters for each final (index 0 = none); null: not in loanwords.
const FINAL: Record<number, string[]> = {
  0: [''],
  1: ['k', 'c', 'ck', 'g'],
  4: ['n', 'nn'],
  8: ['l', 'll'],
  16: ['m', 'mm'],
  17: ['p', 'pp', 'b'],
  19: ['t', 'tt', 'd'],
  21: ['ng', 'n'],
};
/** A vowel with 이 or 우 after it is one English diphthong: 게임 game, 라인 line, 타운 town. */
const DIPHTHONG: Record<string, string[]> = {
  '5+20': ['a', 'ai', 'ay', 'ei', 'ey', 'eigh'],
  '1+20': ['a', 'ai', 'ay'],
  '0+20': ['i', 'y', 'igh', 'ai', 'ie', 'uy'],
  '8+20': ['oi', 'oy'],
  '0+13': ['ou', 'ow'],
  '8+13': ['o', 'ow', 'oa'],
};
/** Letter names a compound may begin with (O-ring, T-shirt, U-turn, X-ray, e-mail). */
const LETTER_NAMES: Record<string, string> = { 오: 'o', 티: 't', 유: 'u', 엑스: 'x', 브이: 'v' };
/** Two-letter words a compound may hold (in-game, log-in, set-up). */
const SHORT_PARTS = new Set(['in', 'on', 'up']);

type Syllable = { l: number; v: number; t: number };
const syllables = (w: string): Syllable[] | null => {
  const out: Syllable[] = [];
  for (const ch of w) {
    const c = ch.charCodeAt(0) - 0xac00;
    if (c < 0 || c > 11171) return null;
    out.push({ l: Math.floor(c / 588), v: Math.floor((c % 588) / 28), t: c % 28 });
  }
  return out;
};

/** Consonants English may end on, which loanword spelling gives the vowel ㅡ: ㄱ ㄷ ㅂ ㅅ ㅈ ㅊ ㅋ ㅌ ㅍ. */
const EPENTHETIC_INITIALS = new Set([0, 3, 7, 9, 12, 14, 15, 16, 17]);

/**
 * Whether a syllable may be part of a loanword: plain initials, single finals ㄱㄴㄹㅁㅂㅅㅇ, no ㅢㅒㅖ, and
 * ㅡ only as the vowel loanword spelling adds — after a consonant English ends on (트, 스, 크), or before
 * ㄹ (틀 tle, 블 ble); 으, 흐, 느, 습, 른 are Korean endings' syllables.
 */
const loanSyllable = (s: Syllable) =>
  !!INITIAL[s.l] &&
  !!VOWEL[s.v] &&
  Object.hasOwn(FINAL, s.t) &&
  (s.v !== 18 || (s.t === 0 ? EPENTHETIC_INITIALS.has(s.l) : s.t === 8 && s.l !== 11 && s.l !== 18));

/**
 * Whether a Hangul word reads back into English words: one common word of three letters or more, or a
 * compound of two everyday words (each of three letters or more or in/on/up, one of four or more; or a
 * letter name first: 오+링 O-ring).
 */
export function readsAsEnglish(word: string, english: EnglishWords): boolean {
  return englishReading(word, english) !== null;
}

/** The English a Hangul word reads back into, its parts joined by + (팹: fab, 챗봇: chat+bot), or null. */
export function englishReading(word: string, english: EnglishWords): string | null {
  const syl = syllables(word);
  if (!syl?.length || !syl.every(loanSyllable)) return null;
  const name = Object.keys(LETTER_NAMES).find((n) => word.startsWith(n) && word.length > n.length);
  const named = name && spells(syl.slice(name.length), 0, '', 1, 1, english);
  if (name && named) return `${LETTER_NAMES[name]}+${named}`;
  const whole = spells(syl, 0, '', 0, 0, english);
  if (whole) return whole;
  // An English prefix before a loanword of two syllables or more (리+핸들링 re+handling; round sixteen).
  const prefix = Object.keys(PREFIXES).find((p) => word.startsWith(p) && word.length - p.length >= 2);
  const rest = prefix && spells(syl.slice(prefix.length), 0, '', 0, 0, english);
  return rest ? `${PREFIXES[prefix]}+${rest}` : null;
}

/** English prefixes as loanword spelling writes them (리핸들링, 프리세일, 멀티태스킹, 논슬립). */
const PREFIXES: Record<string, string> = {
  리: 're',
  프리: 'pre',
  논: 'non',
  멀티: 'multi',
  미니: 'mini',
  세미: 'semi',
  슈퍼: 'super',
  인터: 'inter',
  마이크로: 'micro',
  하이퍼: 'hyper',
  울트라: 'ultra',
};

const wordEnd = (part: string, english: EnglishWords, whole: boolean) =>
  (whole ? english.words : english.parts).has(part) && (part.length >= 3 || SHORT_PARTS.has(part));

/**
 * Whether syllables from `k` on, after `part` (the English part being spelt), spell English words to the
 * end; `parts` parts are complete before `part`, the longest of them `longest` letters (a compound needs a
 * part of four letters or more: chat+bot, in+game, o+ring).
 */
function spells(
  syl: Syllable[],
  k: number,
  part: string,
  parts: number,
  longest: number,
  english: EnglishWords,
): string | false {
  if (k === syl.length) {
    for (const p of part.length >= 3 ? [part, part + 'e'] : [part])
      if (wordEnd(p, english, parts === 0) && (parts === 0 || Math.max(longest, p.length) >= 4)) return p;
    return false;
  }
  // A new part may start where a syllable does, after a whole word (and a silent e: base+line).
  if (part && parts < 1)
    for (const p of [part, part + 'e']) {
      const rest =
        wordEnd(p, english, false) && spells(syl, k, '', parts + 1, Math.max(longest, p.length), english);
      if (rest) return `${p}+${rest}`;
    }
  const s = syl[k];
  const next = syl[k + 1];
  const go = (p: string, to: number) =>
    english.prefixes.has(p) && spells(syl, to, p, parts, longest, english);
  let found: string | false;
  // A diphthong across two syllables (게+이 → ga…, 라+인 → li…): the second's 이/우 is spelt by the first.
  if (s.t === 0 && next && next.l === 11) {
    const d = DIPHTHONG[`${s.v}+${next.v}`];
    if (d)
      for (const i of INITIAL[s.l]!)
        for (const v of d)
          for (const f of FINAL[next.t]) if ((found = go(part + i + v + f, k + 2))) return found;
  }
  // 지, 치, 시 after a consonant English ends on: bridge, match, cash.
  if (s.t === 0 && s.v === 20 && part) {
    const ends = s.l === 12 ? ['ge', 'dge'] : s.l === 14 ? ['ch', 'tch'] : s.l === 9 ? ['sh'] : [];
    for (const e of ends) if ((found = go(part + e, k + 1))) return found;
  }
  for (const i of INITIAL[s.l]!)
    for (const v of VOWEL[s.v]!)
      for (const f of FINAL[s.t]) if ((found = go(part + i + v + f, k + 1))) return found;
  return false;
}

/**
 * Whether a Korean word Hunspell rejects is a loanword (with a particle after it that agrees with its last
 * sound: 팹의, 오링을, 셋업은): it reads back into English (`readsAsEnglish`), it is no likely slip of a
 * word Hunspell knows (`slipOf`: a vowel, final or initial writers confuse, a final dropped), it does not end the
 * way a verb does (하, 해, 했…: 배포하 is 배포한 with its final dropped), and the analyser, when there is
 * one, reads only nouns and particles in it (loanwords are nouns: no verb, root, adverb or ending).
 */
export function hangulLoanword(
  word: string,
  correct: (w: string) => boolean,
  english: EnglishWords,
  particle: RegExp,
  analyse?: (w: string) => AnalysedPart[],
): boolean {
  const m = particle.exec(word);
  const forms: [string, string][] = [[word, '']];
  if (m && word.length > m[0].length) forms.push([word.slice(0, -m[0].length), m[0]]);
  for (const [core, tail] of forms) {
    if (tail && !agrees(core, tail)) continue;
    const last = core.charCodeAt(core.length - 1) - 0xac00;
    if (Math.floor(last / 588) === 18) continue;
    if (!readsAsEnglish(core, english)) continue;
    if (slipOf(core, correct) && !analysedNoun(core, analyse)) continue;
    const parts = analyse?.(word);
    if (parts?.some((x) => !/^(?:N|J|S[LHN]|XSN|UNKNOWN)/.test(x.pos)) && !guessedSplit(core, parts))
      continue;
    return true;
  }
  // Round twenty-two: a short English word as a prefix before a loanword Hunspell knows (인+게임, 노+쇼).
  return loanPrefixed(word, correct, (w) => readsAsEnglish(w, english), particle);
}

type AnalysedPart = { surface?: string; pos: string; known?: boolean };

/**
 * Round twenty-nine: a loanword the analyser's own dictionary lists as one noun (시니어, 피노, 체어) is no
 * slip of the word one jamo from it (시리어, 피로, 채어: a verb form, another noun): a slip is not a noun
 * of that dictionary. The same safeguard the hanja list's words have (spelling.ts, `sinoKorean`).
 */
function analysedNoun(core: string, analyse?: (w: string) => AnalysedPart[]): boolean {
  const parts = analyse?.(core);
  return (
    parts?.length === 1 &&
    parts[0].surface === core &&
    parts[0].known !== false &&
    /^NN[GP]$/.test(parts[0].pos)
  );
}

/**
 * Round twenty-nine: a loanword of three syllables or more that the analyser, not knowing it, cuts into a
 * Korean noun and a contracted verb form (번/VV+ETM + 아웃, 리포/NNG + 머/VCP+EC): the verb piece is one
 * syllable tagged as two morphemes fused, the analyser's guess at an unknown syllable, and a noun piece is
 * there too. A real verb form keeps its stem and ending apart (배포/NNG 하/XSV …) or is two syllables or more.
 */
function guessedSplit(core: string, parts: AnalysedPart[]): boolean {
  if (core.length < 3 || !parts.some((x) => x.pos.startsWith('NN'))) return false;
  return parts.every(
    (x) =>
      /^(?:N|J|S[LHN]|XSN|UNKNOWN)/.test(x.pos) || (x.pos.includes('+') && (x.surface ?? '').length === 1),
  );
}

/** Finals a writer may drop by mistake (직원 → 직워, 인터뷰 → 이터뷰, 놓칠 → 노칠): any. */
const DROPPED_FINALS = Array.from({ length: 27 }, (_, i) => i + 1);

/**
 * Whether a word is a likely slip of a word Hunspell knows, either way round: it is a likely confusion of a
 * known word (부딧친 of 부딪친, 창고아 of 창고와) or a known word is one of its likely confusions (금새:
 * 금세), or it is a known word with a final dropped (직워 of 직원, 이터뷰 of 인터뷰).
 */
export function slipOf(w: string, correct: (w: string) => boolean): boolean {
  for (const c of likelyConfusions(w)) if (c !== w && correct(c)) return true;
  for (const c of candidates('ko', w))
    if (c !== w && correct(c) && [...likelyConfusions(c)].includes(w)) return true;
  for (let i = 0; i < w.length; i++) {
    const code = w.charCodeAt(i) - 0xac00;
    if (code % 28) continue;
    for (const t of DROPPED_FINALS)
      if (correct(w.slice(0, i) + String.fromCharCode(0xac00 + code + t) + w.slice(i + 1))) return true;
  }
  return false;
}

/** Particles that follow a consonant, and those that follow a vowel (사람+을, 학교+를). */
const AFTER_CONSONANT = /^(?:은|이|을|과|으로|이나|이라는)$/;
const AFTER_VOWEL = /^(?:는|가|를|와|로|나|라는)$/;

/** Whether a particle agrees with the noun's last sound (로 also follows ㄹ: 필름+로). */
export function agrees(noun: string, tail: string): boolean {
  const final = (noun.charCodeAt(noun.length - 1) - 0xac00) % 28;
  if (AFTER_CONSONANT.test(tail)) return final !== 0;
  if (AFTER_VOWEL.test(tail)) return final === 0 || (tail === '로' && final === 8);
  return true;
}
