import { describe, expect, it } from 'vitest';
import { isMetaLine, opensWithHeadOverMeta } from './company-over-meta-line';
import { parseResumeText } from './parse';

const parsed = (lines: string[]) =>
  parseResumeText(['도하윤 | Backend Developer', '', ...lines].join('\n')).sections;

describe('a company heading over one meta line, with a project table inside the first job', () => {
  const lines = [
    '경력',
    '',
    '주식회사 늘봄랩스',
    '2021.04 ~ 현재 · 플랫폼팀 · 백엔드 개발자',
    '• 주문 API 응답 시간 단축',
    '',
    '주요 프로젝트',
    '',
    '프로젝트명\t기간\t기술\t설명',
    '',
    '정산 배치 개편\t2022.02 ~ 2022.08\tKotlin, Spring Batch\t정산 배치를 단계별로 나눠 재처리 시간을 줄임',
    '',
    '(주)소리상점',
    '2018.03 ~ 2021.03 · 서버팀 · 서버 개발자',
    '• 상품 검색 색인 구축',
  ];

  it('reads the table as projects and the next company as a job, the team with the title', () => {
    const { works, projects } = parsed(lines);
    expect(works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['주식회사 늘봄랩스', '플랫폼팀 백엔드 개발자', '2021.04', ''],
      ['(주)소리상점', '서버팀 서버 개발자', '2018.03', '2021.03'],
    ]);
    expect(projects).toEqual([
      {
        projectName: '정산 배치 개편',
        projectDescription: '정산 배치를 단계별로 나눠 재처리 시간을 줄임',
        technologiesUsed: 'Kotlin, Spring Batch',
      },
    ]);
  });

  it('leaves projects written as lines (no table) as projects', () => {
    const { works, projects } = parsed([
      ...lines.slice(0, 7),
      '',
      '정산 배치 개편',
      '2022.02 ~ 2022.08 · 백엔드 리드',
      '정산 배치를 단계별로 나눠 재처리 시간을 줄임',
    ]);
    expect(works).toHaveLength(1);
    expect(projects.map((p) => p.projectName)).toEqual(['정산 배치 개편']);
  });

  it('knows a meta line by its period first and a dot after it', () => {
    expect(isMetaLine('2018.03 ~ 2021.03 · 서버팀 · 서버 개발자')).toBe(true);
    expect(isMetaLine('서버팀 · 2018.03 ~ 2021.03')).toBe(false);
    expect(isMetaLine('2018.03 ~ 2021.03\t서버팀')).toBe(false);
    expect(opensWithHeadOverMeta(['(주)소리상점', '2018.03 ~ 2021.03 · 서버 개발자'])).toBe(true);
    expect(opensWithHeadOverMeta(['(주)소리상점 2018.03 ~ 2021.03', '서버 개발자'])).toBe(false);
  });
});

describe("a school table's remark cell", () => {
  it('gives its labelled grade, and nothing without a label', () => {
    const { educations } = parsed([
      '학력',
      '',
      '기간\t학교\t전공\t비고',
      '2012.03 ~ 2018.02\t한결대학교\t정보통신공학과\t졸업 · 평점 3.91/4.5',
      '2009.03 ~ 2012.02\t새솔고등학교\t이과\t졸업 · 3.2',
    ]);
    expect(educations.map((e) => [e.school, e.gpa])).toEqual([
      ['한결대학교', '3.91/4.5'],
      ['새솔고등학교', ''],
    ]);
  });
});
