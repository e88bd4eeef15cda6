import { describe, expect, it } from 'vitest';
import { isMarkedTitle, withoutTitleMark } from './marked-project-title';
import { parseResumeText } from './parse';

const text = (block: string[]) =>
  [
    '한지민',
    '',
    '경력 상세',
    '',
    '(주)누리물류 (2017.02 ~ 현재) | 물류혁신팀 | 과장',
    '주요업무 : 물류센터 운영 효율화 및 시스템 도입',
    '',
    ...block,
  ].join('\n');

describe('a 경력기술서 project block under a job, its title marked by a square', () => {
  it('is a project read from its dashed label lines, not a job named after its title', () => {
    const parsed = parseResumeText(
      text([
        '■ 입출고 자동 분류기 도입',
        '- 기간: 2020.04 ~ 2021.01',
        '- 역할 : 도입 검토 및 공급사 관리',
        '- 내용: 수작업 분류 라인을 자동 분류기로 교체, 바코드 인식 체계 정비',
        '- 성과: 분류 오류율 70% 감소',
        '- 사용기술: WMS, PLC 연동, 바코드 스캐너',
        '',
        '□ 재고 실사 주기 단축',
        '- 기간: 2018.05 ~ 2018.11',
        '- 내용: 순환 실사 도입과 로케이션 재정비',
        '- 사용기술: Excel VBA',
      ]),
    );
    expect(parsed.sections.projects).toEqual([
      {
        projectName: '입출고 자동 분류기 도입',
        // The content, then the result (the convention of the development set's 경력기술서 blocks).
        projectDescription:
          '수작업 분류 라인을 자동 분류기로 교체, 바코드 인식 체계 정비 분류 오류율 70% 감소',
        technologiesUsed: 'WMS, PLC 연동, 바코드 스캐너',
      },
      {
        projectName: '재고 실사 주기 단축',
        projectDescription: '순환 실사 도입과 로케이션 재정비',
        technologiesUsed: 'Excel VBA',
      },
    ]);
    expect(parsed.sections.works).toHaveLength(1);
    expect(parsed.sections.works[0]).toMatchObject({
      company: '(주)누리물류',
      achievements: '물류센터 운영 효율화 및 시스템 도입',
    });
  });

  it('reads square marks as title marks', () => {
    expect(isMarkedTitle('■ 입출고 자동 분류기 도입')).toBe(true);
    expect(isMarkedTitle('□ 재고 실사')).toBe(true);
    expect(withoutTitleMark('■ 입출고 자동 분류기 도입')).toBe('입출고 자동 분류기 도입');
    expect(isMarkedTitle('- 기간: 2020.04 ~ 2021.01')).toBe(false);
  });
});
