// Issue 37, round 8: rules made on the round's development layouts (a table 이력서 whose section titles are
// vertical labels merged down each table's left edge; a Word document exported to PDF by LibreOffice), by
// the general cause of held-out-8's misses (now seen). Each rule is tested both ways: it fires where it
// should and not on a case it should not. The LibreOffice PDF itself is read in producers.test.ts.
import { describe, expect, it } from 'vitest';
import { cellJoiner } from './cell-words';
import { pageToLines } from './layout';
import { parseResumeText } from './parse';
import { autospacedGaps, joinAutospaced } from './pdf-text-worker.mjs';
import type { TextRun } from './runs';
import { withSideLabels } from './side-labels';

const text = (...lines: string[]) => lines.join('\n');
const run = (y: number, x: number, t: string, size = 9, width = t.length * size * 0.9): TextRun => ({
  text: t,
  x,
  y,
  width,
  size,
});
const PAGE = 595;

describe('a vertical section label merged down a table’s left edge', () => {
  // 학/력 centred down the left cell of a table: a header row (기간 over 입학/졸업) and two rows.
  const table = [
    run(700, 100, '기간'),
    run(694, 200, '학교명'),
    run(694, 300, '전공'),
    run(688, 80, '입학'),
    run(688, 130, '졸업'),
    run(690, 44, '학'),
    run(676, 44, '력'),
    run(670, 80, '2009.03', 9, 30),
    run(670, 130, '2015.02', 9, 30),
    run(670, 200, '부경대학교'),
    run(670, 300, '기계공학과'),
    run(652, 80, '2006.03', 9, 30),
    run(652, 130, '2009.02', 9, 30),
    run(652, 200, '부산남고등학교'),
  ];

  it('reads the stack as one title line above the table, and the rows without its syllables', () => {
    const lines = pageToLines(table, PAGE);
    expect(lines[0]).toBe('학력');
    expect(lines.some((l) => /^[학력]\t/u.test(l))).toBe(false);
    expect(lines.find((l) => l.startsWith('2009.03'))).toBe('2009.03\t2015.02\t부경대학교\t기계공학과');
  });

  it('puts the title over the ruled cell it stands in, above the table’s first row', () => {
    const border = { x: 40, y: 712, width: 400, height: 0.8 };
    const out = withSideLabels(table, [border]);
    const label = out.find((r) => r.text === '학력');
    expect(label?.y).toBeGreaterThan(700);
    expect(label?.y).toBeLessThan(border.y + 10);
  });

  it('leaves lone syllables alone when a word of the line stands within a word gap, or only one is there', () => {
    const prose = [
      run(700, 44, '첫'),
      run(700, 56, '문장입니다'),
      run(686, 44, '둘'),
      run(686, 56, '째 줄입니다'),
    ];
    expect(withSideLabels(prose)).toEqual(prose);
    const one = [run(700, 44, '학'), run(700, 100, '2009.03'), run(686, 100, '2015.02')];
    expect(withSideLabels(one)).toEqual(one);
  });

  it('leaves a stack alone when other text stands in its column between its syllables', () => {
    const crossed = [
      run(700, 44, '학'),
      run(700, 100, '값'),
      run(688, 40, '가운데 글'),
      run(676, 44, '력'),
      run(676, 100, '값'),
    ];
    expect(withSideLabels(crossed)).toEqual(crossed);
  });
});

describe('a centred cell that wrapped inside a vertically centred row', () => {
  // "두산에너빌리티(주)" wrapped in a centred cell: its rest "(주)" starts further in, under its first line.
  const row = [
    run(704, 215, '두산에너빌리티', 9, 63),
    run(699.5, 60, '2016.01', 9, 30),
    run(699.5, 110, '2020.03', 9, 30),
    run(699.5, 300, '서비스BG', 9, 36),
    run(699.5, 360, '사원', 9, 18),
    run(695, 236, '(주)', 9, 20),
  ];

  it('writes the rest onto its cell, not into a cell of its own', () => {
    expect(pageToLines(row, PAGE)).toEqual(['2016.01\t2020.03\t두산에너빌리티(주)\t서비스BG\t사원']);
  });

  it('keeps a lower cell that is not centred under a cell above as a cell of its own', () => {
    const apart = row.map((r) => (r.text === '(주)' ? { ...r, x: 250, width: 40 } : r));
    expect(pageToLines(apart, PAGE)[0].split('\t')).toHaveLength(6);
  });
});

