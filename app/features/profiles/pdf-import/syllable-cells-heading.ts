// A title letter-spaced so widely that each syllable reads back as a cell of its own: "자 | 기 | 소 | 개 | 서" over
// an attached essay, "경 | 력 | 사 | 항". Cell by cell it was no heading, so the essay under it stayed in the section
// above (the awards). Such a line, two or more cells of one Hangul syllable each, reads as the word they spell.

/** The word a line of one-syllable cells spells, or null for any other line. */
export function syllableCellsWord(line: string): string | null {
  const cells = line
    .trim()
    .split('\t')
    .map((c) => c.trim());
  return cells.length >= 2 && cells.every((c) => /^[가-힣]$/u.test(c)) ? cells.join('') : null;
}
