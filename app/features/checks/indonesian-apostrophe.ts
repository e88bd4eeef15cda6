// Round twenty-two (ADR 0039): Arabic loans written with an apostrophe for the glottal stop, which KBBI
// writes as nothing between vowels (do'a: doa, ma'af: maaf, sa'at: saat, Jum'at: Jumat) and as k before a
// consonant (ni'mat: nikmat, ma'lum: maklum, ra'yat: rakyat); and syah (a shah) written for sah (lawful)
// after what qualifies a state (yang syah, tidak syah, secara syah). English contractions and possessives
// ('s, 're, 've, 'll) are left alone, and so are capitalised names (Ma'ruf) but the day. Tested both ways in
// round-twenty-two-spelling.test.ts.
import type { ContextRule } from './context-rule';

const glottal = (before: string, after: string) =>
  /^[aiueo]/.test(after) ? `${before}${after}` : `${before}k${after}`;

export const ID_APOSTROPHE: ContextRule[] = [
  {
    id: 'baku',
    re: /(?<![\p{L}'’])([a-z]*[aiueo])['’]((?!(?:s|re|ve|ll|d|t|m)\b)[a-z]+)\b/gu,
    fix: (m) => glottal(m[1], m[2]),
  },
  { id: 'baku', re: /\b([Jj])um['’]at\b/g, fix: (m) => `${m[1]}umat` },
  {
    id: 'baku',
    re: /\b((?:yang|tidak|secara|belum|sudah|dianggap|menjadi|dan|resmi) )syah\b/gi,
    fix: (m) => `${m[1]}sah`,
  },
];
