import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { teamTitle } from './team-title-line';

const works = (lines: string[]) =>
  parseResumeText(['한도윤', '', '경력', '', ...lines].join('\n')).sections.works;

describe("a portal's team and title under the company", () => {
  it('are one position, the team first (beside a time served or alone)', () => {
    const [first, second] = works([
      '2021.05 ~ 재직중\t대한정밀',
      '3년 7개월\t생산기술팀 | 책임',
      '• 설비 보전 계획 수립',
      '',
      '2017.02 ~ 2021.04\t세진기공',
      '재무파트 · 대리',
      '• 월 결산',
    ]);
    expect(first).toMatchObject({ company: '대한정밀', position: '생산기술팀 책임', start: '2021.05' });
    expect(second).toMatchObject({ company: '세진기공', position: '재무파트 대리' });
  });

  it('leaves other pairs as they were (a title and a city, two titles, a team alone)', () => {
    expect(teamTitle(['데이터 분석가', '서울'])).toBeNull();
    expect(teamTitle(['선임', '책임'])).toBeNull();
    expect(teamTitle(['품질팀'])).toBeNull();
    expect(teamTitle(['품질팀', '선임', '서울'])).toBeNull();
    const [work] = works(['2021.05 ~ 재직중\t대한정밀', '생산기술팀', '• 설비 보전']);
    expect(work.position).toBe('생산기술팀');
  });
});

describe("a job site's department · grade · role", () => {
  it('is one position: the department, the grade, the role', () => {
    expect(teamTitle(['품질보증팀', '책임', '셀장'])).toBe('품질보증팀 책임 · 셀장');
    expect(teamTitle(['물류혁신센터', '과장', 'PL'])).toBe('물류혁신센터 과장 · PL');
  });

  it('leaves three pieces that are not so alone', () => {
    expect(teamTitle(['품질보증팀', '책임', '서울'])).toBeNull();
    expect(teamTitle(['서울', '책임', '셀장'])).toBeNull();
    expect(teamTitle(['품질보증팀', '정규직', '셀장'])).toBeNull();
  });
});

describe("a portal's department | title cell after the company on the period's line", () => {
  it('is one position, a rank the position words do not know and a section named by 과 included', () => {
    const [first, second] = works([
      '2020.04 ~ 재직중\t하늘정형외과의원\t원무실 | 실장',
      '4년\t담당업무 접수 및 수납 관리',
      '',
      '2017.03 ~ 2020.02\t바른내과의원\t총무과 | 사원',
      '3년\t담당업무 물품 관리',
    ]);
    expect(first).toMatchObject({ company: '하늘정형외과의원', position: '원무실 실장' });
    expect(second).toMatchObject({ company: '바른내과의원', position: '총무과 사원' });
  });

  it('takes no 과 word before anything but a rank', () => {
    expect(teamTitle(['총무과', '서울'])).toBeNull();
    expect(teamTitle(['총무과', '데이터 분석가'])).toBeNull();
  });
});
