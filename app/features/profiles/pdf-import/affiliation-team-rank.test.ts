import { describe, expect, it } from 'vitest';
import { affiliationTeamRank } from './affiliation-team-rank';
import { departmentAndPosition } from './department-position-pair';
import { dashedWorkLabel } from './dashed-work-label';
import { takeProjectCards } from './project-cards';
import { tidy } from './text';

describe("a department's label over a team and a rank", () => {
  it('gives the department and the position', () => {
    expect(affiliationTeamRank('소속 : 영업관리팀 / 과장')).toEqual({ department: '영업관리팀', position: '과장' });
    expect(departmentAndPosition('부서: 설비보전팀 / 책임')).toEqual({ department: '설비보전팀', position: '책임' });
  });

  it('leaves a value that is no team and rank', () => {
    expect(affiliationTeamRank('소속 : 본사 / 서울')).toBeNull();
    expect(affiliationTeamRank('담당 : 영업관리팀 / 과장')).toBeNull();
  });
});

describe('a typed label with a colon after a space', () => {
  it('is read as it is, not as a coloured label', () => {
    expect(dashedWorkLabel('소속 : 영업관리팀 / 과장')).toBeNull();
    expect(dashedWorkLabel('직위 차장')).toBe('직위: 차장');
  });
});

describe("a project card's equipment line and a company's ▣ mark", () => {
  it('reads 사용 장비 as the tools and drops the mark', () => {
    const { projects } = takeProjectCards([
      '경력',
      '(주)한솔정밀\t2019.03 ~ 현재',
      '[프로젝트 1] 사출 금형 냉각 개선',
      '기간 : 2021.02 ~ 2021.09',
      '성과 : 사이클 타임 8% 단축',
      '사용 장비 : 금형온도조절기, 열화상 카메라',
    ]);
    expect(projects[0]?.technologiesUsed).toBe('금형온도조절기, 열화상 카메라');
    expect(tidy('▣ 대한정공(주)')).toBe('대한정공(주)');
  });

  it('leaves a line without a label, and text after the mark', () => {
    expect(tidy('대한정공(주) ▣')).toBe('대한정공(주) ▣');
  });
});
