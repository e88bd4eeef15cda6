import { describe, expect, it } from 'vitest';
import { continuesDate } from './date-unit-run';
import { pageToLines, type TextRun } from './layout';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number, font = 'Regular'): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10,
  font,
});

/** "Head  YYYY년 M월 – YYYY년 M월" at a right tab stop: the digits in one font, the unit words in another. */
const tabbed = (head: string, y: number, from: string, to: string, x = 420) => [
  run(head, 60, y, 140, 'Bold'),
  run(from, x, y, 22, 'Latin'),
  run(`년 ${to}`, x + 22, y, 90, 'Hangul'),
];

describe("a date's number and its unit word set in two fonts", () => {
  it('stay one date even when periods of one shape stack their unit words at one x', () => {
    const lines = pageToLines(
      [
        ...tabbed('한빛상사, 총무팀 대리', 700, '2018', '4월 – 현재'),
        ...tabbed('새봄물산, 총무팀 사원', 660, '2014', '7월 – 2018'),
        ...tabbed('사내 복지제도 정비', 620, '2020', '2월 – 2020'),
        ...tabbed('부경대학교, 행정학과', 580, '2010', '3월 – 2014'),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean)).toEqual([
      '한빛상사, 총무팀 대리\t2018년 4월 – 현재',
      '새봄물산, 총무팀 사원\t2014년 7월 – 2018',
      '사내 복지제도 정비\t2020년 2월 – 2020',
      '부경대학교, 행정학과\t2010년 3월 – 2014',
    ]);
  });

  it('is told from a date set flush against the next column (a name or a word after the number)', () => {
    expect(continuesDate('2019', '년 12월')).toBe(true);
    expect(continuesDate('2019년 12', '월')).toBe(true);
    expect(continuesDate('2019.03', '인하대학교')).toBe(false);
    expect(continuesDate('2019', '년도별 실적')).toBe(false);
    expect(continuesDate('현재', '월간 보고')).toBe(false);
  });
});
