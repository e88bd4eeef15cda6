// Hangul in Latin letters by the Revised Romanization of Korean (국어의 로마자 표기법, 2000): what an
// English or Indonesian text shows for a Korean company that has no English name of its own
// (하늘랩스 → Haneullaepseu: by sound, not letter by letter). The sound changes between syllables that
// names meet are applied (liaison, nasalisation, ㄹ-assimilation); the rest (aspiration with ㅎ, tensing)
// is not, as the standard itself leaves it out of names. Anything that is not Hangul stays as it is.

const INITIALS = [
  'g',
  'kk',
  'n',
  'd',
  'tt',
  'r',
  'm',
  'b',
  'pp',
  's',
  'ss',
  '',
  'j',
  'jj',
  'ch',
  'k',
  't',
  'p',
  'h',
];
const VOWELS = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
/** Each final (받침) as it sounds at the end of a syllable: one of k, n, t, l, m, p, ng, or none. */
const FINAL_SOUND = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];
/** A final before a syllable that starts with a vowel (ㅇ): what stays, and what opens the next syllable. */
const LIAISON: Record<number, [stay: string, moved: string]> = {
  1: ['', 'g'],
  2: ['', 'kk'],
  3: ['k', 's'],
  4: ['', 'n'],
  5: ['n', 'j'],
  6: ['', 'n'],
  7: ['', 'd'],
  8: ['', 'r'],
  9: ['l', 'g'],
  10: ['l', 'm'],
  11: ['l', 'b'],
  12: ['l', 's'],
  13: ['l', 't'],
  14: ['l', 'p'],
  15: ['', 'r'],
  16: ['', 'm'],
  17: ['', 'b'],
  18: ['p', 's'],
  19: ['', 's'],
  20: ['', 'ss'],
  22: ['', 'j'],
  23: ['', 'ch'],
  24: ['', 'k'],
  25: ['', 't'],
  26: ['', 'p'],
  27: ['', ''],
};
const [NIEUN, RIEUL, MIEUM, IEUNG] = [2, 5, 6, 11];

/** A syllable's parts: initial, vowel and final indexes. */
function split(ch: string) {
  const code = ch.charCodeAt(0) - 0xac00;
  return { initial: Math.floor(code / 588), vowel: Math.floor((code % 588) / 28), final: code % 28 };
}

/**
 * The sound where one syllable meets the next: the first's final as written in Latin and, when it
 * changes, the next's initial (liaison 읽어 ilgeo, nasalisation 백마 baengma, 협력 hyeomnyeok,
 * ㄹ-assimilation 신라 Silla, 설날 seollal, 종로 Jongno).
 */
function junction(final: number, next: number): [string, string | undefined] {
  const sound = FINAL_SOUND[final];
  if (next === IEUNG && LIAISON[final]) return LIAISON[final];
  if (next === NIEUN || next === MIEUM) {
    const nasal: Record<string, string> = { k: 'ng', t: 'n', p: 'm' };
    if (nasal[sound]) return [nasal[sound], undefined];
    if (sound === 'l' && next === NIEUN) return ['l', 'l'];
  }
  if (next === RIEUL) {
    if (sound === 'l' || sound === 'n') return ['l', 'l'];
    if (sound === 'm' || sound === 'ng') return [sound, 'n'];
    if (sound === 'k') return ['ng', 'n'];
    if (sound === 'p') return ['m', 'n'];
  }
  return [sound, undefined];
}

/** One run of Hangul syllables (a word), romanised with the sound changes between its syllables. */
function romanizeWord(word: string): string {
  const syllables = [...word].map(split);
  let out = '';
  let carried: string | undefined;
  syllables.forEach((s, i) => {
    const initial = carried ?? INITIALS[s.initial];
    const next = syllables[i + 1];
    const [final, opens] = next ? junction(s.final, next.initial) : [FINAL_SOUND[s.final], undefined];
    carried = opens;
    out += initial + VOWELS[s.vowel] + final;
  });
  return out;
}

const HANGUL_RUN = /[가-힣]+/g;

/** The text with every run of Hangul syllables romanised (lower case); other characters unchanged. */
export function romanize(text: string): string {
  return text.replace(HANGUL_RUN, (word) => romanizeWord(word));
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether a text has Hangul in it. */
export const hasHangul = (text: string) => /[가-힣]/.test(text);

/**
 * A company's name for an English or Indonesian reader: its English name when the data has one, else
 * its Hangul romanised, each word capitalised and without the legal form ((주)하늘랩스 → Haneullaepseu),
 * else the name as it is.
 */
export function latinName(name: string, nameEn?: string | null): string {
  const english = nameEn?.trim();
  if (english) return english;
  if (!hasHangul(name)) return name;
  // The legal form (주식회사, (주)) is not part of the name a letter uses.
  const bare =
    name
      .replace(/\(주\)|㈜|주식회사/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || name;
  return bare.replace(HANGUL_RUN, (word) => capitalise(romanizeWord(word)));
}

/** A company's name in a text of language `lng`: as it is in Korean, else `latinName`. */
export const companyNameIn = (lng: string, name: string, nameEn?: string | null) =>
  lng === 'ko' ? name : latinName(name, nameEn);
