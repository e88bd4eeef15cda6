import { describe, expect, it } from 'vitest';
import { isLoneDutyLabel, opensWithDutyLabel } from './duty-label';
import { parseResumeText } from './parse';

describe("a job's duties label on a line of its own", () => {
  it('is no part of the duties (ko, en, id)', () => {
    for (const label of ['담당업무', '주요 업무', '[담당 업무]', 'Main duties', 'Tugas utama:'])
      expect(isLoneDutyLabel(label)).toBe(true);
    const { sections } = parseResumeText(
      [
        '경력',
        '2021.04 ~ 현재\t(주)오뚜기',
        '생산관리팀 대리',
        '담당업무',
        '- 포장 라인 생산 계획 수립',
      ].join('\n'),
    );
    expect(sections.works[0].achievements).toBe('- 포장 라인 생산 계획 수립');
  });

  it('leaves a label with its value, and duties that start with the word, alone', () => {
    expect(isLoneDutyLabel('담당업무: 생산 계획 수립')).toBe(false);
    expect(isLoneDutyLabel('담당업무\t생산 계획 수립')).toBe(false);
    expect(isLoneDutyLabel('업무 자동화 도구 개발')).toBe(false);
    expect(isLoneDutyLabel('Duties of a shift lead')).toBe(false);
  });
});

describe('a duties label before its value, parted by a space ("담당업무 …")', () => {
  const text = (company: string, period: string, team: string, duty: string, project: string) => [
    `${company}\t${period}`,
    '',
    team,
    '',
    `담당업무 ${duty}`,
    '',
    '프로젝트명\t기간\t역할\t주요 내용 / 성과',
    '',
    `${project}\t2019.02 ~ 2020.11\t공정 담당\t${project} 조건 확립, 불량률 30% 감소`,
    '',
  ];

  it('is no duty, and its line no title of the next company set apart by gaps (ko 경력기술서)', () => {
    const { sections } = parseResumeText(
      [
        '경력 상세',
        ...text('(주)한결소재', '2019.01 ~ 현재 (6년)', '공정팀 · 선임연구원', '코팅 공정 개발', '고속 코팅'),
        ...text('누리전지(주)', '2015.03 ~ 2018.12 (3년 10개월)', '생산팀 · 연구원', '조립 설비 개선', '노칭 전환'),
        ...text('(주)동해화학', '2013.01 ~ 2015.02 (2년 2개월)', '품질팀 · 사원', '입고 검사', '검사 기준'),
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.achievements, w.start])).toEqual([
      ['(주)한결소재', '공정팀 선임연구원', '코팅 공정 개발', '2019.01'],
      ['누리전지(주)', '생산팀 연구원', '조립 설비 개선', '2015.03'],
      ['(주)동해화학', '품질팀 사원', '입고 검사', '2013.01'],
    ]);
    // "주요 내용 / 성과": the project's description, not its 역할.
    expect(sections.projects.map((p) => [p.projectName, p.projectDescription])).toEqual([
      ['고속 코팅', '고속 코팅 조건 확립, 불량률 30% 감소'],
      ['노칭 전환', '노칭 전환 조건 확립, 불량률 30% 감소'],
      ['검사 기준', '검사 기준 조건 확립, 불량률 30% 감소'],
    ]);
  });

  it('leaves a lone "업무" or "성과" opening a duty alone', () => {
    expect(opensWithDutyLabel('담당업무 스케일링 및 치주 관리')).toBe(true);
    expect(opensWithDutyLabel('주요 업무 환자 예약 관리')).toBe(true);
    expect(opensWithDutyLabel('업무 자동화 도구 개발')).toBe(false);
    expect(opensWithDutyLabel('성과 지표 설계')).toBe(false);
    expect(opensWithDutyLabel('담당업무')).toBe(false);
  });
});
