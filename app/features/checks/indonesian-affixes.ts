// Indonesian words with their affixes (ADR 0039): the dictionary (LibreOffice's id_ID) lists roots and
// few affixed forms. Clitics and suffixes (-nya, -kan, -an, -i …) and the prefixes that leave the root as
// it is (di-, ke-, ter-, ber-, se-, per-) are cut; the nasal prefixes meN- and peN- are undone by the
// rules of Indonesian morphology (round six): the nasal takes the place of a root's first p, t, k or s
// (memakai: pakai, menulis: tulis, mengirim: kirim, menyusun: susun, pengemulsi: emulsi), stands before
// b, f, v, c, d, j, g, h and vowels (membuat, memverifikasi, mendata, menggunakan, mengambil), is only
// me-/pe- before l, m, n, ng, ny, r, w, y (melatih, merawat), and menge-/penge- before a one-syllable root
// (mengecat). Pure: `correct` is the dictionary's verdict.
import { kbbiLoan, kbbiSpellingOf } from './indonesian-loan-sounds';

/** Indonesian clitics and suffixes, and prefixes that leave the root's first letter as it is. */
const ID_SUFFIXES = ['nya', 'lah', 'kah', 'pun', 'ku', 'mu', 'kan', 'an', 'i'];
const ID_PREFIXES = ['di', 'ke', 'ter', 'ber', 'se', 'per'];

/**
 * The roots a word with the nasal prefix meN- or peN- (also memper-, pemer-) can be made from:
 * menulis → tulis (and nulis), memverifikasi → verifikasi, mengirim → kirim and irim, penyusun → susun.
 */
export function nasalRoots(w: string): string[] {
  if (!/^(?:me|pe)/.test(w)) return [];
  const out: string[] = [];
  // Every way the word can begin with a nasal (mengenal: ng+enal → kenal; mengecat: nge+cat → cat).
  for (const nasal of ['', 'm', 'n', 'ng', 'ny', 'nge']) {
    if (!w.startsWith(nasal, 2)) continue;
    const rest = w.slice(2 + nasal.length);
    const vowel = /^[aeiou]/.test(rest);
    if (nasal === '' && /^(?:l|m|n|r|w|y)/.test(rest)) out.push(rest);
    if (nasal === 'm' && /^[bfv]/.test(rest)) out.push(rest);
    if (nasal === 'm' && vowel) out.push(`p${rest}`);
    if (nasal === 'm' && rest.startsWith('per')) out.push(rest.slice(3));
    if (nasal === 'n' && /^(?:c|d|j|z|sy)/.test(rest)) out.push(rest);
    if (nasal === 'n' && vowel) out.push(`t${rest}`);
    if (nasal === 'ng' && (/^(?:g|h|kh)/.test(rest) || vowel)) out.push(rest);
    if (nasal === 'ng' && vowel) out.push(`k${rest}`);
    if (nasal === 'ny' && vowel) out.push(`s${rest}`);
    if (nasal === 'nge') out.push(rest);
  }
  return out;
}

/**
 * An Indonesian root with its affixes (proses+nya, kuartal+an, di+undur, di+jahit+kan, mem+verifikasi,
 * peng+emulsi): the dictionary does not list every affixed form. The root must be a dictionary word of
 * four or more letters (five when two affixes or more were cut). Non-standard forms that look affixed
 * (merubah: me+rubah "fox") are kept misspellings, checked before.
 */
