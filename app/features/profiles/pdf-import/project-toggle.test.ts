import { describe, expect, it } from 'vitest';
import { parseProjects } from './projects';
import { toggleEntry } from './project-toggle';

describe('a project written as a toggle (issue 37 round 13)', () => {
  it('drops the mark before the name and the period under it, and reads a label cell before chips as the label', () => {
    expect(
      toggleEntry([
        '• 택배 송장 OCR 도구',
        '2019.04 ~ 2019.10',
        '송장 사진에서 주소와 품목을 읽어 엑셀로 내보내는 데스크톱 앱.',
        'Tools\tPython\tTesseract\tPyQt',
      ]),
    ).toEqual([
      '택배 송장 OCR 도구',
      '송장 사진에서 주소와 품목을 읽어 엑셀로 내보내는 데스크톱 앱.',
      'Tools: Python, Tesseract, PyQt',
    ]);
    expect(
      parseProjects([
        '▶ Tide Table Widget',
        'Jun 2020 – Present',
        'A home-screen widget for local tide times.',
        'Tech\tSwift\tWidgetKit',
      ]),
    ).toEqual([
      {
        projectName: 'Tide Table Widget',
        projectDescription: 'A home-screen widget for local tide times.',
        technologiesUsed: 'Swift, WidgetKit',
      },
    ]);
  });

  it('leaves a sentence that names a period, a row whose first cell is no tools label, and cells that are sentences', () => {
    expect(
      toggleEntry([
        '사내 메신저 봇',
        '2020.03 ~ 2020.08 동안 팀원 네 명과 만든 봇.',
        '팀원\t김가람\t이도윤',
        'Tech\tThe first version ran on a single VM.\tPostgres',
      ]),
    ).toEqual([
      '사내 메신저 봇',
      '2020.03 ~ 2020.08 동안 팀원 네 명과 만든 봇.',
      '팀원\t김가람\t이도윤',
      'Tech\tThe first version ran on a single VM.\tPostgres',
    ]);
  });
});
