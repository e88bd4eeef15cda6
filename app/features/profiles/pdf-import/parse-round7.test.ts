// Issue 37, round 7: rules made on the round's development layouts (a Word-like 입사지원서 form, a
// 경력기술서 with vertically centred project rows, a fixed-width font) and the position convention of ADR
// 0044. Each rule is general to its kind and tested both ways: it fires where it should and not on a case
// it should not. The Chromium-printed PDFs of the same layouts are read in producers.test.ts.
import { describe, expect, it } from 'vitest';
import { cellJoiner, columnEdges } from './cell-words';
import { joinedRules, readingBlocks } from './columns';
import { joinDateCells } from './dates';
import { pageToLines } from './layout';
import { parseResumeText } from './parse';
import { takeProjectTables } from './project-table';
import type { TextRun } from './runs';

const text = (...lines: string[]) => lines.join('\n');
const run = (y: number, x: number, t: string, size = 9, width = t.length * size * 0.5): TextRun => ({
  text: t,
  x,
  y,
  width,
  size,
});
const PAGE = 595;

describe('a ruled line across the gutter ends a zone', () => {
  // A form whose label cells end before x 190 and value cells start at 210 on every row: a strip free
  // of text from top to bottom, and rows whose other cells do not share the labels' baselines.
  const form: TextRun[] = [];
  for (let i = 0; i < 8; i++) {
    const y = 700 - i * 40;
    form.push(run(y + 8, 60, `라벨${i}`), run(y - 8, 60, `둘째${i}`), run(y, 220, `값${i}`));
  }
  const rulesAcross = Array.from({ length: 9 }, (_, i) => ({
    x: 50,
    y: 720 - i * 40,
    width: 450,
    height: 0.8,
  }));

  it('reads a form row by row when its borders cross the free strip', () => {
    const blocks = readingBlocks(form, PAGE, 0, rulesAcross);
    expect(blocks.length).toBe(8);
    expect(blocks[0].map((r) => r.text).sort()).toEqual(['값0', '둘째0', '라벨0']);
  });

  it('cuts the same text into columns without the borders, or with lines that stay on one side', () => {
    expect(readingBlocks(form, PAGE).length).toBe(2);
    const leftOnly = rulesAcross.map((r) => ({ ...r, width: 120 }));
    expect(readingBlocks(form, PAGE, 0, leftOnly).length).toBe(2);
  });

  it('joins a border painted cell by cell into one line, and keeps lines at other heights apart', () => {
    const pieces = [
      { x: 50, y: 500, width: 100, height: 0.7 },
      { x: 150, y: 500.2, width: 120, height: 0.7 },
      { x: 270.5, y: 500, width: 200, height: 0.7 },
      { x: 50, y: 480, width: 100, height: 0.7 },
    ];
    expect(joinedRules(pieces).map((r) => [r.y, Math.round(r.x + r.width)])).toEqual([
      [480, 150],
      [500, 471],
    ]);
  });
});

