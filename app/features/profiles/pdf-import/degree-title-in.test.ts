import { describe, expect, it } from 'vitest';
import { DEGREE_TITLE_IN } from './degree-title-in';

const major = (title: string) => (DEGREE_TITLE_IN.test(title) ? title.replace(DEGREE_TITLE_IN, '') : null);

describe("a long English degree title whose field follows 'in'", () => {
  it('takes the field after "in"', () => {
    expect(major('Master of Applied Science Studies in Water Resource Management')).toBe('Water Resource Management');
    expect(major('Bachelor of Commerce with Honours in Accounting')).toBe('Accounting');
    expect(major('Bachelor of Arts in History')).toBe('History');
  });
  it('leaves a title without "in", a field before the title and a school alone', () => {
    expect(major('Master of Business Administration')).toBeNull();
    expect(major('Marine Biology (BSc)')).toBeNull();
    expect(major('University of Otago')).toBeNull();
  });
});
