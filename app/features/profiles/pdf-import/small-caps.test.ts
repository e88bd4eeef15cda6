import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { withSmallCaps } from './small-caps';

const at = (x: number, text: string, size: number, width = size * 0.7 * text.length): TextRun => ({
  text,
  x,
  y: 700,
  width,
  size,
  font: 'serif',
});

/** Glyphs one after another as a browser prints them, each word's letters after its first in `small`. */
function word(x: number, text: string, big: number, small: number): TextRun[] {
  const runs: TextRun[] = [];
  let left = x;
  for (const [i, ch] of [...text].entries()) {
    const size = i === 0 ? big : small;
    runs.push(at(left, ch, size, size * 0.7));
    left += size * 0.7;
  }
  return runs;
}

describe('small capitals (small-caps.ts)', () => {
  it('reads capitals drawn smaller after a full-size capital in lower case', () => {
    const runs = [...word(100, 'RHEA', 20, 14), at(143.4, ' ', 14, 6), ...word(149.4, 'LINDQVIST', 20, 14)];
    expect(pageToLines(runs, 600)).toEqual(['Rhea Lindqvist']);
  });
  it('leaves capitals of one size and small capitals with no full-size capital as they are', () => {
    expect(withSmallCaps(word(100, 'RHEA', 20, 20)).map((r) => r.text).join('')).toBe('RHEA');
    expect(withSmallCaps(word(100, 'NASA', 14, 14)).map((r) => r.text).join('')).toBe('NASA');
    // A smaller word set apart from a capital (a gap wider than a space) is no small capital.
    expect(withSmallCaps([at(100, 'A', 20, 14), at(200, 'TEAM', 14)]).map((r) => r.text)).toEqual(['A', 'TEAM']);
    // Half the size is a superscript or a label, not a small capital.
    expect(withSmallCaps([at(100, 'A', 20, 14), at(114, 'BC', 9)]).map((r) => r.text)).toEqual(['A', 'BC']);
  });
});
