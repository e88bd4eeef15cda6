import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isSchoolCity } from './school-city-cell';

describe("a school's city right of its name (a Word-classic résumé)", () => {
  it('is no major: the degree line under it gives the major', () => {
    const { sections } = parseResumeText(
      [
        'Mara Okonkwo',
        'EDUCATION',
        'University of Toronto\tToronto, Canada',
        'Bachelor of Science in Chemistry\tSep 2010 – Jun 2014',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major])).toEqual([
      ['University of Toronto', 'Chemistry'],
    ]);
  });

  it('knows a city alone or with its country or state, and leaves a major or a degree alone', () => {
    expect(isSchoolCity('Busan, South Korea')).toBe(true);
    expect(isSchoolCity('Surabaya, Jawa Timur, Indonesia')).toBe(true);
    expect(isSchoolCity('Computer Science, Minor in Economics')).toBe(false);
    expect(isSchoolCity('Bachelor of Arts')).toBe(false);
    expect(isSchoolCity('Akuntansi')).toBe(false);
  });
});