describe('a Hangul word broken inside a table cell', () => {
  const cell = (x: number, right: number, t: string) => ({ x, right, text: t, size: 9 });
  const column = [
    { y: 490, cells: [cell(466, 542.5, '신제품 관능평가와 배')] },
    { y: 479.5, cells: [cell(466, 500, '합비 검증')] },
    { y: 462.4, cells: [cell(466, 534.5, '협력사 위생점검 및')] },
    { y: 451.9, cells: [cell(466, 524, '클레임 원인분석')] },
  ];
  const edges = columnEdges(column);

  it('is joined without a space when the line filled its cell to the edge', () => {
    expect(cellJoiner(cell(466, 542.5, '신제품 관능평가와 배'), cell(466, 500, '합비 검증'), edges)).toBe('');
    expect(cellJoiner(cell(466, 540, '수율 93% 달성, 고객'), cell(466, 490, '사 품질 승인'), edges)).toBe('');
  });

  it('keeps the space when the line stopped short of the edge, or its last word ends in a particle', () => {
    expect(cellJoiner(cell(466, 534.5, '협력사 위생점검 및'), cell(466, 524, '클레임 원인분석'), edges)).toBe(
      ' ',
    );
    expect(cellJoiner(cell(466, 530, '위생점검'), cell(466, 524, '클레임'), edges)).toBe(' ');
    expect(cellJoiner(cell(466, 542.5, '서버 성능개선과'), cell(466, 500, '장애대응 자동화'), edges)).toBe(
      ' ',
    );
  });

  it('keeps the space next to Latin or digits, across columns, and in a column of too few lines', () => {
    expect(cellJoiner(cell(466, 542.5, 'WMS 재고'), cell(466, 500, 'API 연동'), edges)).toBe(' ');
    expect(cellJoiner(cell(466, 542.5, '재고 관리 2023'), cell(466, 500, '년 상반기'), edges)).toBe(' ');
    expect(cellJoiner(cell(466, 542.5, '재고 관리 배'), cell(470, 500, '합비'), edges)).toBe(' ');
    const few = columnEdges(column.slice(0, 2));
    expect(cellJoiner(cell(466, 542.5, '신제품 관능평가와 배'), cell(466, 500, '합비 검증'), few)).toBe(' ');
  });

  it('keeps every space on a page that breaks lines only between words (a line left a syllable’s room)', () => {
    // keep-all: "수요 예측" stopped 20 short of its edge though "모델"'s first syllable would have fitted.
    const keepAll = columnEdges([
      { y: 520, cells: [cell(51, 545, '경력사항')] },
      ...column,
      { y: 430, cells: [cell(466, 522, '수요 예측')] },
      { y: 419.5, cells: [cell(466, 510, '모델 개선')] },
    ]);
    expect(keepAll).toEqual([]);
    expect(cellJoiner(cell(466, 542.5, '신제품 관능평가와 배'), cell(466, 500, '합비 검증'), keepAll)).toBe(
      ' ',
    );
  });
});

describe('a ruled cell', () => {
  const cell = (x: number, right: number, t: string) => ({ x, right, text: t, size: 9 });
  // Borders at x 163.9 and 298.1 beside the rows; the text keeps 4.1 from the left one.
  const borders = [
    { x: 163.5, y: 480, width: 0.8, height: 60 },
    { x: 297.7, y: 480, width: 0.8, height: 60 },
  ];
  const lines = [
    { y: 527, cells: [cell(168, 288.5, '주사제 충전 라인 생산계획 자동')] },
    { y: 516.5, cells: [cell(168, 210, '화 시스템 도입')] },
    { y: 500, cells: [cell(168, 239, 'MES 기준정보 정비')] },
  ];

  it('stops where its right border stands less its padding, so a line a syllable short is full', () => {
    const [edge] = columnEdges(lines, borders);
    expect(edge.ruled).toBe(true);
    expect(edge.right).toBeCloseTo(294, 1);
    expect(cellJoiner(lines[0].cells[0], lines[1].cells[0], [edge])).toBe('');
  });

  it('is none without borders on both sides, and a labelled line under another tells nothing', () => {
    expect(columnEdges(lines, borders.slice(0, 1))[0].ruled).toBeUndefined();
    const labelled = columnEdges(
      [
        { y: 600, cells: [cell(51, 545, '경력사항')] },
        { y: 580, cells: [cell(51, 160, '부서: 생산관리팀')] },
        { y: 569.5, cells: [cell(51, 250, '담당업무: 라인 계획')] },
        ...lines,
      ],
      borders,
    );
    expect(labelled.length).toBeGreaterThan(0);
  });
});

