import { describe, expect, it } from 'vitest';
import { takeProjectCards } from './project-cards';
import { titleTools } from './title-tools-bracket';

describe("a project's tools in brackets after its title", () => {
  it('are the tools of a card of 기간/역할/성과 rows under a job (ko, en)', () => {
    const lines = [
      '경력',
      '(주)한결바이오\t2020.01 ~ 현재',
      '품질보증팀 | 대리',
      '',
      '1. 출하 검사 데이터 대시보드 (Tableau, MS SQL)',
      '기간\t2021.05 ~ 2021.11',
      '역할\t데이터 모델 설계',
      '성과\t검사 보고서 작성 시간 절반으로 단축',
    ];
    expect(takeProjectCards(lines).projects).toEqual([
      {
        projectName: '출하 검사 데이터 대시보드',
        projectDescription: '검사 보고서 작성 시간 절반으로 단축',
        technologiesUsed: 'Tableau, MS SQL',
      },
    ]);
    expect(titleTools('재고 실사 자동화 (Excel VBA)')).toEqual({ name: '재고 실사 자동화', tools: 'Excel VBA' });
    expect(titleTools('Fleet tracker (React, Node.js, C#)')).toEqual({
      name: 'Fleet tracker',
      tools: 'React, Node.js, C#',
    });
  });

  it('leave a bracket that holds no tool list in the title', () => {
    expect(titleTools('차세대 ERP 구축 (2차)')).toBeNull();
    expect(titleTools('고객 상담 개선 (사내 프로젝트)')).toBeNull();
    expect(titleTools('Data Hub (Beta)')).toBeNull();
    expect(titleTools('물류센터 이전 (2022)')).toBeNull();
  });
});
