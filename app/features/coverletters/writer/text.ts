// Text helpers shared by the composer, the checker and the model adapter: character counting,
// sentence boundaries, script and language detection, and Korean particles.

import { countText } from '../counting';

/** Characters as a reader counts them (NFC code points, spaces included): the counting module's count. */
export const charLength = (s: string) => countText(s).withSpaces;

/** Collapses runs of spaces and tabs, trims lines, keeps at most one blank line between paragraphs. */
export function tidy(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ABBREVIATIONS = new Set(
  [
    'inc',
    'corp',
    'co',
    'ltd',
    'jr',
    'sr',
    'mr',
    'mrs',
    'ms',
    'dr',
    'st',
    'no',
    'vs',
    'etc',
    'jl',
    'e.g',
    'i.e',
  ]
    .map((a) => a + '.')
    .concat(['u.s.']),
);
const TERMINALS = new Set(['.', '!', '?', '。', '！', '？']);
const CLOSERS = new Set(['"', '”', '’', "'", ')', '」', '』']);

/**
 * Code-point offsets just after each sentence end (terminal punctuation followed by a space, a line
 * break or the end; or a line break). Abbreviations such as "Inc." and decimals such as "3.82" are
 * not ends.
 */
export function sentenceEnds(text: string): number[] {
  const cps = [...text];
  const ends: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] === '\n') {
      if (i > 0 && cps[i - 1] !== '\n' && ends[ends.length - 1] !== i) ends.push(i);
      continue;
    }
    if (!TERMINALS.has(cps[i])) continue;
    let j = i + 1;
    while (j < cps.length && (TERMINALS.has(cps[j]) || CLOSERS.has(cps[j]))) j++;
    if (j < cps.length && !/\s/.test(cps[j])) continue;
    if (cps[i] === '.') {
      let k = i;
      while (k > 0 && !/\s/.test(cps[k - 1])) k--;
      const word = cps
        .slice(k, i + 1)
        .join('')
        .toLowerCase();
      if (ABBREVIATIONS.has(word)) {
        // "Inc." ends a sentence only when the next word starts like a sentence.
        let n = j;
        while (n < cps.length && cps[n] === ' ') n++;
        if (n >= cps.length || !/[A-Z가-힣]/.test(cps[n]) || word !== 'inc.') continue;
      }
      if (/^[A-Z]\.$/.test(cps.slice(k, i + 1).join(''))) continue;
    }
    ends.push(j);
    i = j - 1;
  }
  if (cps.length && ends[ends.length - 1] !== cps.length) ends.push(cps.length);
  return ends;
}

/** The sentences of a text, trimmed, without empty ones. */
export function splitSentences(text: string): string[] {
  const cps = [...text];
  const out: string[] = [];
  let start = 0;
  for (const end of sentenceEnds(text)) {
    const s = cps.slice(start, end).join('').replace(/\s+/g, ' ').trim();
    if (s) out.push(s);
    start = end;
  }
  return out;
}

export function scriptCounts(s: string) {
  let hangul = 0;
  let latin = 0;
  for (const ch of s) {
    if (/[\uac00-\ud7a3\u3131-\u318e]/.test(ch)) hangul++;
    else if (/[A-Za-z\u00c0-\u024f]/.test(ch)) latin++;
  }
  return { hangul, latin };
}

const EN_WORDS = new Set(
  'the and to of in for with on at as is was my i a an that this by from it be have has which will our we were are their into'.split(
    ' ',
  ),
);
const ID_WORDS = new Set(
  'yang dan di ke dari untuk dengan pada ini itu dalam adalah saya kami tidak atau juga akan oleh sebagai secara para telah sudah bisa dapat lebih menjadi selama'.split(
    ' ',
  ),
);

/** English or Indonesian by function words, or null when a Latin text has none of either. */
export function latinLanguage(s: string): 'en' | 'id' | null {
  let en = 0;
  let id = 0;
  for (const w of s.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (EN_WORDS.has(w)) en++;
    if (ID_WORDS.has(w)) id++;
  }
  if (en === id) return null;
  return en > id ? 'en' : 'id';
}

/** The language a piece of prose is written in, as far as Korean, English and Indonesian go. */
export function proseLanguage(s: string): 'ko' | 'en' | 'id' | null {
  const { hangul, latin } = scriptCounts(s);
  if (!hangul && !latin) return null;
  if (hangul >= latin * 0.5) return 'ko';
  return latinLanguage(s);
}

// Korean particles: the form depends on whether the word's last sound has a final consonant.
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];
const LETTER_NAME_FINAL: Record<string, 'none' | 'rieul' | 'other'> = {
  L: 'rieul',
  R: 'rieul',
  M: 'other',
  N: 'other',
};

export function finalSound(word: string): 'none' | 'rieul' | 'other' {
  // A bracket is read after the word before it: "한글(HWP)" → 한글 → 을.
  const bracket = word.trimEnd().match(/^(.*\S)\s*\([^()]*\)$/);
  if (bracket) return finalSound(bracket[1]);
  const w = word.replace(/[\s)\]}"'”’.,!?:;·–-]+$/u, '');
  const last = w.slice(-1);
  if (!last) return 'none';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'rieul' : 'other';
  }
  if (/\d/.test(last))
    return last === '1' || last === '7' || last === '8' ? 'rieul' : DIGIT_FINAL[+last] ? 'other' : 'none';
  const token = w.match(/[A-Za-z]+$/)?.[0] ?? '';
  if (!token) return 'none';
  if (token === token.toUpperCase() && token.length <= 5)
    return LETTER_NAME_FINAL[last.toUpperCase()] ?? 'none';
  // A word by how its Korean reading usually ends: Kotlin → 코틀린 (을), Google → 구글 (을, 로),
  // GitHub → 깃허브 (를), Slack → 슬랙 (을), Spark → 스파크 (를), Docker → 도커 (를).
  const w2 = token.toLowerCase();
  if (/(?:l|le)$/.test(w2)) return 'rieul';
  if (/(?:[mn]|ng|[^r]ck|[aeiou]k|[aeiou]p)$/.test(w2)) return 'other';
  return 'none';
}

const PARTICLES = {
  '은/는': ['은', '는'],
  '이/가': ['이', '가'],
  '을/를': ['을', '를'],
  '과/와': ['과', '와'],
  '이라는/라는': ['이라는', '라는'],
  '이며/며': ['이며', '며'],
} as const;

/** The word followed by the particle that fits it: josa('한양대학교', '을/를') → '한양대학교를'. */
export function josa(word: string, pair: keyof typeof PARTICLES | '으로/로'): string {
  const fin = finalSound(word);
  if (pair === '으로/로') return word + (fin === 'other' ? '으로' : '로');
  const [withFinal, without] = PARTICLES[pair];
  return word + (fin === 'none' ? without : withFinal);
}

/** "SQL, Python(pandas, statsmodels)" → ["SQL", "Python(pandas, statsmodels)"]: a list split at its commas, not those inside brackets. */
export function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let item = '';
  for (const ch of text ?? '') {
    if ('([{（'.includes(ch)) depth++;
    if (')]}）'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || ch === '、')) {
      out.push(item);
      item = '';
    } else item += ch;
  }
  out.push(item);
  return out.map((x) => x.trim()).filter(Boolean);
}
