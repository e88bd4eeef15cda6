// The strip a job portal prints over a résumé ("이력서 출력일 2026.11.28 | 이력서 번호 20231187452", "출력일시
// 2026-11-27 14:02 | 지원서 번호 R-88231904", "Printed on 27 Nov 2026 | Application no. 4471"): when and which
// record the portal printed, no part of the résumé. Read first, it became the résumé's title, the name. A line
// whose every cell is such a labelled value (the first perhaps the portal's name) is left out; a label alone,
// or beside other text, stays.

const PRINT_LABEL =
  /^(?:이력서\s*)?(?:출력\s*일(?:시|자)?|인쇄\s*일(?:시|자)?|(?:이력서|지원서|지원|접수)\s*번호)\s*[:：]?\s*\S|^(?:printed(?:\s+on)?|print\s+date|application\s+(?:no\.?|number)|resume\s+(?:no\.?|number)|tanggal\s+cetak|dicetak\s+pada)\s*[:：]?\s*\S/iu;

/** The portal's own name before its print label ("잡포털 · 이력서 출력일 …"): one word, no digit. */
const PORTAL_NAME = /^[\p{L}&.]{2,12}$/u;

/**
 * Whether every cell of the line is a print label with its value. A cell may hold more than one, set apart
 * by a dot or a bar, the first of them perhaps the portal's name ("잡포털 · 이력서 출력일 2026.11.02").
 */
export function isPrintStrip(line: string): boolean {
  const row = line
    .split(/\t|\s+[·|｜]\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const labels = row.filter((c) => PRINT_LABEL.test(c)).length;
  return labels > 0 && row.every((c, i) => PRINT_LABEL.test(c) || (i === 0 && PORTAL_NAME.test(c)));
}
