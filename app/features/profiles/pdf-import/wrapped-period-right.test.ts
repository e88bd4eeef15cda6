import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { restUnder } from './wrapped-period';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10,
  font: 'Regular',
});

describe('a period flush right that stops at its joiner, its rest flush right under it', () => {
  it('joins the row whose first cell wrapped too, each cell with its rest', () => {
    const lines = pageToLines(
      [
        run('EDUCATION', 40, 720, 60),
        run('BA International Development and Economics, Keele', 40, 700, 440),
        run('2012 –', 520, 700, 35),
        run('University', 40, 686, 52),
        run('2015', 533, 686, 22),
        run('CERTIFICATIONS', 40, 660, 80),
        run('PRINCE2 Foundation, Axelos, 2019', 40, 640, 170),
      ],
      PAGE,
    ).filter((l) => l.trim());
    expect(lines).toEqual([
      'EDUCATION',
      'BA International Development and Economics, Keele University\t2012 – 2015',
      'CERTIFICATIONS',
      'PRINCE2 Foundation, Axelos, 2019',
    ]);
  });

  it('takes a rest flush right, left-aligned or centred, and not one set elsewhere', () => {
    const cell = { x: 520, right: 555, size: 10 };
    expect(restUnder(cell, { x: 533, right: 555, size: 10 })).toBe(true);
    expect(restUnder(cell, { x: 520, right: 542, size: 10 })).toBe(true);
    expect(restUnder(cell, { x: 526, right: 549, size: 10 })).toBe(true);
    expect(restUnder(cell, { x: 540, right: 548, size: 10 })).toBe(false);
  });
});
