// A table row printed with fewer cells than its header: an empty cell is not printed, so the cells after
// it slide left under the wrong titles ("입학년월 | 졸업년월 | 학교명 | 전공 | 학점 | 소재지" over a high
// school's row with no major and no grade: "2006.03 | 2009.02 | 한빛고등학교 | 대전", whose town fell under
// 학교명). Cells that say what they are hold their own column (the school under the school title, the
// town under the place title), and each other cell takes the column after the one before it.

/** A cell that belongs under one column whatever its place in the row. */
export type RowAnchor<C> = { column: C; test: (cell: string) => boolean; last?: boolean };

/**
 * The column each cell of a row falls under. A row as long as its header keeps its places; a shorter
 * one places its anchored cells first (an anchor whose column comes after the cell's own, or `last`, an
 * anchor that only the row's last cell may take) and the cells between them in order.
 */
export function shortRowColumns<C>(
  columns: (C | null)[],
  row: string[],
  anchors: RowAnchor<C>[],
): (C | null)[] {
  if (row.length >= columns.length) return columns;
  const out: (C | null)[] = [];
  let next = 0;
  row.forEach((cell, i) => {
    const anchor = cell
      ? anchors.find((a) => (!a.last || i === row.length - 1) && a.test(cell) && columns.includes(a.column))
      : undefined;
    const at = anchor ? columns.lastIndexOf(anchor.column) : -1;
    // An anchor only moves a cell to the right: the cells before it keep their places.
    const index = at >= next ? at : next;
    out.push(index < columns.length ? columns[index] : null);
    next = index + 1;
  });
  return out;
}
