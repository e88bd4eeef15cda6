// A section title known by its style, not only by its words: in a résumé whose section titles are set in
// capitals ("PROFILE", "SKILLS", "LANGUAGES" — often CSS upper-cased and letter-spaced), a line alone in
// that style whose section word comes with one or two words that only narrow it ("RESEARCH EXPERIENCE",
// "TEACHING EXPERIENCE", "ACADEMIC EDUCATION", "PENGALAMAN KERJA LAPANGAN", "RIWAYAT PENDIDIKAN FORMAL")
// is that section's title, whatever the narrowing words are. The section word closes an English title and
// opens an Indonesian one, so the known heading is looked for at either end. No list of qualifiers: the
// style says it is a title, the section word says which.
import { SECTION_HEADINGS, key, type SectionKind } from './vocabulary';

/** A line set in capitals: Latin letters all upper-case, at least four of them, no digit. */
function isCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && /^[A-Z]+$/u.test(letters.normalize('NFD').replace(/\p{M}/gu, '')) && !/\d/.test(text);
}

/** The line's words when it stands alone (its cells, if a wide tracking cut it, read as words). */
const wordsOf = (line: string) => line.split(/[\t ]+/).filter(Boolean);

/**
 * True when the document's section titles are set in capitals: at least two lines that are titles by their
 * words alone (`isTitle`), three in four of them in capitals.
 */
export function titlesInCaps(lines: string[], isTitle: (line: string) => boolean): boolean {
  const titles = lines.filter((l) => l.trim() && !l.includes('\t') && isTitle(l));
  return titles.length >= 2 && titles.filter((l) => isCaps(l)).length >= titles.length * 0.75;
}

/**
 * The section a capitals line names by a known heading at its end or its start, one or two other words
 * beside it (none a heading of its own); null for anything else.
 */
export function styledHeading(line: string): SectionKind | null {
  if (!isCaps(line)) return null;
  const words = wordsOf(line);
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^[\p{L}&'’-]+$/u.test(w))) return null;
  const kindOf = (ws: string[]) => SECTION_HEADINGS.get(key(ws.join(' '))) ?? null;
  for (const size of [2, 1]) {
    for (const [head, rest] of [
      [words.slice(-size), words.slice(0, -size)],
      [words.slice(0, size), words.slice(size)],
    ]) {
      if (rest.length < 1 || rest.length > 2) continue;
      const kind = kindOf(head);
      if (kind && rest.every((w) => kindOf([w]) === null) && kindOf(rest) === null) return kind;
    }
  }
  return null;
}
