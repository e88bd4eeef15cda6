import { describe, expect, it } from 'vitest';
import { withoutGapBeforeGrade } from './grade-line-after-gap';

describe('withoutGapBeforeGrade', () => {
  it('joins a grade line to the entry above it', () => {
    expect(withoutGapBeforeGrade(['BA Economics\t2011 – 2015', '', 'GPA: 3.52/4.00 · Dean’s List'])).toEqual([
      'BA Economics\t2011 – 2015',
      'GPA: 3.52/4.00 · Dean’s List',
    ]);
    expect(withoutGapBeforeGrade(['S1 Farmasi\t2014 – 2018', '', 'IPK 3,45 / 4,00'])).toEqual([
      'S1 Farmasi\t2014 – 2018',
      'IPK 3,45 / 4,00',
    ]);
  });
  it('keeps a gap before any other line', () => {
    const lines = ['BA Economics\t2011 – 2015', '', 'Fulbright Scholar, 2016', '', 'Gap year in 2016'];
    expect(withoutGapBeforeGrade(lines)).toEqual(lines);
    expect(withoutGapBeforeGrade(['', 'GPA 3.9'])).toEqual(['', 'GPA 3.9']);
  });
});
