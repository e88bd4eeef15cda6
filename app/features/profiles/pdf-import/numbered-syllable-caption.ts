// A form's section caption typed with a number and letter-spaced ("1. 인 적 사 항", "Ⅳ. 자 격 · 면 허" in a shaded
// caption row or bar): the tracking sets the number's full stop apart ("1 .") and every syllable in a cell of
// its own, so the line was neither a one-syllable-cells title (its first cell is the number) nor a numbered
// heading (the number's cell holds no word), and every section of the form ran into the one above it.

/** A section number alone in its cell, its full stop or bracket possibly set apart: "1 .", "Ⅱ.", "가 .", "3)". */
const NUMBER_CELL = /^(?:\d{1,2}|[IVX]{1,4}|[Ⅰ-Ⅻ]|[가-하])\s*[.)]$|^[①-⑳]$/u;
const SYLLABLE = /^[가-힣]$/u;
/** A joiner letter-spaced like the syllables ("자 격 · 면 허"). */
const JOINER = /^[·∙・/&]$/u;

/**
 * "1 .\t인\t적\t사\t항" -> "인적사항", "Ⅳ .\t자\t격\t·\t면\t허" -> "자격·면허": the word a numbered line of
 * one-syllable cells spells. Null for any other line (a table row "1 | 김 | 철 | 수" spells no heading, and
 * the caller still asks whether the word names a section).
 */
export function numberedSyllableCaption(line: string): string | null {
  const [number, ...cells] = line.split('\t').map((c) => c.trim());
  if (!NUMBER_CELL.test(number ?? '') || cells.filter((c) => SYLLABLE.test(c)).length < 2) return null;
  if (!cells.every((c) => SYLLABLE.test(c) || JOINER.test(c))) return null;
  if (JOINER.test(cells[0]) || JOINER.test(cells[cells.length - 1])) return null;
  return cells.join('');
}
