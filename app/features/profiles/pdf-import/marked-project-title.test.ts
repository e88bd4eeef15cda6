import { describe, expect, it } from 'vitest';
import { isMarkedTitle, withoutTitleMark } from './marked-project-title';
import { parseResumeText } from './parse';

const text = (block: string[]) =>
  ['민지우', '', '경력', '', '(주)가람물산\t영업팀 / 대리\t2019.03 ~ 2023.08', '', ...block].join('\n');

describe('a project block under a job, its title marked by an arrow or a diamond', () => {
  it('is a project, not a job named after its title', () => {
    const parsed = parseResumeText(
      text([
        '▶ 해외 거래처 발주 시스템 정비',
        '기간\t2020.01 ~ 2020.12',
        '역할\t발주 양식 통일 및 승인 절차 설계',
        '성과\t발주 오류 60% 감소',
      ]),
    );
    expect(parsed.sections.projects).toEqual([
      // No card names its tools: the role, then the outcome (role-outcome-description.ts).
      {
        projectName: '해외 거래처 발주 시스템 정비',
        projectDescription: '발주 양식 통일 및 승인 절차 설계\n발주 오류 60% 감소',
        technologiesUsed: '',
      },
    ]);
    expect(parsed.sections.works.map((w) => w.company)).toEqual(['(주)가람물산']);
  });

  it('reads the mark of a title in English too, and leaves other lines alone', () => {
    expect(isMarkedTitle('◆ Warehouse slotting review')).toBe(true);
    expect(withoutTitleMark('◆ Warehouse slotting review')).toBe('Warehouse slotting review');
    expect(isMarkedTitle('• Warehouse slotting review')).toBe(false);
    expect(isMarkedTitle('물류 재배치 검토')).toBe(false);
    expect(withoutTitleMark('- 물류 재배치 검토')).toBe('- 물류 재배치 검토');
  });

  it('leaves a marked line over no period row as the job’s own line', () => {
    const parsed = parseResumeText(text(['▶ 거래처 관리 및 신규 영업', '▶ 월간 매출 보고']));
    expect(parsed.sections.projects).toEqual([]);
    expect(parsed.sections.works).toHaveLength(1);
  });
});
