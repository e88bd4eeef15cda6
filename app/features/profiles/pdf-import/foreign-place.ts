// Where the person lives, outside the service's countries (KR, ID): "Fitzroy, Victoria, Australia", "Mount Albert,
// Auckland, New Zealand", "Austin, TX". The country is never set (the person chooses it); the place keeps its text:
// the region is the place before the country (or the state of a US "Town, ST"), the address the place as written.
import { isCountryName } from './places-line';
import { usStateOf } from './us-state-place';
import { COUNTRIES, key } from './vocabulary';

export type ForeignPlace = { region: string; address: string };

/** A capitalised place name of at most four words, without a figure. */
const PLACE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** The region and address of a place in a country other than Korea and Indonesia; null for any other text. */
export function foreignPlace(text: string): ForeignPlace | null {
  const place = text.trim();
  const state = usStateOf(place);
  if (state) return { region: state, address: place };
  // "Department of Soil and Water Systems, Moscow, ID 83844": a US place closing a longer piece.
  const tail = place.split(/\s*,\s*/).slice(-2).join(', ');
  const closing = tail !== place ? usStateOf(tail) : null;
  if (closing) return { region: closing, address: tail };
  const pieces = place.split(/\s*,\s*/);
  if (pieces.length < 2 || pieces.length > 4 || place.length > 90) return null;
  const country = pieces[pieces.length - 1];
  if (!isCountryName(country) || COUNTRIES.has(key(country))) return null;
  if (!pieces.every((p) => PLACE.test(p))) return null;
  return { region: pieces[pieces.length - 2], address: place };
}
