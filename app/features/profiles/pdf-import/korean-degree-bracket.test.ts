import { describe, expect, it } from 'vitest';
import { degreeBracketMajor } from './degree-bracket-major';
import { parseEducations } from './education';

describe('a Korean degree word with the major in brackets', () => {
  it('gives the level word and the major', () => {
    expect(degreeBracketMajor('학사 (경영학)')).toEqual(['학사', '경영학']);
    expect(degreeBracketMajor('석사 학위 (도시계획학)')).toEqual(['석사', '도시계획학']);
  });

  it('is none for a school or a major with a bracket', () => {
    expect(degreeBracketMajor('한국외국어대학교 (서울)')).toBeNull();
    expect(degreeBracketMajor('경영학 (복수전공)')).toBeNull();
  });

  it('reads a line and a "학위 (전공)" cell', () => {
    const [line] = parseEducations(['2010.03 ~ 2014.02\t강원대학교\t학사 (경영학)\t졸업']);
    expect(line).toMatchObject({ school: '강원대학교', major: '경영학', gradLevel: 'university' });
    const [cell] = parseEducations([
      '기간\t학교명\t학위 (전공)',
      '2015.03 ~ 2017.02\t부경대학교 대학원\t석사 (해양공학)',
    ]);
    expect(cell).toMatchObject({ school: '부경대학교 대학원', major: '해양공학', gradLevel: 'grad_school' });
  });
});
