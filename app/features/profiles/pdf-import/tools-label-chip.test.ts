import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { toolsAfterLabelChip } from './tools-label-chip';

const projects = (lines: string[]) =>
  parseResumeText(['서다온', '', '프로젝트', ...lines].join('\n')).sections.projects;

describe("a project's tools after a label chip without a colon", () => {
  it('are the tools, never a second project', () => {
    expect(toolsAfterLabelChip('사용 툴 Sketch, Zeplin')).toBe('Sketch, Zeplin');
    expect(toolsAfterLabelChip('Tools used Docker, Grafana, k6')).toBe('Docker, Grafana, k6');
    // "활용" says it as "사용" does (a portal's "활용 도구", "활용 기술").
    expect(toolsAfterLabelChip('활용 도구\tJMP, SAS')).toBe('JMP, SAS');
    expect(toolsAfterLabelChip('활용 기술 Kotlin, Room')).toBe('Kotlin, Room');
    // "활용: R, SPSS" with its colon names the tools too, and so opens an activity section as projects.
    const activity = parseResumeText(
      [
        '서다온',
        '',
        '대외활동',
        '교내 수질 데이터 분석 팀 프로젝트\t2019.03 ~ 2019.06',
        '하천 수질을 측정해 보고서로 냈습니다.',
        '활용: R, SPSS',
      ].join('\n'),
    ).sections.projects;
    expect(activity[0]).toMatchObject({
      projectName: '교내 수질 데이터 분석 팀 프로젝트',
      technologiesUsed: 'R, SPSS',
    });
    const read = projects([
      '사내 메신저 검색 개편\t2022.03 ~ 2022.09',
      '검색 색인 구조를 바꾸고 응답 시간을 줄였습니다.',
      '사용 툴 Elasticsearch, Kibana',
    ]);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({
      projectName: '사내 메신저 검색 개편',
      technologiesUsed: 'Elasticsearch, Kibana',
    });
  });

  it('leaves a generic word, a single item and a sentence alone', () => {
    expect(toolsAfterLabelChip('기술 영업, 견적 관리')).toBeNull();
    expect(toolsAfterLabelChip('사용 툴 Figma')).toBeNull();
    // "활용" alone without its colon is a word of running text as often as a label.
    expect(toolsAfterLabelChip('활용 R, SPSS')).toBeNull();
    expect(toolsAfterLabelChip('활용 도구가 많아 협업이 쉬웠고, 속도가 빨랐다.')).toBeNull();
    expect(toolsAfterLabelChip('Tools used were Docker, Grafana and more.')).toBeNull();
    expect(toolsAfterLabelChip('사내 메신저 검색 개편, 색인 구조')).toBeNull();
  });
});
