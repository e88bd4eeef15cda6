// A certificate written "Name - Part (Issuer, date)" on one line ("SAP Certified Application Associate - Financial
// Accounting with SAP S/4HANA (SAP, 2021. 08.)"): the bracket at the end names the issuer and the date, so the
// dash before it is the name's own. Split at the dash, the name lost its second half to the issuer.
import { findDates } from './dates';

/** A closing bracket that holds "Issuer, date" (no bracket inside: bracketed-issuer-date.ts reads that). */
const TRAILING = /^(.+?)\s*[(（]([^()（）,]{1,40}),\s*([^()（）,]{4,16})[)）]$/u;

/**
 * [name, issuer, date] when the line's name holds a spaced dash and its bracket holds an issuer (a letter in
 * it) and one date alone; null otherwise ("Name (Issuer)", "Name – Issuer, 2022" and a bracket without a date
 * are read as they were).
 */
export function trailingIssuerDate(piece: string): [string, string, string] | null {
  const match = TRAILING.exec(piece.trim());
  if (!match || !/\s[-–]\s/u.test(match[1])) return null;
  const [, name, issuer, date] = match.map((m) => m.trim());
  const dates = findDates(date);
  if (!/\p{L}/u.test(issuer) || dates.length !== 1) return null;
  if (date.replace(dates[0].raw, '').replace(/[\s.]/g, '') !== '') return null;
  return [name, issuer, date];
}
