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

describe('a middle dot inside a chip of a row set apart by gaps', () => {
  it('joins the two words it sits between (ko, en)', () => {
    expect(parseSkills(['재고관리\t세무·회계 신고\tERP'])).toEqual(['재고관리', '세무·회계 신고', 'ERP']);
    expect(parseSkills(['Jira\tdesign·review\tConfluence'])).toEqual(['Jira', 'design·review', 'Confluence']);
  });

  it('still cuts a row without gaps at its dots', () => {
    expect(parseSkills(['Sketch·Figma·Framer'])).toEqual(['Sketch', 'Figma', 'Framer']);
  });
});
