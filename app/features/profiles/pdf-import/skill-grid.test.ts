import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';

describe('skills in a grid (a builder’s skill bars, two a row)', () => {
  it('each cell one skill, a row never the wrap of the row above', () => {
    expect(parseSkills(['SQL\tGoogle Analytics 4', '', 'Amplitude\tPython', '', 'Braze\tFigma'])).toEqual([
      'SQL',
      'Google Analytics 4',
      'Amplitude',
      'Python',
      'Braze',
      'Figma',
    ]);
  });

  it('a comma list wrapped over lines still joins', () => {
    expect(parseSkills(['Python, SQL, Power', 'BI, Tableau'])).toEqual(['Python', 'SQL', 'Power BI', 'Tableau']);
  });
});
