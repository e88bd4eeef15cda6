// A combined certificate and language table's 어학 row whose name cell starts with the language ("어학 | 영어
// OPIc IM2 | ACTFL | 2022.06"): the language and its test's score. Read as a certificate row, "어학" became a
// certificate's name and the language line its issuer.
import { isLanguageName } from './vocabulary';

/**
 * "영어\tOPIc IM2" for a kind-column row whose second cell is a language name and its test or level; the
 * issuer and date cells are no part of it. Null when the cell starts with no language ("어학 | TOEIC | …" is read
 * by its test) or holds the language alone.
 */
export function namedLanguageRow(row: string[]): string | null {
  if (row.length < 3) return null;
  const [first, ...rest] = row[1].trim().split(/\s+/);
  if (!first || rest.length === 0 || !isLanguageName(first)) return null;
  return `${first}\t${rest.join(' ')}`;
}
