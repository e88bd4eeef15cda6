// Military service written among the schools (a moderncv CV's "Military service in the Republic of Korea Air
// Force, 2009–2011." under a degree, or a row of its own with its years in the date column; "병역: 육군 병장 만기
// 전역 (2014.03 ~ 2015.12)"): its years made it an entry, and the service became a school. A line of the
// education section that opens with the service (its date cell and bullet aside) names no school: it goes.
import { cells, stripBullet } from './text';
import { findDates } from './dates';

const SERVICE =
  /^(?:(?:mandatory|compulsory|obligatory)\s+)?(?:military|national|alternative|conscript(?:ed)?)\s+service\b|^served\s+(?:in|with)\s+the\s+.{0,40}\b(?:army|navy|air\s+force|marines?|marine\s+corps)\b|^(?:병역|군\s?복무|군\s?필|현역\s?복무|사회\s?복무|전문연구요원|산업기능요원)(?:\s|[:：(]|$)|^(?:wajib\s+militer|dinas\s+militer)\b/iu;

/** The line's text without a leading date cell ("2014–2016<tab>Mandatory military service, …"). */
function textOf(line: string): string {
  const row = cells(line);
  const lead = findDates(row[0] ?? '');
  const dated =
    row.length >= 2 &&
    lead.length > 0 &&
    row[0].replace(/[\d\s.\-–—~/()]|present|now|현재/giu, '').length <= 2;
  return stripBullet((dated ? row.slice(1) : row).join(' ')).trim();
}

/** Whether the line tells of military service (not of a school). */
export const isMilitaryServiceLine = (line: string) => SERVICE.test(textOf(line));

/** The education lines without those of military service. */
export const withoutMilitaryService = (lines: string[]) => lines.filter((l) => !isMilitaryServiceLine(l));
