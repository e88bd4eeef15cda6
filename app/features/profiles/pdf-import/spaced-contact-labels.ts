// A contact line of labels set before their values with a space, no colon ("Email han@… Location 서울특별시
// 송파구  Phone 010-…"): once the e-mail was taken out, its label stayed before the next label and its value,
// and the address was read as "Email Location 서울특별시 송파구". Labels of contacts, of the region and of the
// address at the start of a piece, before an address or a city, are no part of it.
import { PERSON_LABELS, isCity, key } from './vocabulary';

const KINDS = new Set(['contact', 'region', 'address']);

/**
 * The place after the contact, region and address labels opening a piece ("Email Location 서울특별시 송파구"
 * → "서울특별시 송파구"), when the last label is a region's or an address's and what follows it is an address
 * (`isAddress`) or a city. The piece as it is otherwise.
 */
export function withoutSpacedLabels(piece: string, isAddress: (text: string) => boolean): string {
  const words = piece.trim().split(/\s+/);
  let at = 0;
  let last = '';
  while (at < words.length) {
    let found = 0;
    for (let n = Math.min(3, words.length - at); n >= 1 && !found; n--) {
      const kind = PERSON_LABELS.get(key(words.slice(at, at + n).join(' ')));
      if (kind && KINDS.has(kind)) {
        found = n;
        last = kind;
      }
    }
    if (!found) break;
    at += found;
  }
  const rest = words.slice(at).join(' ');
  if (at === 0 || !rest || last === 'contact') return piece;
  return isAddress(rest) || isCity(rest) ? rest : piece;
}
