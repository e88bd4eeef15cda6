import { describe, expect, it } from 'vitest';
import { commaPieces, isEnumeratedField } from './enumerated-field';
import { parseResumeText } from './parse';

const educations = (lines: string[]) =>
  parseResumeText(['Dana Whitfield', '', 'EDUCATION', '', ...lines].join('\n')).sections.educations;

describe("a degree's field after 'in' listing its subjects", () => {
  it('keeps the whole list as the major', () => {
    const [school] = educations([
      'Pima Technical Institute — Tucson, AZ\t2012 – 2014',
      'Associate of Applied Science in Plumbing, Pipefitting and Steamfitting Technology',
    ]);
    expect(school.major).toBe('Plumbing, Pipefitting and Steamfitting Technology');
    expect(isEnumeratedField('Bachelor of Arts in Politics, Philosophy and Economics')).toBe(true);
    expect(isEnumeratedField('B.A. in Politics, Philosophy & Economics')).toBe(true);
  });

  it('still splits a degree at a comma before a grade, a place or a lone major', () => {
    expect(isEnumeratedField('Bachelor of Science in Biology, GPA 3.8 and Honors')).toBe(false);
    expect(isEnumeratedField('Bachelor of Science in Biology, Seoul')).toBe(false);
    expect(commaPieces('Bachelor of Economics, Accounting', true)).toEqual([
      'Bachelor of Economics',
      'Accounting',
    ]);
    expect(commaPieces('SMA Negeri 1, Jurusan IPA', false)).toEqual(['SMA Negeri 1', 'Jurusan IPA']);
  });
});
