import { describe, expect, it } from 'vitest';
import { isMiscHeading, miscItem } from './misc-section-items';
import { splitSections } from './sections';

describe('labelled items of a miscellaneous section (5. 기타 사항)', () => {
  it('open the section their label names, with the value as its first line', () => {
    const { sections } = splitSections([
      '4. 자격 사항',
      '○ 정보처리기사: 한국산업인력공단, 2018. 5. 취득',
      '5. 기타 사항',
      '○ 활용 프로그램\tPhotoshop, Illustrator',
      '○ 수상: 공모전 대상 (한국디자인진흥원, 2019. 11.)',
      '○ 취미: 등산',
    ]);
    expect(sections.map((s) => [s.kind, s.lines])).toEqual([
      ['certifications', ['○ 정보처리기사: 한국산업인력공단, 2018. 5. 취득']],
      ['other', []],
      ['skills', ['Photoshop, Illustrator']],
      ['awards', ['공모전 대상 (한국디자인진흥원, 2019. 11.)']],
      ['other', ['등산']],
    ]);
  });

  it('leaves labelled lines of other sections, and unlabelled lines, where they are (id, en)', () => {
    expect(isMiscHeading('5. 기타 사항')).toBe(true);
    expect(isMiscHeading('Hobi')).toBe(false);
    expect(miscItem('Mengikuti pelatihan K3 di Jakarta')).toBeNull();
    const { sections } = splitSections(['Certifications', 'Awards: see below', 'Skills\tExcel']);
    expect(sections[0]).toEqual({ kind: 'certifications', lines: ['Awards: see below'] });
  });
});
