// A form's tables follow one another with no heading between them: the licence grid "취득일 | 자격 및 면허 |
// 발행처" right under the history table, the award grid "수상 연도 | 수상 내역 | 수여 기관" under the licences.
// Each table's header row names its kind itself: one cell is a section's word ("자격 및 면허", "수상 내역",
// "상훈", "어학"), every other cell a column title (a date, an issuer, a note). Read as no heading, the grid's
// rows stayed in the section above (licences read as jobs). A header of column titles only ("기간 | 회사명 |
// 직위"), or one naming two kinds, names none.
import { cells } from './text';
import { COLUMN_WORDS, key, type SectionKind } from './vocabulary';

/** The kinds a grid's header may name: the sections of issued things and languages. */
const NAMED: SectionKind[] = ['certifications', 'awards', 'languages'];

/** A cell without letter spacing ("수 상 일" → "수상일"). */
const unspaced = (cell: string) => (/^(?:\S )+\S$/u.test(cell.trim()) ? cell.replace(/ /g, '') : cell.trim());

/** Words of a grid's name column that name its kind, beside the section headings themselves. */
const NAME_COLUMNS = new Map<string, SectionKind>([
  ...['상훈', '상훈명', '수상명', '수상 내역', '포상', '포상 내역'].map((w): [string, SectionKind] => [key(w), 'awards']),
  ...['자격증명', '자격명', '자격 및 면허', '자격 면허', '면허', '면허 및 자격'].map(
    (w): [string, SectionKind] => [key(w), 'certifications'],
  ),
]);

/**
 * The section a grid's header row names ("취 득 일 | 자격 및 면허 | 발 행 처" → certifications), given the
 * heading reader's kind of a cell; null when no cell, or cells of two kinds, name one, or a cell is neither
 * a kind's word nor a column title.
 */
export function headerRowKind(line: string, kindOf: (cell: string) => string | null): SectionKind | null {
  const row = cells(line).map(unspaced);
  if (row.length < 2 || row.some((c) => c === '' || /\d/.test(c) || c.length > 16)) return null;
  const kinds = new Set<SectionKind>();
  for (const cell of row) {
    const named = NAME_COLUMNS.get(key(cell)) ?? kindOf(cell);
    if (named && (NAMED as string[]).includes(named)) kinds.add(named as SectionKind);
    else if (!COLUMN_WORDS.has(key(cell))) return null;
  }
  return kinds.size === 1 ? [...kinds][0] : null;
}
