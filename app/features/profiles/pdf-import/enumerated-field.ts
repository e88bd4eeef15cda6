// A degree's field after "in" that lists its subjects, the last joined by "and" or "&" ("Associate of Applied
// Science in Heating, Ventilation and Air Conditioning Technology", "Bachelor of Arts in Politics, Philosophy and
// Economics"): its commas are the list's, not a degree's before its major, so the piece is not split there (split,
// the field lost its first subject to the degree). A comma before a grade, a place or a minor stays a split.
const DEGREE_IN =
  /^(?:(?:bachelor|master|doctor|associate)(?:['’]s)?\b.*?|[A-Z][A-Za-z.]{1,6}\.?)\s+in\s+(\S.*)$/iu;

export function isEnumeratedField(piece: string): boolean {
  const field = piece.match(DEGREE_IN)?.[1];
  if (!field) return false;
  const items = field.split(/\s*,\s+/);
  const last = items[items.length - 1];
  // Every item a capitalised subject of a few words; the last opens with "and" / "&" or holds it.
  return (
    items.length >= 2 &&
    items.length <= 5 &&
    /(?:^|\s)(?:and|&)\s+\p{Lu}/u.test(last) &&
    items.every((i) => /^\p{Lu}[\p{L}&' -]{1,60}$/u.test(i) && !/\b(?:gpa|ipk|minor|honou?rs)\b/i.test(i))
  );
}

/**
 * A piece of an education line cut at its commas: a degree's at every comma ("Bachelor of Economics, Accounting")
 * but a field listing its subjects, any other piece only before a word naming the major ("…, Jurusan IPA").
 */
export function commaPieces(piece: string, degree: boolean): string[] {
  return degree && !isEnumeratedField(piece)
    ? piece.split(/\s*,\s+/)
    : piece.split(/\s*,\s+(?=(?:jurusan|program studi|prodi|major)\b)/i);
}
