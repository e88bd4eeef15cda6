import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { sameListMark } from './list-mark-rows';

const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10.5,
  font: 'R',
});

describe('items of a typed list, each opening with the same mark', () => {
  it('stay items of their own when a long label overflows its box', () => {
    const lines = pageToLines(
      [
        run('○', 59.5, 500, 9.4),
        run('전기기사', 76.5, 500, 37.5),
        run(':', 155.9, 500, 3.1),
        run('한국산업인력공단, 2016. 5. 취득', 167.2, 500, 140.7),
        run('○', 59.5, 482.8, 9.4),
        run('신재생에너지설비기사 :', 76.5, 482.8, 82.5),
        run('한국에너지공단, 2019. 9. 취득', 167.2, 482.8, 131.2),
      ],
      595,
    ).filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith('○')).toBe(true);
  });

  it('leaves a line under another mark, or under no mark, to the other rules', () => {
    expect(sameListMark('○', '○')).toBe(true);
    expect(sameListMark('○', '-')).toBe(false);
    expect(sameListMark('2019.03', '2019.03')).toBe(false);
    expect(sameListMark('가.', '가.')).toBe(false);
  });
});
