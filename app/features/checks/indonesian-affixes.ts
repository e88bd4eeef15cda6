// Indonesian words with their affixes (ADR 0039): the dictionary (LibreOffice's id_ID) lists roots and
// few affixed forms. Clitics and suffixes (-nya, -kan, -an, -i …) and the prefixes that leave the root as
// it is (di-, ke-, ter-, ber-, se-, per-) are cut; the nasal prefixes meN- and peN- are undone by the
// rules of Indonesian morphology (round six): the nasal takes the place of a root's first p, t, k or s
// (memakai: pakai, menulis: tulis, mengirim: kirim, menyusun: susun, pengemulsi: emulsi), stands before
// b, f, v, c, d, j, g, h and vowels (membuat, memverifikasi, mendata, menggunakan, mengambil), is only
// me-/pe- before l, m, n, ng, ny, r, w, y (melatih, merawat), and menge-/penge- before a one-syllable root
// (mengecat). Pure: `correct` is the dictionary's verdict.

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
  const cuts = (x: string) => [
    x,
    ...ID_SUFFIXES.filter((e) => x.length - e.length >= 4 && x.endsWith(e)).map((e) => x.slice(0, -e.length)),
  ];
  // Each form with the number of affixes cut from it: a root left by two or more cuts must be of five or
  // more letters ("perusahan" is not per+usah+an).
  const forms = new Map<string, number>();
  const note = (f: string, n: number) => forms.set(f, Math.min(n, forms.get(f) ?? n));
  for (const a of cuts(w)) for (const b of cuts(a)) note(b, (a !== w ? 1 : 0) + (b !== a ? 1 : 0));
  for (const [f, n] of [...forms]) {
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
  return false;
}

/**
 * Whether an Indonesian word is an English loanword in Indonesian spelling that the English dictionary
 * knows as it is written in English: c written k (kontainer: container, kontrol: control) and -ure written
 * -ur (prosedur: procedure). Misspellings of Indonesian words (praktek, resiko, aktifitas) do not turn into
 * English words this way.
 */
export function englishLoan(w: string, correct: (w: string) => boolean): boolean {
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return false;
  const forms = new Set<string>();
  for (const c of [w, w.replace(/k/g, 'c')]) {
    forms.add(c);
    if (/[ui]r$/.test(c)) forms.add(`${c}e`);
  }
  forms.delete(w);
  for (const f of forms) if (correct(f)) return true;
  return false;
}
