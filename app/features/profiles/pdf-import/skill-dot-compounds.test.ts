import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';

describe('a middle dot inside an item of a comma list', () => {
  it('joins the two words it sits between (ko)', () => {
    expect(parseSkills(['Excel, 채용·온보딩 운영, 노사 협의, Greenhouse'])).toEqual([
      'Excel',
      '채용·온보딩 운영',
      '노사 협의',
      'Greenhouse',
    ]);
  });

  it('still cuts a list of dots alone, and a spaced dot in a comma list', () => {
    expect(parseSkills(['Figma·Sketch·Zeplin'])).toEqual(['Figma', 'Sketch', 'Zeplin']);
    expect(parseSkills(['Python · SQL, Tableau'])).toEqual(['Python', 'SQL', 'Tableau']);
    expect(parseSkills(['Illustrator ·Photoshop, InDesign'])).toEqual([
      'Illustrator',
      'Photoshop',
      'InDesign',
    ]);
  });
});
