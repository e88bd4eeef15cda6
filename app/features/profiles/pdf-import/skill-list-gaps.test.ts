import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';

describe('two skill lists with a blank line between them', () => {
  it("are two lists: the first one's last skill is not joined to the next list (en, id)", () => {
    expect(parseSkills(['Menu costing, HACCP, Plating', '', 'Excel, Apicbase, Canva'])).toEqual([
      'Menu costing',
      'HACCP',
      'Plating',
      'Excel',
      'Apicbase',
      'Canva',
    ]);
    expect(parseSkills(['Akuntansi, Perpajakan', '', 'SAP, Excel'])).toEqual([
      'Akuntansi',
      'Perpajakan',
      'SAP',
      'Excel',
    ]);
  });

  it('still joins a list wrapped onto the next line with no blank line between (ko)', () => {
    expect(parseSkills(['Python, 데이터 시각화, 통계', '분석, SQL'])).toEqual([
      'Python',
      '데이터 시각화',
      '통계 분석',
      'SQL',
    ]);
  });
});
