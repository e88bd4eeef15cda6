// A job portal's or a network profile's certificate card: the name, the issuer on a line of its own, then
// "Issued Oct 2022 · Expires Oct 2027" ("Diterbitkan Oktober 2022 · Berlaku hingga Oktober 2027", "발급
// 2022.10 · 만료 2027.10"). The line under the name is the issuer, never the name's wrapped end, and the
// date is the issue date: the expiry names no field.
import { cut, findDates, type DateToken } from './dates';
import { parts, tidy } from './text';

const ISSUED_WORD = /^(?:issued(?:\s+on)?|diterbitkan(?:\s+pada)?|dikeluarkan|발급(?:일)?|취득(?:일)?)\s*[:：]?\s*/iu;
const EXPIRY =
  /^(?:expires?|expired|expiration|no expiration date|valid (?:until|through|thru)|berlaku (?:hingga|sampai)|tidak ada tanggal kedaluwarsa|kedaluwarsa|만료(?:일)?|유효\s*기간)/iu;

/** The issue date of an "Issued <date> · Expires <date>" line, null when the line is anything else. */
export function issuedLineDate(line: string): DateToken | null {
  const word = ISSUED_WORD.exec(line.trim());
  if (!word) return null;
  const [first, ...rest] = line.trim().slice(word[0].length).split(/\s*[·|•]\s*/);
  const dates = findDates(first);
  if (dates.length !== 1 || /[\p{L}\p{N}]/u.test(cut(first, dates[0].index, dates[0].length))) return null;
  return rest.every((piece) => EXPIRY.test(piece.trim())) ? dates[0] : null;
}

/** Name (maybe wrapped) over the issuer over the issued line; null when the entry is not such a card. */
export function issuedCard(lines: string[]): { name: string; issuer: string; date: DateToken } | null {
  if (lines.length < 3) return null;
  const date = issuedLineDate(lines[lines.length - 1]);
  const issuer = lines[lines.length - 2];
  if (!date || parts(issuer).length !== 1 || findDates(issuer).length > 0) return null;
  return { name: tidy(lines.slice(0, -2).join(' ')), issuer: tidy(issuer), date };
}
