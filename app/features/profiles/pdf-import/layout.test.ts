import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  x,
  y,
  width,
  size: 10,
  font: 'Regular',
  ...extra,
});

describe('pageToLines', () => {
  it('joins runs of one baseline: a space when close, a tab across a gap; drops blank runs', () => {
    expect(
      pageToLines(
        [
          run('Hello', 40, 700, 25),
          run('world', 67, 700, 26),
          run(' ', 93, 700, 300),
          run('2016.03 ~ 2020.02', 470, 700.4, 85),
        ],
        PAGE,
      ),
    ).toEqual(['Hello world\t2016.03 ~ 2020.02']);
  });

  it('reads a two-column layout column by column, the title over both first', () => {
    const runs = [run('Arif Nugroho', 40, 783, 300, { size: 20 })];
    for (let i = 0; i < 8; i++) runs.push(run(`left ${i}`, 40, 740 - i * 14, 120));
    for (let i = 0; i < 10; i++) runs.push(run(`right ${i}`, 220, 745 - i * 14, 320));
    expect(pageToLines(runs, PAGE)).toEqual([
      'Arif Nugroho',
      '',
      ...Array.from({ length: 8 }, (_, i) => `left ${i}`),
      '',
      ...Array.from({ length: 10 }, (_, i) => `right ${i}`),
    ]);
  });

  it('keeps a label | value table as rows (both sides on the same baselines)', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      runs.push(run(`Label ${i}`, 40, 700 - i * 14, 40));
      runs.push(run(`Value ${i}`, 300, 700 - i * 14, 40));
    }
    expect(pageToLines(runs, PAGE)).toEqual(Array.from({ length: 8 }, (_, i) => `Label ${i}\tValue ${i}`));
  });

  it('merges a cell that wrapped inside a table row back into its row', () => {
    const lines = pageToLines(
      [
        run('2014.08 ~ 2018.10', 40, 700, 72),
        run('Institut Teknologi', 130, 700, 75),
        run('Informatics', 210, 700, 45),
        run("Bachelor's", 290, 700, 40),
        run('3.54/4.00', 350, 700, 38),
        run('Bandung', 130, 686, 35),
        run('(Graduated)', 290, 686, 45),
        run('2011.07 ~ 2014.06', 40, 666, 72),
        run('SMA Negeri 3', 130, 666, 55),
      ],
      PAGE,
    );
    expect(lines).toEqual([
      "2014.08 ~ 2018.10\tInstitut Teknologi Bandung\tInformatics\tBachelor's (Graduated)\t3.54/4.00",
      '',
      '2011.07 ~ 2014.06\tSMA Negeri 3',
    ]);
  });

  it('does not merge the next line of an entry into the row above it', () => {
    const lines = pageToLines(
      [
        run('Lumen Health Inc.', 40, 700, 85),
        run('2020.02 ~ Present', 472, 700, 83),
        run('Senior Product Designer', 40, 686, 109),
        run('Led the redesign of the booking flow.', 40, 672, 300),
      ],
      PAGE,
    );
    expect(lines).toEqual([
      'Lumen Health Inc.\t2020.02 ~ Present',
      'Senior Product Designer',
      'Led the redesign of the booking flow.',
    ]);
  });

  it('marks a gap clearly larger than the line spacing with an empty line', () => {
    expect(
      pageToLines(
        [
          run('one', 40, 700, 20),
          run('two', 40, 686, 20),
          run('three', 40, 672, 25),
          run('four', 40, 640, 25),
        ],
        PAGE,
      ),
    ).toEqual(['one', 'two', 'three', '', 'four']);
  });
});

describe('pageToLines on layouts from other tools', () => {
  it('reads a table row whose one-line cells are centred between the lines of a wrapped cell as one row', () => {
    // Chromium's print of a Word-style table (vertical-align: middle): "2022.03 ~" over "2024.05" in the
    // first cell, the position and the duties centred between them, each run in its own font subset.
    const runs = [
      run('2022.03 ~', 62, 487.2, 44, { font: 'f23' }),
      run('2024.05', 62, 475.9, 36, { font: 'f23' }),
      run('스튜디오 오브제', 152, 481.2, 60, { font: 'f35' }),
      run('디자이너', 222, 481.2, 33, { font: 'f13' }),
      run('(주)그린플레이트', 152, 451.2, 64, { font: 'f57' }),
    ];
    expect(pageToLines(runs, PAGE)).toEqual([
      '2022.03 ~ 2024.05\t스튜디오 오브제\t디자이너',
      '(주)그린플레이트',
    ]);
  });

  it('finds the columns under a contact line that spans both of them, below a name on the left', () => {
    const runs = [
      run('김하늘', 40, 781, 57, { size: 22 }),
      run('010-9876-5432 | haneul.kim@example.com | 1995.08.21', 40, 742, 242),
      run('서울특별시 성동구 왕십리로 83-21, 701호', 40, 727, 158),
    ];
    for (let i = 0; i < 8; i++) runs.push(run(`left ${i}`, 48, 686 - i * 16, 110));
    for (let i = 0; i < 10; i++) runs.push(run(`right ${i}`, 230, 692 - i * 16, 320));
    const lines = pageToLines(runs, PAGE);
    expect(lines.filter((l) => l.startsWith('left') || l.startsWith('right'))).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `left ${i}`),
      ...Array.from({ length: 10 }, (_, i) => `right ${i}`),
    ]);
  });
});
