import { describe, expect, it } from 'vitest';
import { headShape, isProjectsSubLabel } from './projects-inside-job';
import { parseResumeText } from './parse';

describe("a job's projects under a sub-label inside it", () => {
  it('tells a sub-label from a section title', () => {
    expect(isProjectsSubLabel('Selected projects:')).toBe(true);
    expect(isProjectsSubLabel('수행 프로젝트')).toBe(true);
    expect(isProjectsSubLabel('[프로젝트]')).toBe(true);
    expect(isProjectsSubLabel('PROJECTS')).toBe(false);
    expect(isProjectsSubLabel('프로젝트 경험')).toBe(false);
  });

  it("gives a job head's shape: its numbering, or its cells with the period's place", () => {
    expect(headShape('2) 대원산업 (2012.01 ~ 2015.03)')).toBe('number )');
    expect(headShape('Logistics Planner\tApr 2015 – Jan 2018')).toBe('cells 2 1');
    expect(headShape('Logistics Planner')).toBeNull();
  });

  it('returns to the jobs at the next head shaped like the first', () => {
    const { sections } = parseResumeText(
      [
        'Ana Kovač',
        'ana.kovac@example.com',
        '',
        'EXPERIENCE',
        'Planning Lead\tMar 2019 – Present',
        'Baltic Freight, Riga',
        '• Run the weekly capacity plan.',
        'Selected projects:',
        'Yard slot booking (2021) — a booking page that cut truck queues by a third.',
        'Tools: Power Apps, SQL',
        '',
        'Logistics Planner\tApr 2015 – Feb 2019',
        'Nordic Haulage, Tallinn',
        '• Planned routes for 40 trucks.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => w.position)).toEqual(['Planning Lead', 'Logistics Planner']);
    expect(sections.projects).toEqual([
      {
        projectName: 'Yard slot booking',
        projectDescription: 'a booking page that cut truck queues by a third.',
        technologiesUsed: 'Power Apps, SQL',
      },
    ]);
  });

  it('keeps a projects section after the jobs whose entries look like job heads as projects', () => {
    const { sections } = parseResumeText(
      [
        'Ana Kovač',
        '',
        'EXPERIENCE',
        'Planning Lead\tMar 2019 – Present',
        'Baltic Freight, Riga',
        '',
        'PROJECTS',
        'Yard slot booking\tJan 2021 – Jun 2021',
        'A booking page for trucks. Tools: Power Apps',
      ].join('\n'),
    );
    expect(sections.works).toHaveLength(1);
    expect(sections.projects.map((p) => p.projectName)).toEqual(['Yard slot booking']);
  });
});

describe('a titled projects section after the jobs', () => {
  it('keeps "Name | period" entries under "주요 프로젝트" as projects, though shaped like the jobs', () => {
    const { sections } = parseResumeText(
      [
        '김하늘',
        '',
        '경력',
        '(주)다온리테일, 인사팀 대리\t2019.03 – 2023.02',
        '• 급여 마감 담당',
        '',
        '주요 프로젝트',
        '성과급 제도 개편\t2021.01 – 2021.06',
        '전 직원 대상 성과급 산정 기준을 새로 설계',
      ].join('\n'),
    );
    expect(sections.works).toHaveLength(1);
    expect(sections.projects.map((p) => p.projectName)).toEqual(['성과급 제도 개편']);
  });
});
