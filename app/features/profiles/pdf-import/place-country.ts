// An employer or a school written with its place as a Europass CV writes it: "Hotel Sacher, Vienna (Austria)",
// "Universitas Gadjah Mada, Yogyakarta (Indonesia)" — the name, a comma, the town and its country in brackets.
// The town and the country are no part of the name. Under a position the line is the employer, so the position
// line over it is the position whole, even with a comma in it ("Senior Engineer, LNG Carriers").

/** ", Town (Country)" closing a name: capitalised words, the country a word in brackets that is no acronym. */
const PLACE_COUNTRY =
  /^(.+?),\s+(\p{Lu}[\p{L}'’.-]*(?:[ -][\p{L}'’.-]+){0,3})\s+[(（](\p{Lu}\p{Ll}[\p{L}'’.-]*(?:\s+\p{Lu}?[\p{L}'’.-]+){0,3})[)）]$/u;
/** Words in brackets that mark a company's kind, not its country. */
const COMPANY_KIND = /^(?:persero|tbk|ltd|limited|gmbh|inc|llc|plc|pte|sdn bhd|co|corp|holdings?)\.?$/i;

/** The name without ", Town (Country)" after it; the text as it is when it has none. */
export function withoutPlaceCountry(text: string): string {
  const match = PLACE_COUNTRY.exec(text.trim());
  if (!match || /\d/.test(match[2]) || COMPANY_KIND.test(match[3].trim())) return text;
  return match[1].trim();
}

/** Whether the line is a name with ", Town (Country)" after it. */
export const hasPlaceCountry = (line: string) =>
  withoutPlaceCountry(line) !== line.trim() && !/\t/.test(line);

/**
 * A job's head that is one piece (the position) over a line "Employer, Town (Country)": the position and the
 * employer. Null when the head has more pieces or the line under it is no such line.
 */
export function positionOverEmployer(
  heads: string[],
  next: string | undefined,
): { position: string; company: string } | null {
  if (heads.length !== 1 || !next || !hasPlaceCountry(next)) return null;
  return { position: heads[0].trim(), company: withoutPlaceCountry(next) };
}
