// A 경력기술서's project sub-block labels its rows in a cell of their own, without a colon: "내용 ⇥ 화물창 지지구조
// 및 이중선체 상세설계", "Tool ⇥ AVEVA Marine, MSC Patran/Nastran". Read as plain text, the labels stayed in the
// description and the tools joined it. A row of two cells whose first is a project's description or tools
// label is that label's value.
import { PROJECT_LABELS, key, type ProjectLabel } from './vocabulary';

/** "내용\t…" → description, "Tool\t…" → technologies; null for any other line. */
export function projectLabelCell(line: string): { label: ProjectLabel; value: string } | null {
  const row = line.split('\t').map((c) => c.trim());
  if (row.length !== 2 || !row[1]) return null;
  const label = PROJECT_LABELS.get(key(row[0]));
  return label === 'description' || label === 'technologies' ? { label, value: row[1] } : null;
}
