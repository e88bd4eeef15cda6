import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';
import { isSchoolCity } from './school-city-cell';

describe('a US town and state beside a school', () => {
  it('is the school’s place, no major (even with "College" in it)', () => {
    expect(isSchoolCity('Ann Arbor, Michigan')).toBe(true);
    expect(isSchoolCity('College Park, MD')).toBe(true);
    const [school] = parseEducations([
      'University of Maryland\tCollege Park, Maryland',
      'Bachelor of Science in Geography\tAug 2008 – May 2012',
    ]);
    expect(school.major).toBe('Geography');
  });
  it('leaves a major or a place abroad that names no state', () => {
    expect(isSchoolCity('Civil Engineering, Minor')).toBe(false);
    expect(isSchoolCity('Marine Biology, Ecology')).toBe(false);
  });
});
