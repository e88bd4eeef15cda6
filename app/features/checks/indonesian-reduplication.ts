// Round twenty (ADR 0039): Indonesian reduplication with a suffix — the plural of a noun, written with a
// hyphen, then -nya, -an, -ku or -mu on the whole (pori-porinya, mesin-mesinnya, truk-truknya,
// dokumen-dokumennya): the dictionary lists few reduplicated words and none with a suffix. The repeated
// word must be a dictionary word, repeated exactly; a slip in either half or in the suffix (mesin-mesinya,
// barang-barangya, mesin-mesinnnya) stays.

/** Whether `w` (lower case) is a dictionary word repeated with a hyphen and one suffix on the whole. */
export function reduplicatedWithSuffix(w: string, correct: (w: string) => boolean): boolean {
  const m = /^([a-z]{2,})-\1(nya|an|ku|mu)$/.exec(w);
  return !!m && correct(m[1]);
}
