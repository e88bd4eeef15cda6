// A job portal's export sets each section's title in a tab down the left edge of its table, a cell merged over
// all the table's rows: "학력사항 | 재학기간 | 학교명 | 전공 | 학점 | 졸업구분" over "2021.03 ~ 2026.02 | 경희대학교 |
// …". The title came out as the first cell of the header row, so the line read as a header row (no heading) and
// the table stayed in the section above. A section's title before a header row of column titles, over a row
// one cell shorter (the tab spans the rows, which have no cell under it), is the heading, the rest the header.
import { isHeaderRow } from './table';
import { cells } from './text';
import {
  COLUMN_WORDS,
  EDUCATION_LABELS,
  ISSUED_LABELS,
  LANGUAGE_LABELS,
  PROJECT_LABELS,
  WORK_LABELS,
  key,
} from './vocabulary';

const FIELD_TITLES: Map<string, string>[] = [
  EDUCATION_LABELS,
  WORK_LABELS,
  ISSUED_LABELS,
  LANGUAGE_LABELS,
  PROJECT_LABELS,
];

/**
 * Whether a first cell that is a column title too ("어학", "언어") is a tab all the same: another cell titles the
 * same field ("어학 | 언어 | 시험명": no table has two language columns). "언어 | 회화능력 | 공인시험" over rows
 * short of a last cell is a header row as it stands.
 */
function titledTwice(row: string[]): boolean {
  return FIELD_TITLES.some((titles) => {
    const field = titles.get(key(row[0]));
    return field !== undefined && row.slice(1).some((c) => titles.get(key(c)) === field);
  });
}

/** The heading cell and the header row of a tab-headed table's first line, or null for any other line. */
export function tabHeadingRow(
  line: string,
  below: string | undefined,
  isHeading: (cell: string) => boolean,
): { heading: string; row: string } | null {
  const row = cells(line);
  if (row.length < 3 || below === undefined || !isHeading(row[0])) return null;
  if (COLUMN_WORDS.has(key(row[0])) && !titledTwice(row)) return null;
  const rest = row.slice(1).join('\t');
  if (!isHeaderRow(rest) || isHeaderRow(below)) return null;
  return cells(below).length === row.length - 1 ? { heading: row[0], row: rest } : null;
}