describe('a company’s legal form wrapped under its name', () => {
  const upper = { x: 10, right: 70, text: '두산에너빌리티', size: 9 };
  it('joins "(주)" without a space', () => {
    expect(cellJoiner(upper, { x: 30, right: 45, text: '(주)', size: 9 }, [])).toBe('');
  });
  it('keeps the space before other bracketed text', () => {
    expect(cellJoiner(upper, { x: 30, right: 50, text: '(2019)', size: 9 }, [])).toBe(' ');
  });
});

// A fake operator list: glyphs as PDF.js lists them ({ unicode, width } in thousandths of the size).
const OPS = {
  save: 1,
  restore: 2,
  transform: 3,
  beginText: 4,
  setFont: 5,
  setTextMatrix: 6,
  moveText: 7,
  setLeadingMoveText: 8,
  showText: 9,
  showSpacedText: 10,
};
const glyphs = (s: string, width = 500) => [...s].map((unicode) => ({ unicode, width }));
/** Each piece drawn at its own x on one baseline, in a 10-unit font, as LibreOffice draws a line. */
function drawn(pieces: [number, string][]) {
  const fnArray: number[] = [OPS.setFont];
  const argsArray: unknown[] = [['F1', 10]];
  for (const [x, s] of pieces) {
    fnArray.push(OPS.beginText, OPS.moveText, OPS.showText);
    argsArray.push([], [x, 700], [glyphs(s)]);
  }
  return { fnArray, argsArray };
}

describe('LibreOffice’s space between Asian and Western text', () => {
  it('finds a fifth-of-an-em gap between digits and Hangul drawn apart, and takes the reader’s space out', () => {
    // "1988" ends at 120 (4 × 5 units), "년" starts 2 units (0.2 em) further.
    const gaps = autospacedGaps(
      drawn([
        [100, '1988'],
        [122, '년'],
      ]),
      OPS,
    );
    expect(gaps).toEqual([{ y: 700, end: 120, start: 122, left: '988', right: '년' }]);
    const runs = [{ text: '생년월일 1988 년', x: 60, y: 700, width: 70, size: 10 }];
    joinAutospaced(runs, gaps);
    expect(runs[0].text).toBe('생년월일 1988년');
  });

  it('joins two runs that end and start at the gap', () => {
    const gaps = autospacedGaps(
      drawn([
        [100, '1507'],
        [122, '호'],
      ]),
      OPS,
    );
    const runs = [
      { text: '32, 1507', x: 80, y: 700, width: 40, size: 10 },
      { text: '호', x: 122, y: 700, width: 9, size: 10 },
    ];
    joinAutospaced(runs, gaps);
    expect(runs).toEqual([{ text: '32, 1507호', x: 80, y: 700, width: 51, size: 10 }]);
  });

  it('keeps a word space: a third of an em between words, or a space glyph between them', () => {
    expect(
      autospacedGaps(
        drawn([
          [100, '1988'],
          [123.3, '년'],
        ]),
        OPS,
      ),
    ).toEqual([]);
    expect(autospacedGaps(drawn([[100, '영어 TOEIC']]), OPS)).toEqual([]);
    expect(
      autospacedGaps(
        drawn([
          [100, '과학로'],
          [115, ' '],
          [117, '32'],
        ]),
        OPS,
      ),
    ).toEqual([]);
  });

  it('finds nothing between two Hangul words or two Latin ones', () => {
    expect(
      autospacedGaps(
        drawn([
          [100, '물류'],
          [112, '센터'],
        ]),
        OPS,
      ),
    ).toEqual([]);
    expect(
      autospacedGaps(
        drawn([
          [100, 'SAP'],
          [117, 'WM'],
        ]),
        OPS,
      ),
    ).toEqual([]);
  });
});

