// A contact section's place line: a sidebar's "CONTACT" over the phone, the e-mail and "Jakarta, Indonesia"
// (or "Busan" alone). The city is where the person lives, the country its country. A city with its
// province ("Medan, Sumatera Utara") is left to the address rules, as in the header.
import { COUNTRIES, isCity, key } from './vocabulary';

export function sectionCity(piece: string): { region: string; country: 'KR' | 'ID' | '' } | null {
  const text = piece.trim().replace(/[.,]$/, '');
  if (!isCity(text)) return null;
  const pair = text.match(/^([^,]{2,30}),\s*([^,]{2,30})$/);
  if (!pair) return { region: text, country: '' };
  const country = COUNTRIES.get(key(pair[2]));
  return country ? { region: pair[1].trim(), country } : null;
}
