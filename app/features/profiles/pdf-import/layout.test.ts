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

describe('pageToLines: columns from geometry (issue 24)', () => {
  /** A one-column resume whose periods sit right-aligned beside each entry's head line. */
  function datesRight(withLongLine: boolean): TextRun[] {
    const runs: TextRun[] = [run('Sarah Kim', 40, 790, 80, { size: 20 })];
    if (withLongLine)
      runs.push(
        run('A summary line long enough to cross the whole page from margin to margin.', 40, 760, 510),
      );
    let y = 730;
    for (const [company, period] of [
      ['Kakao Mobility Corp.', 'Jan 2022 – Present'],
      ['Woowa Brothers', 'Jun 2018 – Dec 2021'],
      ['Coupang Corp.', 'Mar 2016 – May 2018'],
    ]) {
      runs.push(run(company, 40, y, 90), run(period, 470, y, 85));
      runs.push(run('Product Designer', 40, y - 14, 80), run('Seoul', 525, y - 14, 30));
      runs.push(run('• Redesigned the onboarding flow.', 40, y - 28, 160));
      runs.push(run('• Built the design system.', 40, y - 42, 120));
      y -= 64;
    }
    return runs;
  }

  it('keeps a date column beside the text in rows, with or without a line across the page', () => {
    for (const long of [false, true]) {
      const lines = pageToLines(datesRight(long), PAGE);
      expect(lines).toContain('Kakao Mobility Corp.\tJan 2022 – Present');
      expect(lines).toContain('Product Designer\tSeoul');
      expect(lines.indexOf('Woowa Brothers\tJun 2018 – Dec 2021')).toBeGreaterThan(
        lines.indexOf('Kakao Mobility Corp.\tJan 2022 – Present'),
      );
    }
  });

  it('keeps dates in a left column with the entry they start', () => {
    const runs: TextRun[] = [];
    let y = 740;
    for (const [period, company] of [
      ['2021.03 ~ 현재', '네이버클라우드 주식회사'],
      ['2017.01 ~ 2021.02', '(주)스마일게이트'],
      ['2010.03 ~ 2016.02', '한양대학교'],
    ]) {
      runs.push(run(period, 40, y, 70), run(company, 140, y, 100));
      runs.push(run('백엔드 개발자', 140, y - 14, 60));
      runs.push(run('- 결제 정산 API를 재설계하여 응답 시간을 40% 줄였습니다.', 140, y - 28, 300));
      y -= 50;
    }
    const lines = pageToLines(runs, PAGE);
    expect(lines.slice(0, 3)).toEqual([
      '2021.03 ~ 현재\t네이버클라우드 주식회사',
      '백엔드 개발자',
      '- 결제 정산 API를 재설계하여 응답 시간을 40% 줄였습니다.',
    ]);
  });

  it('reads a sidebar on the right after the main column, and each side in its own order', () => {
    const runs: TextRun[] = [run('Michael Tan', 40, 790, 120, { size: 22 })];
    for (let i = 0; i < 9; i++) runs.push(run(`main ${i}`, 40, 740 - i * 15, 300));
    for (let i = 0; i < 7; i++) runs.push(run(`side ${i}`, 420, 743 - i * 19, 120));
    const lines = pageToLines(runs, PAGE).filter((l) => l.startsWith('main') || l.startsWith('side'));
    expect(lines).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `main ${i}`),
      ...Array.from({ length: 7 }, (_, i) => `side ${i}`),
    ]);
  });

  it('merges a table row whose every cell wrapped, at the spacing of lines inside a cell', () => {
    const lines = pageToLines(
      [
        run('Period', 50, 648, 29),
        run('Company', 127, 648, 43),
        run('Position', 242, 648, 36),
        run('2020.02 –', 50, 630.4, 42, { font: 'f5' }),
        run('Present', 50, 619.2, 33, { font: 'f6' }),
        run('PT Bank Central Asia', 127, 630.4, 88, { font: 'f6' }),
        run('Tbk', 127, 619.2, 16, { font: 'f8' }),
        run('Credit Risk', 242, 630.4, 46),
        run('Analyst', 242, 619.2, 31),
        run('2016.08 –', 50, 601.2, 41),
        run('2020.01', 50, 589.9, 34),
        run('PT Bank Mandiri', 127, 601.2, 69),
        run('Relationship', 242, 601.2, 52),
        run('Officer', 242, 589.9, 30),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean)).toEqual([
      'Period\tCompany\tPosition',
      '2020.02 – Present\tPT Bank Central Asia Tbk\tCredit Risk Analyst',
      '2016.08 – 2020.01\tPT Bank Mandiri\tRelationship Officer',
    ]);
  });

  it('reads the name atop the main column first when a sidebar on the left is read before it', () => {
    const runs: TextRun[] = [
      run('Rina Wulandari', 212, 780, 177, { size: 24 }),
      run('Staf Akuntansi', 212, 759, 78, { size: 12 }),
    ];
    for (let i = 0; i < 8; i++) runs.push(run(`side ${i}`, 22, 684 - i * 15, 120));
    for (let i = 0; i < 9; i++) runs.push(run(`main ${i}`, 212, 732 - i * 15, 330));
    const lines = pageToLines(runs, PAGE);
    expect(lines.slice(0, 3)).toEqual(['Rina Wulandari', 'Staf Akuntansi', '']);
    expect(lines.indexOf('side 0')).toBeLessThan(lines.indexOf('main 0'));
  });

  it('joins a name that wrapped in a narrow sidebar; leaves headings of one size where they are', () => {
    const runs: TextRun[] = [
      run('Fajar', 20, 790, 60, { size: 19 }),
      run('Ramadhan', 20, 768, 95, { size: 19 }),
    ];
    for (let i = 0; i < 8; i++) runs.push(run(`side ${i}`, 20, 740 - i * 14, 120));
    for (let i = 0; i < 12; i++) runs.push(run(`main ${i}`, 200, 790 - i * 14, 330));
    expect(pageToLines(runs, PAGE)[0]).toBe('Fajar Ramadhan');
    // A second page: its largest lines are headings (two of them), none is moved.
    const page2: TextRun[] = [
      run('SKILLS', 20, 790, 60, { size: 16 }),
      run('PROJECTS', 200, 785, 90, { size: 16 }),
    ];
    for (let i = 0; i < 8; i++) page2.push(run(`side ${i}`, 20, 770 - i * 19, 120));
    for (let i = 0; i < 10; i++) page2.push(run(`main ${i}`, 200, 765 - i * 14, 330));
    const lines = pageToLines(page2, PAGE);
    expect(lines.indexOf('SKILLS')).toBeLessThan(lines.indexOf('side 0'));
    expect(lines.indexOf('PROJECTS')).toBeGreaterThan(lines.indexOf('side 7'));
  });

  it('does not take a line under a row of contact cells for the wrapped rest of its first cell', () => {
    const lines = pageToLines(
      [
        run('Phone 010-2345-6789', 48, 700, 90),
        run('Email junyoung.park@example.com', 148, 700, 150),
        run('GitHub github.com/jypark', 308, 700, 120),
        run('1991년 4월 17일생 · 경기도 성남시 분당구 판교역로 235', 48, 686, 260),
      ],
      PAGE,
    );
    expect(lines).toEqual([
      'Phone 010-2345-6789\tEmail junyoung.park@example.com\tGitHub github.com/jypark',
      '1991년 4월 17일생 · 경기도 성남시 분당구 판교역로 235',
    ]);
  });

  it('keeps a date column in rows when the section headings, set larger, stand in it too', () => {
    const runs: TextRun[] = [];
    let y = 760;
    for (const [heading, entries] of [
      ['경력', [['2020.09 ~ 재직 중', '(4년 3개월)', '카카오페이 | 시니어 서버 개발자']]],
      ['학력', [['2010.03 ~ 2017.02', '', '고려대학교 | 컴퓨터학과']]],
      ['프로젝트', [['2022.03 ~ 2022.11', '', '간편결제 멀티 PG 라우팅']]],
      ['자격증', [['2023.05', '', 'AWS Certified Solutions Architect · Amazon Web Services']]],
    ] as const) {
      runs.push(run(heading, 48, y, 30, { size: 13 }));
      y -= 24;
      for (const [period, served, head] of entries) {
        runs.push(run(period, 48, y, 80), run(head, 150, y, 250));
        runs.push(run('- 응답 시간을 420ms에서 180ms로 줄였습니다.', 150, y - 15, 300));
        if (served) runs.push(run(served, 48, y - 15, 45, { size: 8.5 }));
        runs.push(run('- 정산 배치를 Kafka Streams로 옮겼습니다.', 150, y - 30, 300));
        y -= 55;
      }
    }
    const lines = pageToLines(runs, PAGE);
    expect(lines).toContain('2020.09 ~ 재직 중\t카카오페이 | 시니어 서버 개발자');
    expect(lines).toContain('(4년 3개월)\t- 응답 시간을 420ms에서 180ms로 줄였습니다.');
    expect(lines).toContain('2010.03 ~ 2017.02\t고려대학교 | 컴퓨터학과');
  });

  it('does not put a title between two rows of smaller text on either row', () => {
    const lines = pageToLines(
      [
        run('최유진', 56, 775.2, 42, { size: 16 }),
        run('생년월일', 278, 781.2, 31, { size: 9 }),
        run('1993. 11. 02', 329, 781.2, 48, { size: 9 }),
        run('연락처', 278, 768.4, 23, { size: 9 }),
        run('010-7788-1234', 329, 768.4, 64, { size: 9 }),
      ],
      PAGE,
    );
    expect(lines).toContain('생년월일\t1993. 11. 02');
    expect(lines).toContain('연락처\t010-7788-1234');
  });

  it('measures the line spacing on the text most lines are set in, not on a smaller date column beside it', () => {
    const runs: TextRun[] = [];
    let y = 760;
    for (const [period, end] of [
      ['2021. 03 ~', '현재'],
      ['2017. 01 ~', '2021. 02'],
    ]) {
      runs.push(run(period, 48, y, 40, { size: 8.5 }), run(end, 60, y - 12.3, 20, { size: 8.5 }));
      runs.push(
        run('(주)회사', 130, y, 60, { size: 11 }),
        run('브랜드 매니저', 130, y - 16, 60, { size: 11 }),
      );
      runs.push(run('• 첫째 성과를 냈습니다.', 130, y - 32, 300, { size: 11 }));
      runs.push(run('• 둘째 성과를 냈습니다.', 130, y - 49.8, 300, { size: 11 }));
      y -= 90;
    }
    const lines = pageToLines(runs, PAGE);
    expect(lines[lines.indexOf('• 첫째 성과를 냈습니다.') + 1]).toBe('• 둘째 성과를 냈습니다.');
  });

  it('measures the gap to the next line from the lowest baseline of a line whose cells sit a little apart', () => {
    // "(2년 2개월)" in the date column sits 3.3 above the first bullet beside it: one line, and the next
    // bullet follows at the usual spacing of the bullets.
    const runs: TextRun[] = [
      run('2018.07 ~ 2020.08', 48, 700, 70, { size: 8.5 }),
      run('(주)우아한형제들 | 서버 개발자', 150, 700, 150, { size: 10.5 }),
      run('(2년 2개월)', 48, 688.1, 40, { size: 8.5 }),
      run('- 주문 접수 시스템을 분리했습니다.', 150, 684.8, 200, { size: 8.5 }),
      run('- 주문 상태 조회 캐시를 도입했습니다.', 150, 672.5, 210, { size: 8.5 }),
      run('- 배포 시간을 줄였습니다.', 150, 660.2, 150, { size: 8.5 }),
    ];
    expect(pageToLines(runs, PAGE).filter((l) => l.includes('- ')).length).toBe(3);
    expect(pageToLines(runs, PAGE)).not.toContain('');
  });
});

