// A section title of two or more words set in letter-spaced capitals ("W O R K  H I S T O R Y" at 2pt
// tracking, "PENGALAMAN KERJA", "SKILLS & LANGUAGES"): the space between its words, widened by the
// tracking, is as wide as a column gap, so the reader splits the title into cells ("WORK | HISTORY",
// "SKILLS | & | LANGUAGES"), and its first word alone opened the wrong section or none.

/** A cell that can be a word of a capitals title: Latin capitals (or a joiner: "&", "+", "/"), no digit. */
const CAPITAL_WORD = /^(?:[A-Z][A-Z'’.-]*|[&+/])$/u;

/**
 * The words of a line read as one title when it is two to four cells, each a capitals word or a joiner,
 * and not every cell names a section by itself (two titles set side by side, "KEAHLIAN | SERTIFIKASI",
 * stay two). `isHeading` says whether a text names a section; null when the line is no such title.
 */
export function spacedHeadingWords(line: string, isHeading: (text: string) => boolean): string | null {
  const words = line.split('\t').map((c) => c.trim());
  if (words.length < 2 || words.length > 4 || !words.every((w) => CAPITAL_WORD.test(w))) return null;
  if (words.every(isHeading)) return null;
  const joined = words.join(' ');
  return isHeading(joined) ? joined : null;
}
