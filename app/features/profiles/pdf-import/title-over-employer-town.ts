// A job head of the title and the period ("Optical Lab Technician  Sep 2015 – May 2017") over a line of the
// employer and its town ("Puget Lens Lab  Kent, WA"), as a Word résumé's jobs are set. A title holding a company's
// word ("Lab", "Studio") was cut into a company and a position on its own line ("Optical Lab" + "Technician"),
// and the employer's line fell into the duties. The line under it, a name beside a town, is the employer: the
// head is one piece, the title whole.
import { cells, isBullet } from './text';

/** "Kent, WA", "Olympia, Washington", "Leeds, UK": a town, a comma, then a state, region or country. */
const TOWN = /^\p{Lu}[\p{L}.' -]{1,30},\s*(?:[A-Z]{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)$/u;

/** The employer of a line "Employer <tab> Town, ST"; null for any other line. */
export function employerBesideTown(line: string | undefined): string | null {
  if (!line || isBullet(line)) return null;
  const row = cells(line).map((c) => c.trim());
  if (row.length !== 2 || !TOWN.test(row[1])) return null;
  const employer = row[0];
  return employer.length <= 60 && !/\d{4}/.test(employer) && !/[.:;]$/.test(employer) ? employer : null;
}
