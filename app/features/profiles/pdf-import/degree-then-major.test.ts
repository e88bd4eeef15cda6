import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const educations = (lines: string[]) =>
  parseResumeText(['Nora Quill', '', 'EDUCATION', '', ...lines].join('\n')).sections.educations.map((e) => ({
    level: e.gradLevel,
    school: e.school,
    major: e.major,
  }));

describe('"Degree of Field, School" on one line', () => {
  it('takes the field after "of" for the major and the school after the comma', () => {
    expect(educations(['Bachelor of Nursing, Dalhousie University\t2009 – 2013'])).toEqual([
      { level: 'university', school: 'Dalhousie University', major: 'Nursing' },
    ]);
    expect(educations(['Master of Social Work (M.S.W.), Boston College\t2014 – 2016'])).toEqual([
      { level: 'grad_school', school: 'Boston College', major: 'Social Work' },
    ]);
  });

  it('still reads "Degree of X, Major" as the degree, then the major', () => {
    expect(
      educations(['Bachelor of Science, Marine Biology\t2010 – 2014', 'Oregon State University']),
    ).toEqual([{ level: 'university', school: 'Oregon State University', major: 'Marine Biology' }]);
  });

  it('reads a doctorate of a profession at university level, not as a PhD', () => {
    expect(educations(['Doctor of Physical Therapy (D.P.T.), Emory University\t2015 – 2018'])).toEqual([
      { level: 'university', school: 'Emory University', major: 'Physical Therapy' },
    ]);
    expect(educations(['Doctor of Philosophy in Chemistry, Rice University\t2015 – 2020'])[0].level).toBe(
      'phd',
    );
  });
});
