// A certificate's issuer on the line under its name, the date at the right of the name's line
// ("Certified Supply Chain Professional (CSCP) | Mei 2023" over "ASCM", then the next one): the list
// closed each entry at its dated line, so every issuer opened the next entry and became its name. The date may
// also stand in a left column before the name ("Mar 2023<tab>Certified Professional Estimator" over "ASPE", a
// career site's or a dates-left resume's list): the same entry, its date first.
import { findDates } from './dates';
import { cells, endsSentence, isBlank } from './text';

/** A line under a dated line that can be its issuer: short, one cell, no date, no sentence. */
const issuerLike = (line: string) =>
  cells(line).length === 1 &&
  line.trim().length <= 60 &&
  !/[:：]/.test(line) &&
  !endsSentence(line) &&
  findDates(line).length === 0;

/** The dated line's name and date apart ("Name Mei 2023" or "Name | Mei 2023"); null when it ends with no date. */
function nameAndDate(line: string): { name: string; date: string } | null {
  // "Mar 2023<tab>Name": a date alone in its cell, then the name in the one cell after it.
  const row = cells(line);
  const lead = findDates(row[0] ?? '');
  if (row.length === 2 && lead.length === 1 && lead[0].index === 0 && lead[0].length === row[0].length)
    return findDates(row[1]).length === 0 ? { name: row[1], date: row[0] } : null;
  const text = line.replace(/\t/g, ' ').trim();
  const dates = findDates(text);
  const last = dates[dates.length - 1];
  // The date closes the line ("Name (Issuer, 2016.11)" keeps its own brackets).
  if (dates.length !== 1 || last.index + last.length < text.length || last.index === 0) return null;
  return { name: text.slice(0, last.index).trim(), date: text.slice(last.index).trim() };
}

/**
 * The list read as "name | issuer | date" lines when it is dated lines each followed by one issuer line
 * (the first line dated): the shape a name, issuer and date on one line already has. Null for any other
 * list (a name over "issuer | date", dated lines alone, a description under an entry).
 */
export function issuersUnderNames(lines: string[]): string[] | null {
  const filled = lines.filter((l) => !isBlank(l));
  if (filled.length < 2 || filled.length % 2 !== 0) return null;
  const out: string[] = [];
  for (let i = 0; i < filled.length; i += 2) {
    const head = nameAndDate(filled[i]);
    if (!head || !head.name || !issuerLike(filled[i + 1])) return null;
    out.push([head.name, filled[i + 1].trim(), head.date].join('\t'));
  }
  return out;
}