describe('a space glyph read as a control character, in a fixed-width font', () => {
  // NanumGothicCoding at 9pt: Hangul 9 wide, the space 4.5 (half an em), table cells 30 apart.
  const mono = (y: number, x: number, t: string) => run(y, x, t, 9, t === '\u0001' ? 4.5 : t.length * 9);

  it('keeps the words it stands between in one cell', () => {
    const lines = pageToLines(
      [mono(700, 60, '인증서'), mono(700, 87, '\u0001'), mono(700, 91.5, '발급'), mono(700, 140, '선임')],
      PAGE,
    );
    expect(lines).toEqual(['인증서 발급\t선임']);
  });

  it('leaves a gap as wide without a glyph in it a gap between cells', () => {
    const lines = pageToLines([mono(700, 60, '인증서'), mono(700, 91.5, '발급')], PAGE);
    expect(lines).toEqual(['인증서\t발급']);
  });
});

describe('a department column (ADR 0044: the position is "부서 직위")', () => {
  it('writes the department before the title in the position', () => {
    const { sections } = parseResumeText(
      text(
        '홍길동',
        '경력사항',
        '근무기간\t회사명\t부서\t직위\t담당업무',
        '2016.01 ~ 2019.12\tCJ대한통운(주)\t물류센터 운영팀\t사원\t입출고 관리',
        '2020.01 ~ 현재\t(주)한빛\t-\t매니저\t출고 관리',
      ),
    );
    expect(sections.works.map((w) => w.position)).toEqual(['물류센터 운영팀 사원', '매니저']);
  });

  it('leaves the position alone when the table has no department column', () => {
    const { sections } = parseResumeText(
      text(
        '홍길동',
        '경력사항',
        '근무기간\t회사명\t직위\t담당업무',
        '2016.01 ~ 2019.12\tCJ대한통운(주)\t사원\t입출고 관리',
      ),
    );
    expect(sections.works[0].position).toBe('사원');
  });
});

describe('a date cell beside a cell that says "now"', () => {
  it('is one open period under merged start and end columns', () => {
    expect(joinDateCells('2020.09\t재직중\t(주)오뚜기')).toBe('2020.09 – 재직중\t(주)오뚜기');
    expect(joinDateCells('2021.04\t현재')).toBe('2021.04 – 현재');
  });

  it('is left alone beside any other word', () => {
    expect(joinDateCells('2020.09\t대리\t(주)오뚜기')).toBe('2020.09\t대리\t(주)오뚜기');
    expect(joinDateCells('2020\t현재')).toBe('2020\t현재');
  });
});

describe('a document title before the name on one line', () => {
  it('gives the name after a Korean title', () => {
    expect(parseResumeText(text('경력기술서  권태오', '010-8820-3176')).name).toBe('권태오');
    expect(parseResumeText(text('이력서 | 김민준', '010-8820-3176')).name).toBe('김민준');
  });

  it('is no name by itself, and a title followed by more than a name stays as it is', () => {
    expect(parseResumeText(text('경력기술서', '성명: 권태오')).name).toBe('권태오');
    expect(parseResumeText(text('이력서 작성 예시', '010-8820-3176')).name).toBe('이력서 작성 예시');
    expect(parseResumeText(text('CV Budi Santoso', 'budi@example.com')).name).toBe('CV Budi Santoso');
  });
});

describe('a project table titled 수행기간 and 담당역할', () => {
  it('is a project table: its rows are projects with their outcome', () => {
    const { projects } = takeProjectTables([
      '프로젝트명\t수행기간\t담당역할\t주요성과',
      '코팅 설비 예지보전 도입\t2015.03 ~ 2016.02\t데이터 분석\t비가동 시간 단축',
    ]);
    expect(projects).toEqual([
      {
        projectName: '코팅 설비 예지보전 도입',
        projectDescription: '비가동 시간 단축',
        technologiesUsed: '',
      },
    ]);
  });

  it('is no project table without a project column', () => {
    const { projects, lines } = takeProjectTables([
      '수행기간\t담당역할\t주요성과',
      '2015.03 ~ 2016.02\t분석\t단축',
    ]);
    expect(projects).toEqual([]);
    expect(lines).toHaveLength(2);
  });
});
