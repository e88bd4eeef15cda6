// Where the person lives written as places alone, set apart by commas, among the contacts of the header's
// contact line: "Kuta Selatan, Badung, Bali · …@… · +62 …", "Cikarang Utara, Bekasi, Jawa Barat · …". The piece is
// the address as written and its region is the last place that is no country. Countries other than Korea and
// Indonesia are recognised only to be left out of the region (the person's country field holds KR or ID).
// Places alone on a line of their own, with a country other than Korea or Indonesia ("Mount Albert, Auckland,
// New Zealand"), are read by foreign-place.ts (region and address, no country).
import { COUNTRIES, key } from './vocabulary';

/** Countries a résumé may close its places with, beside Korea and Indonesia (vocabulary.ts COUNTRIES). */
// prettier-ignore
const OTHER_COUNTRIES = new Set(
  [
    'New Zealand', 'Australia', 'United Kingdom', 'UK', 'United States', 'USA', 'US', 'Canada', 'Ireland',
    'India', 'Singapore', 'Malaysia', 'Philippines', 'Vietnam', 'Viet Nam', 'Thailand', 'Japan', 'China',
    'Taiwan', 'Hong Kong', 'Germany', 'France', 'Netherlands', 'Spain', 'Italy', 'Poland', 'Austria',
    'Switzerland', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Belgium', 'Portugal', 'Brazil', 'Mexico',
    'South Africa', 'United Arab Emirates', 'UAE', 'Saudi Arabia', 'Qatar', 'England', 'Scotland', 'Wales',
  ].map(key),
);

/** Whether the text names a country (Korea, Indonesia or another). */
export const isCountryName = (text: string) => COUNTRIES.has(key(text)) || OTHER_COUNTRIES.has(key(text));

const PLACE = /^\p{Lu}[\p{L}'’. -]{1,30}$/u;

/** Three places or more, each a capitalised name without a figure: "Kuta Selatan, Badung, Bali". */
export function isPlacesLine(text: string): boolean {
  const pieces = text.trim().split(/\s*,\s*/);
  return pieces.length >= 3 && text.length <= 90 && pieces.every((p) => PLACE.test(p));
}
