import { describe, expect, it } from 'vitest';
import { findPeriod } from './dates';
import { parseResumeText } from './parse';

// Noto Sans KR maps its en dash glyph to U+2012 (figure dash): a period printed "2017.04 – 2020.11" reads
// back "2017.04 ‒ 2020.11", and the period was not found.
describe('a figure dash between two dates', () => {
  it('joins a period, closed or open', () => {
    expect(findPeriod('2017.04 ‒ 2020.11')).toMatchObject({ start: '2017.04', end: '2020.11' });
    expect(findPeriod('Mar 2015 ‒ Jun 2018')).toMatchObject({ start: '2015.03', end: '2018.06' });
    expect(findPeriod('2021.09 ‒')).toMatchObject({ start: '2021.09', end: '' });
    const parsed = parseResumeText(
      ['윤서아', '', '경력', '2017.04 ‒ 2020.11', '(주)한빛물산\t구매팀 대리', '• 원자재 단가 협상'].join('\n'),
    );
    expect(parsed.sections.works[0]).toMatchObject({ start: '2017.04', end: '2020.11' });
  });

  it('leaves a dash that joins no second date alone', () => {
    expect(findPeriod('2019.05 ‒ 팀 리드')?.end ?? '').toBe('');
    expect(findPeriod('3‒4명 규모')).toBeNull();
  });
});