describe('a table whose short columns are centred (a 경력기술서 project table)', () => {
  it('merges the rest of a wrapped row back, its period and role centred under their first lines', () => {
    const lines = pageToLines(
      [
        run('프로젝트명', 54, 720, 45),
        run('기간', 212, 720, 18),
        run('역할', 286, 720, 18),
        run('주요 내용 / 성과', 332, 720, 70),
        run('46파이 원통형 셀 건식 전극 공', 54, 700, 115),
        run('2023.03 ~', 199, 700, 45),
        run('공정 리더', 277, 700, 36),
        run('건식 전극 코팅 파일럿 라인 구축, 전극 밀도 편차 ±3%', 332, 700, 202),
        run('정 개발', 54, 685, 27),
        run('2025.06', 203.5, 685, 36),
        run('이내 확보', 332, 685, 36),
        run('파우치형 셀 스태킹 속도 개선', 54, 660, 109),
        run('2018.02 ~', 199, 660, 45),
        run('공정 담당', 277, 660, 36),
        run('Z-폴딩 스태킹 택트타임 단축, 라인당 연', 332, 660, 206),
        run('2019.11', 203.5, 645, 36),
        run('간 생산능력 18% 증가', 332, 645, 84),
      ],
      PAGE,
    ).filter((l) => l.trim());
    expect(lines).toEqual([
      '프로젝트명\t기간\t역할\t주요 내용 / 성과',
      '46파이 원통형 셀 건식 전극 공정 개발\t2023.03 ~ 2025.06\t공정 리더\t건식 전극 코팅 파일럿 라인 구축, 전극 밀도 편차 ±3% 이내 확보',
      '파우치형 셀 스태킹 속도 개선\t2018.02 ~ 2019.11\t공정 담당\tZ-폴딩 스태킹 택트타임 단축, 라인당 연간 생산능력 18% 증가',
    ]);
  });
});
