// A combined grid whose first column says each row's kind ("구분": 자격증 | 어학 | 수상): a "수상" row is an award,
// its kind cell no part of it. Read among the certificates, it became a certificate or an award named "수상".
import { cells } from './text';

/** A kind cell for an award row. */
const AWARD_KIND = /^(?:수상|수상\s*(?:내역|경력|이력)|포상|award|awards|honou?r|penghargaan|prestasi)$/iu;

/** The lines without their award rows, and those rows without the kind cell. */
export function takeAwardKindRows(lines: string[]): { lines: string[]; awards: string[] } {
  const kept: string[] = [];
  const awards: string[] = [];
  for (const line of lines) {
    const row = cells(line);
    if (row.length >= 3 && AWARD_KIND.test(row[0].trim()))
      awards.push(
        row
          .slice(1)
          .filter((c) => c.trim() && !/^[-–—]$/u.test(c.trim()))
          .join('\t'),
      );
    else kept.push(line);
  }
  return { lines: kept, awards };
}
