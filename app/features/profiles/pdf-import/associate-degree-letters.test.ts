import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('an associate degree by its dotted letters over the college', () => {
  it('is the degree and major, the college the school, at the university level', () => {
    const parsed = parseResumeText(
      [
        'Marisol Reyes',
        '',
        'EDUCATION',
        '',
        'A.S., Respiratory Therapy\t2016 – 2018',
        'Pima Community College\tTucson, AZ',
      ].join('\n'),
    );
    const [school] = parsed.sections.educations;
    expect([school.school, school.major, school.gradLevel]).toEqual([
      'Pima Community College',
      'Respiratory Therapy',
      'university',
    ]);
  });
});
