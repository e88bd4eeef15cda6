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
  // "어학 | 영어 TOEIC Speaking | IM3 | 2022.05": a test named without its score takes the score from the
  // next cell, the table's "발행처 / 점수" column (a grade code or a number, never an issuer's name).
  const score = row[2].trim();
  const scored = !/\d/.test(rest.join(' ')) && SCORE.test(score);
  return `${first}\t${[...rest, ...(scored ? [score] : [])].join(' ')}`;
}

/** A test's score alone: "IM3", "AL", "N2", "B2", "Level 6", "745", "820점", "6.5", "2급". */
const SCORE = /^(?:[A-Z]{1,2}\d?|[ABC][12]|level\s*\d|\d{1,3}(?:\.\d)?|\d{3,4}\s*점?|\d\s*급)$/iu;
