import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';

describe('skills in a table by category (issue 37 round 13)', () => {
  it('drops the header row and each row’s category cell', () => {
    expect(
      parseSkills(['분류\t보유 기술', '', '데이터\tSpark\tAirflow', '', 'ML / Ops\tPyTorch\tMLflow\tDocker']),
    ).toEqual(['Spark', 'Airflow', 'PyTorch', 'MLflow', 'Docker']);
    expect(parseSkills(['Category\tTools', 'Design\tFigma\tSketch', 'Research\tMaze'])).toEqual([
      'Figma',
      'Sketch',
      'Maze',
    ]);
  });

  it('leaves a grid of skills with no category header, and a header row that names no category column', () => {
    expect(parseSkills(['SQL\tPython', 'Tableau\tExcel'])).toEqual(['SQL', 'Python', 'Tableau', 'Excel']);
    expect(parseSkills(['Frontend\tBackend', 'React\tSpring'])).toEqual([
      'Frontend',
      'Backend',
      'React',
      'Spring',
    ]);
  });
});

describe("a category table's level column (구분 | 기술명 | 수준)", () => {
  it('gives no skills from its level cells', () => {
    expect(
      parseSkills([
        '구 분\t기 술 명\t수 준',
        '전기\t배전반 결선 작업\t상',
        '전기\t시퀀스 제어 설계\t중',
        'OA\t한글\t하',
      ]),
    ).toEqual(['배전반 결선 작업', '시퀀스 제어 설계', '한글']);
    expect(parseSkills(['Category\tTool\tLevel', 'Design\tFigma\tAdvanced', 'Office\tExcel\tBasic'])).toEqual(
      ['Figma', 'Excel'],
    );
  });
});
