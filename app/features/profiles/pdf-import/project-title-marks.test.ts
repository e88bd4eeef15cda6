import { describe, expect, it } from 'vitest';
import { enclosedTitle } from './project-title-marks';
import { parseResumeText } from './parse';

describe("a project's title in brackets over its label rows, under a job", () => {
  it('is the name without the brackets', () => {
    const parsed = parseResumeText(
      [
        '경 력 기 술 서',
        '성 명\t문하늘',
        '',
        'Ⅰ. 경력 사항',
        '',
        '1. (주)세움건축사사무소\t2018.02 ~ 현재 (8년 10개월)',
        '',
        '담당업무\t공동주택 실시설계 및 인허가',
        '',
        '【세종 6-3생활권 공동주택 실시설계】',
        '기 간\t2021.03 ~ 2022.07',
        '역 할\t실시설계 총괄',
        '내 용\t단지 배치 및 평면 설계, 인허가 도서 작성',
        '사용장비\tRevit, AutoCAD',
      ].join('\n'),
    );
    expect(parsed.sections.projects.map((p) => p.projectName)).toEqual(['세종 6-3생활권 공동주택 실시설계']);
    expect(parsed.sections.projects[0].technologiesUsed).toBe('Revit, AutoCAD');
  });

  it('keeps a bracket that closes before the end, and mismatched brackets', () => {
    expect(enclosedTitle('[물류 WMS 구축]')).toBe('물류 WMS 구축');
    expect(enclosedTitle('〔교량 정밀안전진단〕')).toBe('교량 정밀안전진단');
    expect(enclosedTitle('[TF] 결제 개편')).toBeNull();
    expect(enclosedTitle('[물류 WMS 구축】')).toBeNull();
  });
});
