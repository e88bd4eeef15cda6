// A form's signing block at its foot: the place and the day it was signed ("Surabaya, 2 November 2026"), the
// signer's name under it, maybe a closing word over it ("Hormat saya,", "Yours faithfully,"). A DRH or a UK CV
// ends so; read into the last section, the place, the date and the name were skills. It is no section's value.
// Only with the signer's name under it, the name written above too (the person signs their own résumé).
import { findDates } from './dates';
import { isBlank } from './text';

/** "Surabaya, 2 November 2026", "Jakarta, 14 Januari 2025": a place, a comma and a full date with its day. */
const PLACE_DATE = /^\p{Lu}[\p{L}.'’ -]{1,30},\s*(.+)$/u;
/** The signer's name (or a closing word): letters only, short, no figure. */
const SIGNER = /^[\p{L}.,'’() -]{2,40}$/u;

const isPlaceDate = (line: string) => {
  const date = PLACE_DATE.exec(line.trim())?.[1];
  if (!date) return false;
  const found = findDates(date);
  return found.length === 1 && found[0].day > 0 && found[0].raw.trim().length === date.trim().length;
};

/** The lines without a signing block closing them. */
export function withoutSigningBlock(lines: string[]): string[] {
  let end = lines.length;
  let signers = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (isBlank(line)) continue;
    if (isPlaceDate(line)) {
      end = i;
      break;
    }
    if (!SIGNER.test(line) || ++signers > 3) return lines;
  }
  // The signer is the person: their name is written above too (a birth line closing a short header is no block).
  const signer = lines.slice(end + 1).filter((l) => !isBlank(l)).pop()?.trim();
  if (end === lines.length || !signer || !lines.slice(0, end).some((l) => l.includes(signer))) return lines;
  // The closing word over the place and date ("Hormat saya,") goes with them.
  const before = lines.slice(0, end);
  while (before.length > 0 && isBlank(before[before.length - 1])) before.pop();
  return before;
}
