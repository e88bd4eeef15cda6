// English word shapes the spelling check's judge lets pass or keeps flagged (ADR 0039), split from
// spelling.ts: words written with hyphens, closed compounds, and the slips a compound split would hide (a
// letter dropped, swapped or doubled). Pure: the dictionary's `correct` comes in.

/** English prefixes written with a hyphen that are not words on their own (co-ordinated, mis-loads). */
export const EN_HYPHEN_PREFIXES = [
  'co',
  're',
  'pre',
  'non',
  'mis',
  'ex',
  'sub',
  'anti',
  'multi',
  'post',
  'semi',
  'inter',
  'de',
  'un',
  'mid',
  'bi',
  'tri',
  'counter',
  'pro',
  'quasi',
  'ultra',
  'micro',
  'macro',
  'mini',
  'e',
  'x',
];

/**
 * Whether an English word written with hyphens passes part by part: each part `known` (or a prefix that
 * takes a hyphen: co-, mis-, pre-) — a misspelt part stays flagged (recieve-based, well-recieved).
 */
export function hyphenated(w: string, known: (part: string) => boolean): boolean {
  const parts = w.split(/[-‐]/);
  if (parts.length < 2 || parts.some((p) => !p)) return false;
  // Written with or without the hyphen (co-ordinated: coordinated).
  if (known(parts.join('').toLowerCase())) return true;
  return parts.every(
    (p, i) =>
      (i < parts.length - 1 && EN_HYPHEN_PREFIXES.includes(p.toLowerCase())) ||
      known(p) ||
      known(p.toLowerCase()),
  );
}

/**
 * Whether an English word has a letter doubled by mistake: one of two equal letters side by side taken
 * out leaves a dictionary word ("allways" is "always", not "all" + "ways"; "wellcome", "untill").
 */
export function doubledLetter(w: string, correct: (w: string) => boolean): boolean {
  for (let i = 0; i + 1 < w.length; i++)
    if (w[i] === w[i + 1] && correct(w.slice(0, i) + w.slice(i + 1))) return true;
  return false;
}

/**
 * Whether an English word a compound split would pass is a dictionary word with one letter dropped or two
 * letters swapped ("explaned" is "explained", not "exp" + "laned"), or with one vowel of a syllable after
 * the first written as another — the unstressed vowel writers guess ("calender" is "calendar", not "cal"
 * + "ender"; "seperate", "relevent", "independant"): then it is a misspelling.
 */
export function droppedOrSwapped(w: string, correct: (w: string) => boolean): boolean {
  for (let i = 0; i + 1 < w.length; i++)
    if (w[i] !== w[i + 1] && correct(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2))) return true;
  // A letter dropped inside the word (not at its end: "dataset" + "s" is a plural, not a misspelling).
  for (let i = 1; i < w.length; i++)
    for (const c of 'abcdefghijklmnopqrstuvwxyz') if (correct(w.slice(0, i) + c + w.slice(i))) return true;
  // Not in the first syllable, whose vowel is stressed and seldom guessed ("stackers" is no "stickers").
  const second = w.search(/[aeiou][^aeiou]/) + 2;
  for (let i = Math.max(2, second); second > 1 && i < w.length - 1; i++)
    if (VOWEL.test(w[i]))
      for (const v of 'aeiou') if (v !== w[i] && correct(w.slice(0, i) + v + w.slice(i + 1))) return true;
  return false;
}

const VOWEL = /[aeiou]/;

/** Plural and verb endings a closed compound takes ("signups", "logins", "workflows", "checked-in"). */
const LATIN_ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers'];

/**
 * A closed compound of two dictionary words, the first of three or more letters and the second of two or
 * more ("signup", "dataset"), or such a compound with a plural or verb ending ("signups", "logins"):
 * dictionaries list few of the compounds working life coins. Two-letter heads stay flagged ("alot",
 * "infact", "aswell"); compounds that are misspellings ("eachother", "thankyou") are kept misspellings.
 */
export function closedCompound(w: string, correct: (w: string) => boolean): boolean {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return false;
  const stems = [
    w,
    ...LATIN_ENDINGS.filter((e) => w.length - e.length >= 5 && w.endsWith(e)).map((e) =>
      w.slice(0, -e.length),
    ),
  ];
  for (const stem of stems)
    for (let i = 3; i <= stem.length - 2; i++)
      if (correct(stem.slice(0, i)) && correct(stem.slice(i))) return true;
  return false;
}
