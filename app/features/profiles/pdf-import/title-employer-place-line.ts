// A LaTeX moderncv entry's line: "Title, Employer, City." (\cventry prints the title in bold, the employer in
// italics and the place after them, commas between and a full stop at the end: "Postdoctoral Appointee,
// Argonne National Laboratory, Lemont, IL, USA."). Read as one piece, the whole line became the company when
// the title held no position word. The first piece is the title, the second the employer, the rest the place.

/** A place's piece: up to three capitalised words ("Lemont", "IL", "USA", "New South Wales"). */
const PLACE = /^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2}$/u;
/** A piece that opens with a capital or a digit and is no sentence (a title's or an employer's name). */
const NAME = /^[\p{Lu}\d][^.;:!?]*(?:\.[^\s.;:!?][^.;:!?]*)*$/u;

/**
 * The employer and the title of a "Title, Employer, Place[, Region, Country]." line, in that order (the order
 * a job's head pieces take); null for any other piece: no full stop at the end, fewer than three pieces, a
 * piece in lower case (a sentence's clauses), or a place that is no capitalised name.
 */
export function titleEmployerPlace(piece: string): [string, string] | null {
  const text = piece.trim();
  if (!text.endsWith('.') || text.endsWith('..')) return null;
  const pieces = text
    .slice(0, -1)
    .split(/,\s+/)
    .map((p) => p.trim());
  if (pieces.length < 3 || pieces.some((p) => !p || p.length > 60)) return null;
  const [title, employer, ...place] = pieces;
  if (!NAME.test(title) || !NAME.test(employer) || !place.every((p) => PLACE.test(p))) return null;
  if (title.split(/\s+/).length > 8 || employer.split(/\s+/).length > 8) return null;
  return [employer, title];
}
