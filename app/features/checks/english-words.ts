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
      // Round nineteen: "-olds" after a span is a noun of age (six- and seven-year-olds, ten-month-olds).
      (i > 0 && p.toLowerCase() === 'olds' && /^(?:year|month|week|day)$/i.test(parts[i - 1])) ||
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
 * + "ender"; "seperate", "relevent", "independant"), or a consonant as one said alike: then it is a
 * misspelling.
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
  // Round sixteen: a consonant written as another of its sound (c/s, c/k, s/z, g/j: "concensus" is
  // "consensus", not "con" + "census").
  for (let i = 1; i < w.length; i++)
    for (const c of SOUND_ALIKE[w[i]] ?? '') if (correct(w.slice(0, i) + c + w.slice(i + 1))) return true;
  return false;
}

/** Consonants said alike, which writers put one for the other. */
const SOUND_ALIKE: Record<string, string> = { c: 'sk', s: 'cz', z: 's', k: 'c', g: 'j', j: 'g' };

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

/**
 * Latin prefixes written glued to an English word (geo+spatial, re+balanced; round fourteen); not co-, eco-,
 * un-, up-, which made slips of their own (co+cured, un+books, up+pings).
 */
const PREFIXES = [
  're',
  'pre',

  'non',
  'geo',
  'bio',

  'micro',
  'multi',
  'inter',
  'sub',
  'super',
  'tele',

  'auto',
  'cyber',
  'semi',
  'hydro',
  'thermo',
  'photo',
  'spectro',
  'mini',
  'mega',
  'over',
  'under',
  'out',
];

/**
 * Whether a word the dictionaries lack is a word they know with a prefix or a regular ending (round
 * fourteen): a Latin prefix on a word of four letters or more (geospatial, rebalanced, uptime), a plural
 * (entrapments), an agent noun in -er (profiler, roaster, clarifier) — the dictionaries list the word, not
 * every derivative. The caller refuses a word that is a known word with one letter dropped, swapped or
 * doubled (retuned for returned), so a slip is no derivative.
 */
export function derived(w: string, correct: (w: string) => boolean, lang: 'en' | 'id' = 'en'): boolean {
  if (w.length < 7 || !/^[a-z]+$/.test(w) || !derivative(w, correct, lang)) return false;
  // A known word with its first or last letter dropped is a slip, not a derivative (upported: supported,
  // ecovery: recovery, contras: contrast, unannounce: unannounced).
  for (const c of 'abcdefghijklmnopqrstuvwxyz') if (correct(c + w) || correct(w + c)) return false;
  return true;
}

function derivative(w: string, correct: (w: string) => boolean, lang: 'en' | 'id'): boolean {
  // Indonesian writes English terms with the long prefixes only (geospasial, bioteknologi); its -s and -er
  // are no plural or agent (produks is produksi misspelt, kontaner kontainer).
  for (const p of lang === 'en' ? PREFIXES : LONG_PREFIXES)
    if (w.startsWith(p) && w.length - p.length >= 4 && correct(w.slice(p.length))) return true;
  if (lang === 'id') return false;
  if (NEOCLASSICAL.test(w)) return true;
  // Round twenty-two: a plural in -ies of a noun in -y (proficiencies), an -ing form dropping its -e
  // (scribing: scribe); a dropped double (stoping) is refused by the caller.
  if (w.endsWith('ies') && w.length >= 8 && correct(`${w.slice(0, -3)}y`)) return true;
  if (w.endsWith('ing') && w.length >= 8 && correct(`${w.slice(0, -3)}e`) && !correct(w.slice(0, -3)))
    return true;
  const stems = w.endsWith('s') && !w.endsWith('ss') ? [w, w.slice(0, -1)] : [w];
  for (const b of stems) {
    if (b !== w && b.length >= 5 && correct(b)) return true;
    if (b.endsWith('ier') && b.length >= 7 && correct(`${b.slice(0, -3)}y`)) return true;
    // Round nineteen: a noun in -ator of a verb in -ate (pulsator: pulsate, aerator), and in -ation of a
    // verb as it is or with its -e (sortation: sort, curation: cure).
    if (b.endsWith('ator') && b.length >= 7 && correct(`${b.slice(0, -2)}e`)) return true;
    if (b.endsWith('ation') && b.length >= 9 && (correct(b.slice(0, -5)) || correct(`${b.slice(0, -5)}e`)))
      return true;
    // Round twenty, tuning: -ation of a verb in -ate (ozonation: ozonate, flocculation: flocculate).
    if (b.endsWith('ation') && b.length >= 9 && correct(`${b.slice(0, -5)}ate`)) return true;
    // Round twenty-two: -ment of a verb not in -e (sustainment: sustain; arguement stays flagged).
    if (b.endsWith('ment') && b.length >= 9 && !b.endsWith('ement') && correct(b.slice(0, -4))) return true;
    if (!b.endsWith('er')) continue;
    const [e, consonant] = [b.slice(0, -1), b.slice(0, -2)];
    if (e.endsWith('e') && e.length >= 5 && correct(e)) return true;
    if (consonant.length >= 5 && !/[ey]$/.test(consonant) && correct(consonant)) return true;
  }
  return false;
}

/**
 * Two Greek or Latin combining forms, a head and a tail (round sixteen: thermography, seismometer,
 * hydroscopy): the dictionaries list a few of the many such terms of science and trade, and a word that
 * is exactly a head and a tail is well formed, not a slip. Round thirty-four: the heads of measuring
 * instruments too — pyro (heat: pyrometric cones), tacho, anemo, mano, dosi, audio.
 */
const NEOCLASSICAL =
  /^(?:thermo|photo|hydro|geo|bio|spectro|micro|radio|electro|cardio|neuro|chrono|topo|ortho|tomo|seismo|petro|hemato|haemato|histo|patho|immuno|hygro|baro|litho|dendro|myco|phyto|cryo|video|echo|ultrasono|pyro|tacho|anemo|mano|dosi|audio)(?:graphy|graphs?|graphic|grapher|logy|logist|logical|metry|meters?|metric|scopes?|scopy|grams?)$/;

/** The prefixes Indonesian writes on English terms it borrows (geo+spasial). */
const LONG_PREFIXES = PREFIXES.filter(
  (p) => p.length >= 3 && !['pre', 'non', 'sub', 'out', 'eco'].includes(p),
);
