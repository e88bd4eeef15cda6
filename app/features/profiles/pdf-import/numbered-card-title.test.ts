import { describe, expect, it } from 'vitest';
import { isNumberedTitle, numberedCardIsProject } from './numbered-card-title';
import { parseResumeText } from './parse';

const job = [
  '이도윤',
  '',
  '경력 사항',
  '',
  '회사명\t(주)한빛정밀\t근무기간\t2018.03 ~ 현재',
  '부서\t생산기술팀\t직급\t차장',
  '',
];

describe('a plainly numbered project title over period, role and outcome rows', () => {
  it('is a project of the job above, not a job of its own', () => {
    const parsed = parseResumeText(
      [
        ...job,
        '1. 도장 라인 자동화',
        '기간\t2020.01 ~ 2020.12',
        '역할\t로봇 도장 셀 설계 및 시운전',
        '성과\t불량률 2.4% → 0.9%',
        '2. 금형 교체 시간 단축',
        '기간\t2019.02 ~ 2019.08',
        '역할\tSMED 적용, 작업 표준서 개정',
        '성과\t교체 시간 40분 → 15분',
      ].join('\n'),
    );
    expect(parsed.sections.projects.map((p) => p.projectName)).toEqual([
      '도장 라인 자동화',
      '금형 교체 시간 단축',
    ]);
    expect(parsed.sections.works.map((w) => [w.company, w.position])).toEqual([
      ['(주)한빛정밀', '생산기술팀 차장'],
    ]);
  });

  it('needs the numbering and all three rows', () => {
    expect(isNumberedTitle('1. 도장 라인 자동화')).toBe(true);
    expect(isNumberedTitle('2) 금형 교체')).toBe(true);
    expect(isNumberedTitle('도장 라인 자동화')).toBe(false);
    expect(isNumberedTitle('2019. 03 입사')).toBe(false);
    expect(numberedCardIsProject('1. 도장 라인 자동화', ['period', 'role', 'outcome'])).toBe(true);
    expect(numberedCardIsProject('1. (주)한빛정밀', ['period', 'role'])).toBe(false);
    expect(numberedCardIsProject('1. (주)한빛정밀', ['period', 'description'])).toBe(false);
    expect(numberedCardIsProject('도장 라인 자동화', ['period', 'role', 'outcome'])).toBe(false);
  });
});
