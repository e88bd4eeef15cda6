// A degree line closed by its honours after a comma ("Bachelor of Science in Chemistry, magna cum laude",
// "BA History, with distinction", "Sarjana Teknik, dengan pujian"): the honours are no major. Only a closing
// piece after a comma is dropped; a line that is the honours alone is left to the rest of the reading.

const HONOURS =
  /\s*,\s*(?:(?:summa|magna)\s+)?cum\s+laude|\s*,\s*with\s+(?:(?:high|highest|first[- ]class)\s+)?(?:honou?rs|distinction|merit)|\s*,\s*(?:first|second|upper\s+second|lower\s+second)[- ]class(?:\s+honou?rs)?|\s*,\s*dengan\s+pujian/iu;

/** The piece without the honours that close it after a comma. */
export function withoutClosingHonours(piece: string): string {
  const match = HONOURS.exec(piece);
  if (!match || match.index === 0) return piece;
  const rest = piece.slice(match.index + match[0].length);
  return /^\s*$/u.test(rest) ? piece.slice(0, match.index) : piece;
}
