// A form that numbers its sections in a box before the caption ("1 | 인적사항", "4 | 경력사항": the number
// set white on a dark square, the caption in the next cell, as a public institution's NCS 입사지원서 prints
// them). The number has no full stop, so the heading's numbering ("1.", "01 ") did not take it, and every
// section from the first on was read as part of the one above it.

/** One or two digits alone in the line's first cell, nothing but the caption after them. */
const BOXED_NUMBER = /^\d{1,2}$/;

/**
 * "1\t인적사항" -> "인적사항": the caption of a line of two cells whose first is a bare number. Null for any
 * other line: a number followed by more than one cell ("1\t경력\t3년") is a table's row, a number with text in
 * its own cell ("1 인적사항") is read by the heading's own numbering.
 */
export function boxedSectionCaption(line: string): string | null {
  const cells = line.split('\t').map((c) => c.trim());
  if (cells.length !== 2 || !BOXED_NUMBER.test(cells[0]) || !cells[1]) return null;
  return cells[1];
}
