import { describe, expect, it } from 'vitest';
import { yearThenTools } from './name-line-tools';
import { parseResumeText } from './parse';

describe("a portfolio card's name, year and tools on one line", () => {
  it('are the name and the tools under a "Selected Works" heading, the sentence under them the description', () => {
    const { projects, works } = parseResumeText(
      [
        '민가온',
        '',
        'Experience.',
        '',
        '2021. 05 — Now\t스튜디오 물결',
        'Motion Designer (프리랜서)',
        '광고 영상의 2D 모션 제작.',
        '',
        'Selected Works.',
        '',
        '봄빛은행 앱 리브랜딩 필름 2023 · Blender, Nuke',
        '로고 애니메이션과 15초 광고 3종을 만들었다.',
      ].join('\n'),
    ).sections;
    expect(projects).toEqual([
      {
        projectName: '봄빛은행 앱 리브랜딩 필름',
        projectDescription: '로고 애니메이션과 15초 광고 3종을 만들었다.',
        technologiesUsed: 'Blender, Nuke',
      },
    ]);
    expect(works[0]).toMatchObject({ company: '스튜디오 물결', position: 'Motion Designer' });
  });

  it('leaves a year with a kind, one item or no year alone', () => {
    expect(yearThenTools('봄빛은행 필름 2023 · 개인 작업')).toBeNull();
    expect(yearThenTools('봄빛은행 필름 · Blender, Nuke')).toBeNull();
    expect(yearThenTools('봄빛은행 필름 2023 · 2024.01, Nuke')).toBeNull();
  });

  it('keeps a bracket after a title that is no kind of employment', () => {
    const { works } = parseResumeText(
      [
        '민가온',
        '',
        '경력',
        '',
        '2021. 05 — Now\t스튜디오 물결',
        'Motion Designer (3D)',
        '광고 영상 제작.',
      ].join('\n'),
    ).sections;
    expect(works[0].position).toBe('Motion Designer (3D)');
  });
});

describe('a sidebar titled TOOLS', () => {
  it('lists skills', () => {
    const { skills } = parseResumeText(
      ['민가온', '', 'TOOLS', 'After Effects', 'Blender', 'Nuke'].join('\n'),
    ).sections;
    expect(skills).toEqual(['After Effects', 'Blender', 'Nuke']);
  });
});
