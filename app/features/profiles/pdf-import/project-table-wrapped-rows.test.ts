import { describe, expect, it } from 'vitest';
import { isTableCaption } from './project-table-wrapped-rows';
import { takeProjectTables } from './project-table';

describe("a dated project table's wrapped cells", () => {
  it('continue the row above, and the next company ends the table (ko)', () => {
    const { lines, projects } = takeProjectTables([
      '(주)바른제약\t2018.01 ~ 현재',
      '• 원료의약품 공정 밸리데이션',
      '주요 프로젝트',
      '기간\t프로젝트\t주요 내용 및 성과',
      '2021.03 ~ 2022.02\t정제 코팅 공정 개선\t코팅 불량률 2.4%에서 0.6%로',
      '사용 장비: HPLC, Minitab,\t감소',
      'JMP',
      '(주)한빛케미칼\t2015.02 ~ 2017.12',
    ]);
    expect(projects).toEqual([
      {
        projectName: '정제 코팅 공정 개선',
        projectDescription: '코팅 불량률 2.4%에서 0.6%로 감소',
        technologiesUsed: 'HPLC, Minitab, JMP',
      },
    ]);
    expect(lines).toEqual([
      '(주)바른제약\t2018.01 ~ 현재',
      '• 원료의약품 공정 밸리데이션',
      '(주)한빛케미칼\t2015.02 ~ 2017.12',
    ]);
  });

  it('leave a table whose first column is no period as it was (en)', () => {
    const { projects } = takeProjectTables([
      'Project\tPeriod\tOutcome',
      'Billing revamp\t2020 – 2021\tChurn down 3%',
      'Search tuning\t2019\tLatency halved',
    ]);
    expect(projects.map((p) => p.projectName)).toEqual(['Billing revamp', 'Search tuning']);
    expect(isTableCaption('주요 업무')).toBe(false);
    expect(isTableCaption('Key projects')).toBe(true);
  });
});
