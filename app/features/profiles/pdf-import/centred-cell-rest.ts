// A table whose short columns are centred (a 경력기술서's project table: 프로젝트명 | 기간 | 역할 | 주요 내용 / 성과, the
// period and role centred): a cell that wraps sets its rest centred under its first line, further in
// ("2023.03 ~" over "2025.06", "설비·공정 담" over "당"), so it was matched to no cell of the row by its left
// edge, and the row's wrapped rest became a row of its own ("정 개발 | 2025.06 | 이내 확보": a project named
// "정 개발"). A cell's rest is in its column when it starts at the cell's left edge, or is no wider than the
// cell and centred on the same middle.
type Cell = { x: number; right: number; size: number };

const middle = (c: Cell) => (c.x + c.right) / 2;

/** Whether `rest`, on the line under `cell`, stands in `cell`'s column: left-aligned, or centred under it. */
export function inCellColumn(cell: Cell, rest: Cell): boolean {
  if (Math.abs(cell.x - rest.x) <= 2) return true;
  return (
    rest.x > cell.x &&
    rest.right <= cell.right + 1 &&
    Math.abs(middle(cell) - middle(rest)) <= Math.min(2, 0.25 * rest.size)
  );
}
