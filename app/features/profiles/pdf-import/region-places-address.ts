// A region label's value that names several places, the last the first-level division ("Domisili: Waru,
// Sidoarjo, Jawa Timur", "Location: Haeundae-gu, Busan"): it says more than the division, so, when the
// résumé gives no address, it is the address as written and the region is its division — as
// region-label-address.ts does for a Korean place. A city with its country alone ("Bandung, Indonesia")
// and a place alone ("Jakarta") stay the region.
import type { Person } from '#db/schema/profiles';
import { COUNTRIES, key } from './vocabulary';

/** Capitalised place names set apart by commas, no house number ("Depok, Sleman, Daerah Istimewa Yogyakarta"). */
const PLACE = /^\p{Lu}[\p{L}'’. -]{1,40}$/u;

export function placesAsAddress(person: Person) {
  if (person.address || !person.region) return;
  const pieces = person.region.split(/\s*,\s*/);
  const places = COUNTRIES.has(key(pieces[pieces.length - 1])) ? pieces.slice(0, -1) : pieces;
  if (places.length < 2 || !pieces.every((p) => PLACE.test(p))) return;
  person.address = person.region;
  person.region = places[places.length - 1];
}
