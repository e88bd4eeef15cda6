import { describe, expect, it } from 'vitest';
import { isLetterSpacedGap } from './letter-spaced-space';
import { cleanRuns, type TextRun } from './runs';

const font = 'NanumGothic';
const at = (x: number, text: string, width = 10): TextRun => ({ text, x, y: 500, width, size: 10, font });
const control: TextRun = { text: '\u0001', x: 40, y: 700, width: 2.5, size: 10, font };

describe('a widened space glyph between the letters of a letter-spaced title', () => {
  it('stays a space between one-glyph letters, after a short number and after the last letter', () => {
    const runs = [at(50, 'Ⅱ.', 12), at(62, ' ', 6), at(70, '학'), at(80, ' ', 6), at(88, '력'), at(98, ' ', 6)];
    expect(isLetterSpacedGap(runs[1], runs)).toBe(true);
    expect(isLetterSpacedGap(runs[3], runs)).toBe(true);
    expect(isLetterSpacedGap(runs[5], runs)).toBe(true);
    const cleaned = cleanRuns([control, at(50, '경'), at(60, ' ', 6), at(68, '력'), at(78, ' ', 6)]);
    expect(cleaned.map((r) => r.text)).not.toContain('–');
  });
  it('is still the lost dash between words ("2019. 03 – 2022. 11", "B – 현재")', () => {
    const runs = [at(50, '2019. 03', 40), at(92, ' ', 6), at(100, '2022. 11', 40)];
    expect(isLetterSpacedGap(runs[1], runs)).toBe(false);
    const cleaned = cleanRuns([control, at(50, '2019. 03', 40), at(92, ' ', 6), at(100, '재직중', 30)]);
    expect(cleaned.map((r) => r.text)).toContain('–');
    const tail = [at(50, '영업팀', 30), at(82, ' ', 6)];
    expect(isLetterSpacedGap(tail[1], tail)).toBe(false);
  });
});
