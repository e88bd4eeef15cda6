import { describe, expect, it } from 'vitest';
import { withoutLetterSpacing } from './letter-spacing';

describe('text set with letter-spacing is read without the spaces between its glyphs', () => {
  it.each([
    ['S E P 2 0 2 1 — P R E S E N T', 'SEP 2021 — PRESENT'],
    ['2 0 1 5 — 2 0 1 7', '2015 — 2017'],
    ['E D U C AT I O N', 'EDUCATION'],
    ['C O N TA C T', 'CONTACT'],
    ['경 력 사 항', '경력사항'],
  ])('%s → %s', (spaced, read) => {
    expect(withoutLetterSpacing(spaced)).toBe(read);
  });

  it.each(['A B C', 'I am a designer', 'Go, SQL, C, R', 'Led the redesign of the listing flow', '2 0 2 2 년 3 월 ~ 현재 근무 중'])(
    'leaves ordinary text as it is: %s',
    (text) => {
      expect(withoutLetterSpacing(text)).toBe(text);
    },
  );
});