export function indonesianAffixed(w: string, correct: (w: string) => boolean): boolean {
  if (!/^[a-z]+$/.test(w)) return false;
  // Round nineteen: the passive of a one-syllable verb (dicat) and an adjective in -ik (simbolik).
  if (passiveOfKnownVerb(w, correct) || adjectiveInIk(w, correct)) return true;
  const cuts = (x: string) => [
    x,
    ...ID_SUFFIXES.filter((e) => x.length - e.length >= 4 && x.endsWith(e)).map((e) => x.slice(0, -e.length)),
  ];
  // Each form with the number of affixes cut from it: a root left by two or more cuts must be of five or
  // more letters ("perusahan" is not per+usah+an).
  const forms = new Map<string, number>();
  const note = (f: string, n: number) => forms.set(f, Math.min(n, forms.get(f) ?? n));
  for (const a of cuts(w)) for (const b of cuts(a)) note(b, (a !== w ? 1 : 0) + (b !== a ? 1 : 0));
  // Two prefixes may stand one on another (ke+ter+telusur+an, di+per+kenal+kan; round thirteen).
  for (const [f, n] of [
    ...forms,
    ...[...forms].flatMap(([f, n]) => prefixCuts(f).map((r) => [r, n + 1] as const)),
  ]) {
    for (const p of ID_PREFIXES)
      if (f.length - p.length >= 4 && f.startsWith(p)) note(f.slice(p.length), n + 1);
    // ber- and ter- lose their r before a root that begins with r or whose first syllable ends in -er
    // (be+risiko, be+kerja, te+rekam, te+percaya).
    const rest = f.slice(2);
    if (/^(?:be|te)/.test(f) && rest.length >= 4 && /^(?:r|[^aeiou]er)/.test(rest)) note(rest, n + 1);
    for (const root of nasalRoots(f)) if (root.length >= 4) note(root, n + 1);
  }
  forms.delete(w);
  for (const [f, n] of forms) if (f.length >= (n >= 2 ? 5 : 4) && correct(f)) return true;
  // A bound form written joined to a word (antar+petugas, pasca+panen, non+aktif, swa+kelola; round
  // thirteen): the word after it may carry affixes of its own (antar+peng+guna is antar+pengguna).
  for (const p of ID_BOUND)
    // A root of three letters after the longer forms (antar+lot, antar+sif; not non+ton).
    if (w.startsWith(p) && w.length - p.length >= (w.length >= 8 ? 3 : 4)) {
      const rest = w.slice(p.length);
      if (correct(rest) || indonesianAffixed(rest, correct)) return true;
    }
  return false;
}

/** The word with one of the prefixes that leave the root as it is cut (ke+tertelusur, di+perkenalkan). */
const prefixCuts = (f: string) =>
  ID_PREFIXES.filter((p) => f.length - p.length >= 4 && f.startsWith(p)).map((p) => f.slice(p.length));

/**
 * KBBI's bound forms (bentuk terikat), written joined to the word after them: antarkota, pascapanen,
 * prasejahtera, nonaktif, swakelola, tunawisma, purnajual, nirlaba, multiguna, semiotomatis, subbagian,
 * probiotik.
 */
const ID_BOUND = [
  'antar',
  'pasca',
  'pra',
  'non',
  'swa',
  'tuna',
  'purna',
  'nir',
  'multi',
  'semi',
  'sub',
  'ultra',
  'ekstra',
  'intra',
  'kontra',
  'anti',
  'maha',
  'serba',
  // Round thirty-two: PUEBI's bound forms of science and scale (probiotik, bioetanol, mikroorganisme,
  // makroekonomi, superprioritas, hiperaktif, transnasional, interpersonal, inframerah).
  'pro',
  'bio',
  'mikro',
  'makro',
  'super',
  'hiper',
  'trans',
  'inter',
  'infra',
];

/**
 * A prefix joined by a hyphen to a name or a figure, as KBBI writes it (se-Indonesia, se-Jawa Barat,
 * non-Muslim, pasca-Reformasi, ke-2; round thirteen): the name is the member's, the prefix a known one.
 */
export function prefixedName(w: string): boolean {
  return /^(?:se|ke|non|pra|pasca|anti|antar|pro|ber|ter|di|per)-(?:[A-Z][A-Za-z]+|\d+)$/.test(w);
}

/**
 * Round twenty-two: a known word with one consonant doubled (effisien, kommunikasi, akkurat are efisien,
 * komunikasi, akurat misspelt) is a slip, not a loan kept in its English spelling nor a word of the list.
 */
export function doubledConsonant(w: string, correct: (w: string) => boolean): boolean {
  // KBBI keeps a double where one would make another word: massa (mass) beside masa (time), biomassa.
  if (w.endsWith('massa')) return false;
  for (let i = 0; i + 1 < w.length; i++)
    if (w[i] === w[i + 1] && !/[aeiou]/.test(w[i]) && correct(w.slice(0, i) + w.slice(i + 1))) return true;
  return false;
}

/**
 * Whether an Indonesian word is an English loanword in Indonesian spelling that the English dictionary
 * knows as it is written in English: c written k (kontainer: container, kontrol: control) and -ure written
 * -ur (prosedur: procedure). Misspellings of Indonesian words (praktek, resiko, aktifitas) do not turn into
 * English words this way.
 */
