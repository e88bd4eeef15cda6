// Items of a typed list, each opening with the same mark in a cell of its own ("○ | 일반기계기사 | : | 한국산업인력공단,
// 2014. 11. 취득" over "○ | 공조냉동기계기사 : | …", a 한글 form printed as lines of inline blocks): when a long label
// overflows its box, its colon joins it and the line has one cell fewer than the line above, so it was taken for
// the wrapped rest of that line's cells and the two items became one ("○ ○ | 일반기계기사 공조냉동기계기사 …"). A mark
// under the same mark opens an item of its own, never the rest of a cell.

const MARK = /^[○●◦▪■□◆◇※•·-]$/u;

/** Whether the line opens with the same lone list mark as the row above it. */
export const sameListMark = (above: string, below: string) =>
  MARK.test(above.trim()) && above.trim() === below.trim();
