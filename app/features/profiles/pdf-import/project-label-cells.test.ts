import { describe, expect, it } from 'vitest';
import { projectLabelCell } from './project-label-cells';
import { parseProjects } from './projects';

describe("a project's rows labelled in a cell of their own", () => {
  it('give the description and the tools', () => {
    expect(projectLabelCell('내용\t화물창 지지구조 상세설계')).toEqual({
      label: 'description',
      value: '화물창 지지구조 상세설계',
    });
    expect(projectLabelCell('Tool\tAVEVA Marine, AutoCAD')).toEqual({
      label: 'technologies',
      value: 'AVEVA Marine, AutoCAD',
    });
    expect(
      parseProjects([
        '174K LNG운반선 구조 설계\t2022.03 – 2023.08',
        '내용\t화물창 지지구조 상세설계',
        'Tool\tAVEVA Marine, MSC Patran/Nastran',
        '15,000TEU 컨테이너선 래싱브리지 설계\t2019.05 – 2020.10',
        '내용\t래싱브리지 구조 배치',
        'Tool\tAVEVA Marine, AutoCAD',
      ]),
    ).toEqual([
      {
        projectName: '174K LNG운반선 구조 설계',
        projectDescription: '화물창 지지구조 상세설계',
        technologiesUsed: 'AVEVA Marine, MSC Patran/Nastran',
      },
      {
        projectName: '15,000TEU 컨테이너선 래싱브리지 설계',
        projectDescription: '래싱브리지 구조 배치',
        technologiesUsed: 'AVEVA Marine, AutoCAD',
      },
    ]);
  });

  it('leaves other rows alone', () => {
    expect(projectLabelCell('174K LNG운반선 구조 설계\t2022.03 – 2023.08')).toBeNull();
    expect(projectLabelCell('내용')).toBeNull();
    expect(projectLabelCell('프로젝트\t물류 시스템')).toBeNull();
  });
});
