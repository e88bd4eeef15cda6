// Two bulleted lists side by side under a pair of headings ("KEAHLIAN | BAHASA" over "• SAP | • Indonesia –
// Penutur asli"): a row has no date to cut it after, but each half opens with its own bullet. The row is cut
// before the second bullet, the left list's item first.

const BULLET_CELL = /^\s*[•▪∙◦●○■□▶▷►✓✔\uf0b7\uf0a7]\s*\S/u;

/** Where a row of two bulleted list items is cut: the index of the cell opening the right item; null if none. */
export function bulletCut(row: string[]): number | null {
  if (row.length < 2 || !BULLET_CELL.test(row[0])) return null;
  const at = row.findIndex((c, i) => i > 0 && BULLET_CELL.test(c));
  return at > 0 ? at : null;
}
