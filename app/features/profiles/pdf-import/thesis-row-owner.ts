// A thesis in a row of its own under the school it was written at: a table's row spanning the columns ("학위논문 :
// 고종횡비 SiO2 식각 연구" under "2012.03 ~ 2014.02 | 한양대학교 대학원 | 석사"), a gap above it. Read as an entry of its
// own it had no school and was dropped. It is the thesis of the school above it, when that one has none.

type Draft = { school: string; major: string; thesis: string; thesisFor: string };

/** Moves a thesis that stands alone (no school, no major, no school named) to the school entry above it. */
export function thesisToSchoolAbove<T extends Draft>(drafts: T[]): void {
  drafts.forEach((d, i) => {
    if (i === 0 || d.school || d.major || !d.thesis || d.thesisFor) return;
    const above = drafts[i - 1];
    if (!above.school || above.thesis) return;
    above.thesis = d.thesis;
    d.thesis = '';
  });
}
