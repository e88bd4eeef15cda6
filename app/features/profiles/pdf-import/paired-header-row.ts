// One header row over two sections set side by side (paired-sections.ts): "외국어 | 활용 프로그램" over
// "언어 | 시험 | 점수 | 취득일 | 프로그램 | 수준 | 프로그램 | 수준". The left half ends with its date column
// (취득일, Date, Tanggal); a row as wide as the header is cut there, and an undated row as wide as the right
// half alone ("Revit | 중 | 엑셀 | 상") is the right section's, the left half's rows each carrying a date.
import { findDates } from './dates';
import { isHeaderRow } from './table';
import { ISSUED_LABELS, key } from './vocabulary';

export type HeaderCut = { width: number; at: number };

const isDateTitle = (cell: string) => ISSUED_LABELS.get(key(cell.replace(/\s+/g, ''))) === 'date';

/** Where a header row over two halves is cut: after its first date column, when columns follow it. */
export function headerCut(row: string[]): HeaderCut | null {
  const cellsOf = row.map((c) => c.trim()).filter(Boolean);
  if (cellsOf.length < 4 || !isHeaderRow(row.join('\t'))) return null;
  const at = cellsOf.findIndex(isDateTitle);
  return at >= 1 && at < cellsOf.length - 2 ? { width: cellsOf.length, at: at + 1 } : null;
}

/**
 * Where a row under that header is cut: the header's cut for a row as wide as the header (the header row
 * itself too), 0 (all of it to the right) for an undated row as wide as the right half, else undefined.
 */
export function cutUnder(header: HeaderCut, row: string[]): number | undefined {
  const filled = row.map((c) => c.trim()).filter(Boolean);
  if (filled.length !== row.length) return undefined;
  if (row.length === header.width) return header.at;
  const undated = row.every((c) => findDates(c).length === 0);
  return undated && row.length === header.width - header.at ? 0 : undefined;
}
