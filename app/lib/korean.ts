// Korean particles after a word the text only knows when it is shown ("{{code}}을(를)"): the locale
// files write both forms, and the translation layer (i18n-react for pages, i18n.server for loaders and
// mail) keeps the one that fits the word before it — 을/를, 이/가, 은/는, 과/와 — by whether that word's
// last sound has a final consonant. A Latin word is read by its last letters where the Korean spelling
// of such words is regular (Teknologi → 테크놀로지, Labs → 랩스, Premium → 프리미엄, Kotlin → 코틀린,
// Bandung → 반둥); where it is not ("Soft", "Apple" or "Google"), both forms stay, as written.

type Final = 'none' | 'consonant' | 'unknown';

/** Digits as read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구 (which end in a consonant). */
const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false];
/** Latin capitals read as letter names: 엘, 엠, 엔, 알 end in a consonant; the others do not. */
const LETTER_HAS_FINAL = new Set(['L', 'M', 'N', 'R']);
/** A Latin word's last letter(s) as Korean writes them: a vowel, 스/즈/프/르 end open; ㄹ ㅁ ㄴ ㅇ ㄱ close. */
const LATIN_OPEN = /[aiouyszfxr]$/;
const LATIN_CLOSED = /(?:[lmnk]|ng)$/;

/** Whether the sound at the end of `word` has a final consonant (받침). */
export function finalOf(word: string): Final {
  const stem = word.replace(/[\s)\]}"'”’.,!?:;·%]+$/u, '');
  const last = stem.slice(-1);
  if (!last) return 'unknown';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 === 0 ? 'none' : 'consonant';
  if (/\d/.test(last)) return DIGIT_HAS_FINAL[Number(last)] ? 'consonant' : 'none';
  // An upper-case code or abbreviation (WELCOME10 ends in a digit; ABC is read letter by letter).
  if (/[A-Z]/.test(last) && /(^|[^A-Za-z])[A-Z]{1,5}$/.test(word.trimEnd()))
    return LETTER_HAS_FINAL.has(last) ? 'consonant' : 'none';
  const latin = stem.match(/[A-Za-z]{2,}$/)?.[0].toLowerCase();
  if (latin) {
    if (LATIN_CLOSED.test(latin)) return 'consonant';
    if (LATIN_OPEN.test(latin)) return 'none';
  }
  return 'unknown';
}

/** Pairs as the locale files write them: the form after a final consonant first, either order accepted. */
const PAIRS: Record<string, [withFinal: string, without: string]> = {
  '을(를)': ['을', '를'],
  '를(을)': ['을', '를'],
  '이(가)': ['이', '가'],
  '가(이)': ['이', '가'],
  '은(는)': ['은', '는'],
  '는(은)': ['은', '는'],
  '과(와)': ['과', '와'],
  '와(과)': ['과', '와'],
};
const MARKER = /([^\s(]+)(을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|과\(와\)|와\(과\))/g;

/** The text with each "word을(를)" resolved to the particle that fits the word; unknown words keep both. */
export function resolveParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(MARKER, (match, word: string, marker: string) => {
    const final = finalOf(word);
    if (final === 'unknown') return match;
    const [withFinal, without] = PAIRS[marker];
    return word + (final === 'consonant' ? withFinal : without);
  });
}

/** The same for i18next (loaders, actions, mail): a post-processor named `koreanParticles`. */
export const koreanParticles = {
  type: 'postProcessor' as const,
  name: 'koreanParticles',
  process: (value: string) => resolveParticles(value),
};
