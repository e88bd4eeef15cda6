import { describe, expect, it } from 'vitest';
import { parseProjects, toolChips } from './projects';

describe('a row of tool chips under a project', () => {
  it('is the project’s technologies, never a new project', () => {
    const projects = parseProjects([
      '신규 회원 온보딩 개편 실험\t2023.04 - 2023.09',
      '가입 직후 취향 선택 단계를 추가하는 실험 6개를 설계·분석했습니다.',
      'Amplitude\tBigQuery\tBraze',
      '',
      '마케팅 믹스 모델링 파일럿\t2024.02 - 2024.06',
      '회귀 모델을 만들어 예산 배분 근거로 썼습니다.',
      'Python\tRobyn\tLooker Studio',
    ]);
    expect(projects.map((p) => [p.projectName, p.technologiesUsed])).toEqual([
      ['신규 회원 온보딩 개편 실험', 'Amplitude, BigQuery, Braze'],
      ['마케팅 믹스 모델링 파일럿', 'Python, Robyn, Looker Studio'],
    ]);
  });

  it('needs three short cells with no date', () => {
    expect(toolChips('Figma\tMaze')).toBeNull();
    expect(toolChips('Game Economy Simulator\tLead\t2022.03 - 2022.09')).toBeNull();
  });
});