describe('a dash list marker set by a word processor', () => {
  it('reads "–" at the list indent with its text at the tab stop as one bullet line each', () => {
    const list = [
      run(700, 67, '–', 10, 5),
      run(700, 79, '불량률을 낮췄습니다.'),
      run(688, 67, '–', 10, 5),
      run(688, 79, '품질 심사를 맡았습니다.'),
    ];
    expect(pageToLines(list, PAGE)).toEqual(['– 불량률을 낮췄습니다.', '– 품질 심사를 맡았습니다.']);
  });

  it('leaves a dash between two dates a cell of its own', () => {
    const row = [
      run(700, 60, '2019.03', 10, 35),
      run(700, 105, '–', 10, 5),
      run(700, 120, '2020.02', 10, 35),
    ];
    expect(pageToLines(row, PAGE)).toEqual(['2019.03\t–\t2020.02']);
  });
});

describe('headings and table titles', () => {
  it('reads "기술 및 도구" as the skills heading, and "도구" alone as no heading', () => {
    const paired = parseResumeText(
      text('강민호', '외국어', '영어 – OPIc IM2', '기술 및 도구', 'Minitab, JMP, AutoCAD'),
    );
    expect(paired.sections.skills).toEqual(['Minitab', 'JMP', 'AutoCAD']);
    expect(paired.sections.languages).toHaveLength(1);
    const alone = parseResumeText(text('강민호', '보유 기술', 'Minitab, JMP', '도구', 'AutoCAD'));
    expect(alone.sections.skills).toContain('Minitab');
  });

  it('reads 외국어명 | 공인시험 | 등급/점수 | 응시일 as a language table’s header', () => {
    const { sections } = parseResumeText(
      text(
        '윤서진',
        '외국어',
        '외국어명\t공인시험\t등급/점수\t응시일',
        '영어\tTOEIC\t875\t2023.02.19',
        '중국어\tHSK\t5급\t2020.10.17',
      ),
    );
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 875', languageLevel: 'advanced' },
      { languageName: '중국어', languageDetail: 'HSK 5급', languageLevel: 'advanced' },
    ]);
  });
});

describe('a graduate school written after its university', () => {
  it('keeps "대학원" in the school, the degree after the major as its level', () => {
    const { sections } = parseResumeText(
      text(
        '강민호',
        '학력사항',
        '성균관대학교 대학원\t신소재공학과 석사\t2011.03 ~ 2013.08',
        '고려대학교 일반대학원 기계공학과 석사 2007.03 ~ 2009.02',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel])).toEqual([
      ['성균관대학교 대학원', '신소재공학과', 'grad_school'],
      ['고려대학교 일반대학원', '기계공학과', 'grad_school'],
    ]);
  });

  it('still takes a status after the school out of its name', () => {
    const { sections } = parseResumeText(text('강민호', '학력사항', '연세대학교 졸업\t2007.03 ~ 2011.02'));
    expect(sections.educations[0]).toMatchObject({ school: '연세대학교', graduated: true });
  });
});

describe('a project written as "Name — description" on one line', () => {
  it('takes the sentence after the spaced dash as the description, with its wrapped rest', () => {
    const { sections } = parseResumeText(
      text(
        'Ada Obi',
        'PROJECTS',
        'Fleet Tracker — A QR-based maintenance log for 640 pumps that replaced',
        'paper service cards.',
        'Stack: Python, Flask',
      ),
    );
    expect(sections.projects).toEqual([
      {
        projectName: 'Fleet Tracker',
        projectDescription: 'A QR-based maintenance log for 640 pumps that replaced paper service cards.',
        technologiesUsed: 'Python, Flask',
      },
    ]);
  });

  it('keeps a role or a period after the dash out of the description', () => {
    const { sections } = parseResumeText(
      text('Ada Obi', 'PROJECTS', 'Fleet Tracker — Mar 2021 – Jun 2021', 'Built a QR-based maintenance log.'),
    );
    expect(sections.projects[0].projectName).toBe('Fleet Tracker');
    expect(sections.projects[0].projectDescription).toBe('Built a QR-based maintenance log.');
  });
});
