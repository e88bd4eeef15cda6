import { describe, expect, it } from 'vitest';
import { pageToLines, type Mark, type TextRun } from './layout';

const run = (text: string, x: number, y: number, width: number, size = 9): TextRun => ({
  text,
  x,
  y,
  width,
  size,
  font: 'Sans',
});
/** A round dot 6 units wide whose middle sits on the text's x-height, ending `before` units left of it. */
const dot = (textX: number, y: number, before: number): Mark => ({ x: textX - before - 6, y: y + 1, width: 6, height: 6 });

describe('a timeline dot beside the period over an entry is no bullet', () => {
  it('reads the period alone and the drawn list bullet under it as a bullet', () => {
    const lines = pageToLines(
      [
        run('APR 2022 — PRESENT', 220, 700, 80, 8),
        run('Senior Product Designer', 220, 688, 110, 10),
        run('Karrot · Seoul', 220, 676, 60),
        run('Led the redesign of the listing flow.', 232, 664, 150),
      ],
      595,
      [dot(220, 700, 10), dot(232, 664, 4)],
    );
    expect(lines).toEqual([
      'APR 2022 — PRESENT',
      'Senior Product Designer',
      'Karrot · Seoul',
      '• Led the redesign of the listing flow.',
    ]);
  });

  it.each(['2014 — 2018', '2023', 'Jan 2019 - Mar 2022', '2020.03 ~ 현재'])('%s stays without a bullet', (period) => {
    expect(pageToLines([run(period, 220, 700, 60)], 595, [dot(220, 700, 10)])).toEqual([period]);
  });
});
