// "Yonsei University | Seoul, South Korea" over "Bachelor of Arts | Mar 2012 – Feb 2016": a Word-classic résumé
// writes the school left and its city right, as it writes a company and its city. The city (with its country
// or state) beside the school is where it is, never the major.
import { usStateOf } from './us-state-place';
import { isCity } from './vocabulary';

/** Whether a piece beside a school is its city: a known city alone or with its country, region or state. */
export function isSchoolCity(piece: string): boolean {
  const text = piece.trim();
  if (isCity(text)) return true;
  // "College Station, Texas": a US town and its state (us-state-place.ts).
  if (usStateOf(text)) return true;
  // "Daejeon, Korea", "Surabaya, Jawa Timur, Indonesia": a known city, then at most two short place words.
  const [first, ...rest] = text.split(/\s*,\s*/);
  return (
    rest.length >= 1 &&
    rest.length <= 2 &&
    isCity(first) &&
    rest.every((r) => /^\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2}$/u.test(r))
  );
}
