// A job told in labelled lines, its company first: "회사명 : (주)모비데이" over "근무기간 : 2020.07 ~ 재직중", "Company:
// Arcadis" over "Period: 2019 – 2022", "Nama perusahaan: PT Wika" over "Periode: …". The period's line starts an
// entry, so the company's line above it was an entry of its own: a job with a company and nothing else, and a
// job with everything else and no company.
import { stripBullet, labelled } from './text';
import { WORK_LABELS } from './vocabulary';

const labelOf = (line: string | undefined) =>
  line === undefined ? null : (labelled(stripBullet(line), WORK_LABELS)?.label ?? null);

/** Joins an entry of labelled lines without a period (a company's among them) to the entry that opens with a labelled period. */
export function joinLabelledCompanyHeads(entries: string[][]): string[][] {
  const out: string[][] = [];
  for (const entry of entries) {
    const above = out[out.length - 1];
    const headOnly =
      above !== undefined &&
      above.some((l) => labelOf(l) === 'company') &&
      above.every((l) => labelOf(l) !== null && labelOf(l) !== 'period');
    if (headOnly && labelOf(entry[0]) === 'period') above.push(...entry);
    else out.push([...entry]);
  }
  return out;
}
