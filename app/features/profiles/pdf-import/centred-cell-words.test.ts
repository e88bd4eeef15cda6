import { describe, expect, it } from 'vitest';
import { cellJoiner, type ColumnEdge } from './cell-words';

const piece = (x: number, right: number, text: string) => ({ x, right, text, size: 8.8 });
// A 30 mm company cell between borders at 200 and 285, and a left-aligned duties cell, both padded 3 units.
const edges: ColumnEdge[] = [
  { x: 203, right: 282, lines: 2, ruled: true, borders: [200, 285] },
  { x: 353, right: 540, lines: 4, ruled: true, borders: [350, 543] },
];

describe("a centred cell's full line broke inside a Hangul word", () => {
  it('joins the rest centred under a line that filled the cell', () => {
    expect(cellJoiner(piece(203.5, 281.5, '한국타이어앤테크놀'), piece(229, 256, '로지(주)'), edges)).toBe('');
  });

  it('keeps the space after a centred line that left room for a syllable', () => {
    expect(cellJoiner(piece(215, 270, '품질보증팀'), piece(230, 255, '파트장'), edges)).toBe(' ');
  });

  it('keeps the space when the lower line is not centred under it', () => {
    expect(cellJoiner(piece(203.5, 281.5, '한국타이어앤테크놀'), piece(210, 237, '로지(주)'), edges)).toBe(' ');
  });
});
