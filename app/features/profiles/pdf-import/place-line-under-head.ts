// A job's place on a line of its own between the head and the bullets, often in italics: "Banyuwangi, Jawa
// Timur", "Medan, Sumatera Utara", "Dayton, OH", "Penang, Malaysia". The town and its province, state or
// country name where the work was done; they are no achievement. Read from its shape — a capitalised town, a
// comma, a province of Indonesia, a US state or a country — and only when the job's company and position are
// both told, so the line names no field the entry still needs.
import { isCountryName } from './places-line';
import { usStateOf } from './us-state-place';

// prettier-ignore
const PROVINCES = new Set(
  [
    'Aceh', 'Sumatera Utara', 'Sumatera Barat', 'Sumatera Selatan', 'Sumatra Utara', 'Sumatra Barat',
    'Sumatra Selatan', 'Riau', 'Kepulauan Riau', 'Jambi', 'Bangka Belitung', 'Kepulauan Bangka Belitung',
    'Bengkulu', 'Lampung', 'DKI Jakarta', 'Jakarta', 'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta',
    'DIY', 'Daerah Istimewa Yogyakarta', 'Yogyakarta', 'Jawa Timur', 'Bali', 'Nusa Tenggara Barat', 'NTB',
    'Nusa Tenggara Timur', 'NTT', 'Kalimantan Barat', 'Kalimantan Tengah', 'Kalimantan Selatan',
    'Kalimantan Timur', 'Kalimantan Utara', 'Sulawesi Utara', 'Sulawesi Tengah', 'Sulawesi Selatan',
    'Sulawesi Tenggara', 'Sulawesi Barat', 'Gorontalo', 'Maluku', 'Maluku Utara', 'Papua', 'Papua Barat',
    'Papua Selatan', 'Papua Tengah', 'Papua Pegunungan', 'Papua Barat Daya', 'Jabar', 'Jateng', 'Jatim',
    'Sumut', 'Sumbar', 'Sumsel', 'Kaltim', 'Kalsel', 'Kalbar', 'Sulsel', 'Sulut',
  ].map((p) => p.toLowerCase()),
);

/** "Town, Region": a town of one to three capitalised words, then its region. */
const TOWN_REGION = /^(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}),\s*([\p{L} .]{2,30}?)\.?$/u;

/** Whether the line is a town with its Indonesian province, its US state or its country. */
export function isTownRegionLine(line: string): boolean {
  const text = line.trim();
  const match = TOWN_REGION.exec(text);
  if (!match) return false;
  const region = match[2].trim();
  return PROVINCES.has(region.toLowerCase()) || isCountryName(region) || !!usStateOf(text);
}

/** The body without its first line when that line is the job's place and the head told company and position. */
export function withoutPlaceUnderHead(body: string[], company: string, position: string): string[] {
  if (!company.trim() || !position.trim() || body.length < 2 || !isTownRegionLine(body[0])) return body;
  return body.slice(1);
}
