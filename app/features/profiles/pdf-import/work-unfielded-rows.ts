// A site export's career box holds labelled rows the résumé has no field for: "연봉 | 3,800만원", "퇴사사유 |
// 계약만료", "고용형태 | 정규직", "근무지역 | 서울". Read under the job, they joined its duties ("… 대응 연봉 면접 후
// 결정"). A row whose first cell (or "label:") is such a label, with a value after it, is dropped, and so is a
// "희망근무조건" title alone over such rows.

/** Labels of what a job has no field for: pay, the reason for leaving, the kind of contract, the place. */
const UNFIELDED =
  /^(?:(?:최종\s*|희망\s*|직전\s*)?연봉|급여|월급|퇴(?:사|직)\s*사유|이직\s*사유|고용\s*형태|근무\s*형태|재직\s*여부|근무\s*(?:지역|지)|salary|reason\s+for\s+leaving|employment\s+type|gaji|alasan\s+(?:keluar|berhenti))$/iu;

/** The title of a box of wished-for terms ("희망근무조건") under the jobs: its rows are all such rows. */
const WISHED_TITLE =
  /^(?:희망\s*근무\s*조건|희망\s*조건|근무\s*희망\s*조건|desired\s+(?:conditions|terms))$/iu;

/** Whether the line is such a labelled row, or the title of a box of them alone. */
export function isUnfieldedRow(line: string): boolean {
  const text = line.trim();
  if (WISHED_TITLE.test(text)) return true;
  const tab = text.indexOf('\t');
  const colon = text.search(/[:：]/u);
  const cut = tab > 0 ? tab : colon > 0 ? colon : -1;
  if (cut < 0) return false;
  const value = text
    .slice(cut + 1)
    .replace(/^[:：]/u, '')
    .trim();
  return value.length > 0 && UNFIELDED.test(text.slice(0, cut).trim());
}

/** The work lines without those rows. */
export const withoutUnfieldedRows = (lines: string[]) => lines.filter((l) => !isUnfieldedRow(l));
