// A job or degree title too long for its column wraps onto a second (or third) line, while the period sits
// at the right of its first line and the place under the period, beside the title's rest:
//   "Senior Manager, Client Program Management and | JUN 2021 – PRESENT"
//   "Technology Transfer | Incheon, Korea"            (or "Portsmouth, NH" on a line of its own)
//   "Samsung Biologics"                               (the employer, in italics)
// The title's rest was read as the employer and the employer as a line of the body. Read as one row,
//   "Samsung Biologics | Senior Manager, Client Program Management and Technology Transfer | JUN 2021 – PRESENT"
// the employer, the whole title and the period (the place is no field of the entry).
import { findPeriod } from './dates';
import { cells, endsSentence, isBlank, isBullet } from './text';
import { COUNTRIES, isCity, key } from './vocabulary';

/** A place under a period: a known city, or "Town, XX" (a state or country code), or "Town, Country". */
function isPlace(text: string): boolean {
  if (isCity(text)) return true;
  const pair = text.trim().match(/^([A-Z][\p{L}.' -]{1,30}),\s*([\p{L} ]{2,30})$/u);
  return !!pair && (/^[A-Z]{2,3}$/.test(pair[2]) || COUNTRIES.has(key(pair[2])));
}

/** The cell of a line that is all period ("JUN 2021 – PRESENT"), when the line ends with it. */
function periodCell(line: string): string | null {
  const last = cells(line).at(-1) ?? '';
  const period = findPeriod(last);
  return period && period.index <= 1 && last.length - (period.index + period.length) <= 1 ? last : null;
}

/** A title's first line, wrapped: Latin text that filled its column (24 characters or more), no date. */
const WRAPPED_TITLE = /^(?=.{24,90}$)[^\d\u3131-\uD7A3]*[A-Za-z][^\d\u3131-\uD7A3]*$/;

/** The section's lines with each title wrapped beside its place read as one row: employer, title, period. */
export function joinWrappedTitles(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = cells(lines[i]);
    const period = periodCell(lines[i]);
    const title = head.slice(0, -1).join(' ');
    if (!period || head.length !== 2 || !WRAPPED_TITLE.test(title)) {
      out.push(lines[i]);
      continue;
    }
    const rest: string[] = [];
    let place: string | null = null;
    let j = i + 1;
    let shaped = true;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (isBlank(line) || isBullet(line) || findPeriod(line) || endsSentence(line)) break;
      // Four lines at most under the head (the place, two of the title's rest, the employer).
      if (j > i + 4) {
        shaped = false;
        break;
      }
      const row = cells(line);
      if (row.length === 1 && isPlace(row[0]) && place === null) place = row[0];
      else if (row.length === 2 && isPlace(row[1]) && place === null) {
        place = row[1];
        rest.push(row[0]);
      } else if (row.length === 1 && row[0].length <= 60) rest.push(row[0]);
      else {
        shaped = false;
        break;
      }
    }
    if (!shaped || place === null || rest.length < 2) {
      out.push(lines[i]);
      continue;
    }
    out.push([rest[rest.length - 1], [title, ...rest.slice(0, -1)].join(' '), period].join('\t'));
    i = j - 1;
  }
  return out;
}
