// The place and day of birth written bare under the contacts, as an Indonesian CV puts its "tempat,
// tanggal lahir" without the label ("Bandung, 14 Mei 1996", "Surabaya, 3 Januari 1999"): the date is the
// birth date. A dated letter line ("Jakarta, 12 Maret 2024") is no birth: a birth is at least
// MIN_AGE years back.
import { findDates } from './dates';

const MIN_AGE = 14;
/** A place's name before the comma: letters, spaces, dots and dashes, no digit. */
const PLACE_THEN_DATE = /^(\p{L}[\p{L} .'-]{1,30}),\s*(.+)$/u;

/** The date alone when a place's name and a comma come before a full date of birth; else the piece as it is. */
export function withoutBirthPlace(piece: string, now = new Date()): string {
  const match = PLACE_THEN_DATE.exec(piece.trim());
  if (!match) return piece;
  const dates = findDates(match[2]);
  const date = dates[0];
  if (dates.length !== 1 || !date || date.day <= 0 || date.month <= 0) return piece;
  if (match[2].trim().length !== date.length) return piece;
  return Number(date.year) <= now.getFullYear() - MIN_AGE ? match[2].trim() : piece;
}

/**
 * A birth date cut by a narrow column before its year ("Tanggal Lahir: 14 Februari" over "1996", "Born: 3
 * March" over "1991"): the labelled day and month go on with the year alone on the next line.
 */
export function birthYearWrapped(labelledBirth: boolean, line: string, next: string): boolean {
  if (!labelledBirth || !/^(?:19|20)\d{2}$/.test(next.trim())) return false;
  const value = line.replace(/^[^:：]*[:：]\s*/, '');
  return !/(?:19|20)\d{2}/.test(value) && /\p{L}|\d/u.test(value);
}