export function englishLoan(w: string, correct: (w: string) => boolean): boolean {
  if (w.length < 5 || !/^[a-z]+$/.test(w) || doubledConsonant(w, correct)) return false;
  // Round twenty-four: a KBBI word half in its English shape (managemen: manajemen) is no loan as written.
  if (kbbiSpellingOf(w, correct)) return false;
  const forms = new Set<string>();
  // Round thirteen: also s written for c before e and i (profisiensi: proficiency, sertifikat:
  // certificate), and the endings Indonesian gives English suffixes: -asi for -ation (preparasi),
  // -itas for -ity (disabilitas), -ensi/-ansi for -ence/-ency/-ance/-ancy, a final -e dropped after a
  // consonant (templat: template) or written -a (mikroba: microbe).
  // Round seventeen: ks written for English ct before i (infeksius: infectious, proteksi: protection),
  // j for a soft g before e or i (deterjen: detergent), -ius for -ious, -en for -ent, -ksi for -ction.
  const bases = kSpellings(w).flatMap((k) => [
    ...new Set([k, k.replace(/ks(?=i)/g, 'ct'), k.replace(/j(?=[ei])/g, 'g')]),
  ]);
  for (const c of bases) {
    const endings = [c];
    if (c.length >= 7 && c.endsWith('ius')) endings.push(`${c.slice(0, -3)}ious`);
    if (c.length >= 6 && c.endsWith('en')) endings.push(`${c}t`);
    if (c.length >= 6 && c.endsWith('cti')) endings.push(`${c}on`);
    if (/[ui]r$/.test(c)) endings.push(`${c}e`);
    if (/[^aeiou][aiu]t$/.test(c)) endings.push(`${c}e`);
    if (c.length >= 6 && /[^aeiou]a$/.test(c)) endings.push(`${c.slice(0, -1)}e`);
    // A doubled consonant's -a dropped (biomassa: biomass), a final -i for -y (spesialti: specialty).
    if (/([^aeiou])\1a$/.test(c)) endings.push(c.slice(0, -1));
    if (c.length >= 6 && /[^aeiou]i$/.test(c)) endings.push(`${c.slice(0, -1)}y`);
    if (c.endsWith('asi')) endings.push(`${c.slice(0, -3)}ation`);
    if (c.endsWith('itas')) endings.push(`${c.slice(0, -4)}ity`);
    for (const [id, ens] of [
      ['ensi', ['ence', 'ency']],
      ['ansi', ['ance', 'ancy']],
    ] as const)
      if (c.endsWith(id)) for (const e of ens) endings.push(c.slice(0, -id.length) + e);
    // f for ph as well (spektrofotometer: spectrophotometer).
    for (const e of endings)
      for (const x of [e, e.replace(/f/g, 'ph')]) {
        forms.add(x);
        forms.add(x.replace(/s(?=[ei])/g, 'c'));
      }
  }
  forms.delete(w);
  for (const f of forms) if (correct(f)) return true;
  // Round twenty-three: a double consonant written single, -ine, ee, y, x (indonesian-loan-sounds.ts).
  return kbbiLoan(w, kSpellings(w), correct);
}

/**
 * The word with each k read as k, c or ch (round sixteen: mekanikal is mechanical, teknikal technical —
 * Indonesian writes English ch said k as k); at most three k's, else k and c throughout.
 */
function kSpellings(w: string): string[] {
  const parts = w.split('k');
  if (parts.length - 1 > 3) return [w, w.replace(/k/g, 'c')];
  let out = [parts[0]];
  for (const part of parts.slice(1)) out = out.flatMap((o) => ['k', 'c', 'ch'].map((k) => o + k + part));
  return out;
}

/**
 * An Indonesian person noun in -is from a word in -i (terapi: terapis, fisioterapi: fisioterapis; KBBI's
 * -is of the practitioner; round fourteen).
 */
export function personNoun(w: string, correct: (w: string) => boolean): boolean {
  return w.length >= 7 && w.endsWith('is') && correct(w.slice(0, -1));
}

/**
 * Round nineteen (ADR 0039): the passive di- of a one-syllable root whose active menge- form the dictionary
 * knows (dilap: mengelap, dicat: mengecat, dibom: mengebom, dipel: mengepel) — a root of three letters, which
 * `indonesianAffixed` refuses alone (di+jam, di+mana stay unknown: mengejam, mengemana are no verbs).
 */
export function passiveOfKnownVerb(w: string, correct: (w: string) => boolean): boolean {
  if (!/^di[a-z]{3}$/.test(w)) return false;
  const root = w.slice(2);
  return /^[^aeiou][aeiou][^aeiou]$/.test(root) && correct(root) && correct(`menge${root}`);
}

/**
 * Round nineteen: an adjective in -ik of a noun or an -ikal form the dictionary has (stereotipik:
 * stereotip, stereotipikal), as Indonesian writes English -ic; a word of eight letters or more.
 */
export function adjectiveInIk(w: string, correct: (w: string) => boolean): boolean {
  if (w.length < 8 || !/^[a-z]+ik$/.test(w) || w.endsWith('ikik')) return false;
  const noun = w.slice(0, -2);
  return correct(`${w}al`) || (noun.length >= 6 && correct(noun));
}
