import { describe, expect, it } from 'vitest';
import { isDashedHead } from './dashed-head';
import { parseResumeText } from './parse';

describe('an entry head of two title pieces set apart by a spaced dash', () => {
  it('knows a long "School, Town — Degree title" line', () => {
    expect(isDashedHead('Lincoln University, Christchurch — Bachelor of Science in Soil and Water Science')).toBe(true);
    expect(isDashedHead('Orchard Freight Brokers, Dunedin — Senior Freight Analyst')).toBe(true);
  });
  it('leaves a sentence, a bullet and a line without such a dash alone', () => {
    expect(isDashedHead('Led the stock audit — cut write-offs by a third across four sites.')).toBe(false);
    expect(isDashedHead('• Lincoln University — Bachelor of Science')).toBe(false);
    expect(isDashedHead('Lincoln University, Christchurch, Bachelor of Science in Soil and Water Science')).toBe(false);
  });
  it('reads the school, the degree, the period under it and a grade on a 9- or 7-point scale', () => {
    const { sections } = parseResumeText(
      [
        'EDUCATION',
        '',
        'Lincoln University, Christchurch — Master of Applied Science Studies in Water Resource Management',
        'MARCH 2012 – NOVEMBER 2013',
        'GPA 7.5 / 9.0',
        '',
        'Massey University, Auckland — Bachelor of Science in Ecology',
        'FEBRUARY 2009 – NOVEMBER 2011',
        'GPA 5.9 / 7',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel, e.gpa, e.start, e.end])).toEqual([
      ['Lincoln University', 'Water Resource Management', 'grad_school', '7.5/9.0', '2012.03', '2013.11'],
      ['Massey University', 'Ecology', 'university', '5.9/7', '2009.02', '2011.11'],
    ]);
  });
});
