// Round twenty-three (ADR 0039): more of the sounds KBBI gives English loanwords of food, drink and health
// (espreso: espresso, nuget: nugget — a double consonant written single; kafein:
// caffeine, kreatinin: creatinine — -ine written -in; skrining: screening — ee written i; sirup: syrup — y
// written i; oksimeter: oximeter — x written ks; round thirty-four: asesmen: assessment — -ment written
// -men). Read back, the word must be one the English dictionary knows; an Indonesian slip (kafien,
// skirining, esspreso) does not turn into one. Pure: `correct` comes in.

/** Consonants KBBI writes single for an English double (not c: acident is accident misspelt). */
const CONSONANT = /[bdfgklmnprstz]/;

/**
 * The English spellings `base` may stand for: ks read x, then either one i read y or ee, or up to two
 * consonants doubled; -in read -ine. The i read y or ee stands between consonants (syrup, screening), so an
 * Indonesian slip between vowels (saia: saya) does not read back.
 */
function readings(base: string, doubling: boolean): Set<string> {
  const out = new Set<string>();
  const add = (r: string) => {
    out.add(r);
    if (r.endsWith('in')) out.add(`${r}e`);
    // Round thirty-four: KBBI's -men for English -ment, with its doubles (asesmen: assessment).
    if (r.endsWith('men')) out.add(`${r}t`);
  };
  for (const v of new Set([base, base.replace(/ks/g, 'x')])) {
    add(v);
    for (let i = 0; i < v.length; i++)
      if (v[i] === 'i' && consonant(v, i - 1) && consonant(v, i + 1))
        for (const y of ['y', 'ee']) add(v.slice(0, i) + y + v.slice(i + 1));
    for (let i = 1; i < v.length && doubling; i++) {
      if (!single(v, i)) continue;
      const once = v.slice(0, i + 1) + v.slice(i);
      add(once);
      for (let j = i + 2; j < once.length; j++)
        if (single(once, j)) add(once.slice(0, j + 1) + once.slice(j));
    }
  }
  return out;
}

/**
 * Marks of a word still in its English spelling, whose dropped double is an English slip rather than KBBI's
 * spelling (sucess, adress, begining, recomend, acomodate): a double consonant, q x w, ph th ck sh, a hard c
 * (KBBI writes k: rekomendasi), or an English ending (-e, -ed, -ing, -ion, -ness, -ful, -ly).
 */
const ENGLISH_MARKS =
  /([bcdfgklmnprstz])\1|[qxw]|ph|th|ck|sh|c(?=[aou]|[^aeiouh]|$)|(?:e|ed|ing|ion|ness|ful|ly)$/;

const consonant = (v: string, i: number) => CONSONANT.test(v[i] ?? '');

/**
 * A consonant at `i` that is not doubled already, and whose double is no Indonesian shape: g after n
 * (mengunakan is menggunakan misspelt) and n before -nya (bulanya: bulannya).
 */
const single = (v: string, i: number) =>
  consonant(v, i) &&
  v[i] !== v[i - 1] &&
  v[i] !== v[i + 1] &&
  !(v[i] === 'g' && v[i - 1] === 'n') &&
  !(v[i] === 'n' && v.startsWith('ya', i + 1));

/** Whether `w` (lower case) reads back, by these sounds, into a word `correct` knows (English). */
export function kbbiLoan(w: string, bases: string[], correct: (w: string) => boolean): boolean {
  if (w.length < 5) return false;
  const doubling = !ENGLISH_MARKS.test(w);
  for (const b of bases) for (const r of readings(b, doubling)) if (r !== w && correct(r)) return true;
  return false;
}

/**
 * Round twenty-four: the KBBI spelling a loan half in its English shape stands for, when the dictionary knows
 * it — g for KBBI's j before e or i (managemen: manajemen), -ment for -men (manajement: manajemen). Such a
 * word reads back into English (management) but is a slip of the KBBI word, not a loan as written.
 */
export function kbbiSpellingOf(w: string, correct: (w: string) => boolean): string | undefined {
  const j = w.replace(/g(?=[ei])/g, 'j');
  for (const f of new Set([j, w.replace(/ment$/, 'men'), j.replace(/ment$/, 'men')]))
    if (f !== w && correct(f)) return f;
  return undefined;
}
