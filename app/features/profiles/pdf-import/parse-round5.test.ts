// Issue 37, fifth round, each rule made on a development layout of its kind after held-out-5's blind
// run: a narrow date column that wraps before its joiner or inside "현재" (ko-barun-dates-left-now-wrap),
// a running header or footer (en-serif-running-header), a name with a dash before its issuer's comma, a
// B.F.A., 신입 sections (인턴 경험, 활용 가능 프로그램) and a score's date in brackets
// (ko-myeongjo-sinip-training), a Word table's "소속 / 직급" column and an unprinted empty grade cell
// (ko-noto-word-table-remarks), a photo box's caption beside a wrapped address and "Tempat/Tgl. Lahir"
// (id-cv-photo-box-ttl). Each rule is tested both ways.
import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { parseResumeText } from './parse';
import { withoutRunningHeads } from './running-heads';
import { headerColumns } from './table';
import { WORK_LABELS } from './vocabulary';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number, extra: Partial<TextRun> = {}): TextRun => ({
  text,
  x,
  y,
  width,
  size: 9,
  font: 'Regular',
  ...extra,
});
const text = (...lines: string[]) => lines.join('\n');
const intro = run(
  '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
  50,
  730,
  490,
);

describe('a narrow date column', () => {
  it('puts a period broken before its joiner back together, "월" on a third line included', () => {
    const lines = pageToLines(
      [
        intro,
        run('2019년 1월', 50, 700, 45),
        run('삼양바이오팜 | 분석 연구원', 120, 700, 110, { font: 'Bold' }),
        run('~ 2022년 5', 50, 688, 45),
        run('• HPLC 분석 결과 보고서를 작성했습니다.', 120, 688, 170),
        run('월', 50, 676, 9),
        run('2022년 6월', 50, 650, 45),
        run('셀트리온 | 품질관리 연구원', 120, 650, 110, { font: 'Bold' }),
        run('~ 재직중', 50, 638, 35),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean).slice(1)).toEqual([
      '2019년 1월 ~ 2022년 5월\t삼양바이오팜 | 분석 연구원',
      '• HPLC 분석 결과 보고서를 작성했습니다.',
      '2022년 6월 ~ 재직중\t셀트리온 | 품질관리 연구원',
    ]);
  });

  it('leaves a line that opens with a joiner but holds no date its own', () => {
    const lines = pageToLines(
      [
        intro,
        run('2019년 1월', 50, 700, 45),
        run('삼양바이오팜 | 분석 연구원', 120, 700, 110, { font: 'Bold' }),
        run('~ 팀 이동', 50, 688, 35),
        run('분석 업무를 맡았습니다.', 120, 688, 100),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean).slice(1)).toEqual([
      '2019년 1월\t삼양바이오팜 | 분석 연구원',
      '~ 팀 이동\t분석 업무를 맡았습니다.',
    ]);
  });

  it('joins "현" and "재" parted by the break, the title apart and the bullet under it its own', () => {
    const lines = pageToLines(
      [
        intro,
        run('2021년 4월 ~ 현', 50, 700, 66),
        run('한국타이어앤테크놀로지 | 생산기술 엔지니어', 118, 700, 180, { font: 'Bold' }),
        run('2018년 7월 ~ 2021년 3월', 50, 660, 66),
        run('대덕전자 | 공정 기술 사원', 118, 660, 120, { font: 'Bold' }),
        run('2014년 3월 ~ 2018년 2월', 50, 620, 66),
        run('충남대학교', 118, 620, 50, { font: 'Bold' }),
        run('재', 50, 688, 9),
        run('• 가류 공정 불량률을 2.1%에서 0.8%로 낮췄습니다.', 118, 688, 180),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean).slice(1, 3)).toEqual([
      '2021년 4월 ~ 현재\t한국타이어앤테크놀로지 | 생산기술 엔지니어',
      '• 가류 공정 불량률을 2.1%에서 0.8%로 낮췄습니다.',
    ]);
  });

  it('never makes a word of "now" from syllables that are none ("현" over "장")', () => {
    const lines = pageToLines(
      [intro, run('2021년 4월 ~ 현', 50, 700, 66), run('제조 부문', 130, 700, 40), run('장', 50, 688, 9)],
      PAGE,
    );
    expect(lines.filter(Boolean).slice(1)).not.toContain('2021년 4월 ~ 현장\t제조 부문');
  });
});

describe('a running header or footer', () => {
  const first = ['Maya Fernandez', 'Daegu · maya@example.com · +82 10-4471-2290', '', 'EXPERIENCE'];
  it('leaves out a line repeating the name or an address at a page’s top or foot', () => {
    const pages = withoutRunningHeads([
      [...first, 'Toss\tJan 2022 – Present', 'a', 'b', 'Maya Fernandez — Designer\tmaya@example.com'],
      ['Maya Fernandez\tmaya@example.com', '2', 'Studio Halo\tJul 2017 – Feb 2019', 'Page 2 of 2'],
    ]);
    expect(pages[0]).toEqual([...first, 'Toss\tJan 2022 – Present', 'a', 'b']);
    expect(pages[1]).toEqual(['Studio Halo\tJul 2017 – Feb 2019']);
  });

  it('keeps the first page’s own top lines, a single page and lines that repeat nothing', () => {
    expect(withoutRunningHeads([first])).toEqual([first]);
    const pages = withoutRunningHeads([first, ['Studio Halo\tJul 2017 – Feb 2019', 'Junior UI Designer']]);
    expect(pages).toEqual([first, ['Studio Halo\tJul 2017 – Feb 2019', 'Junior UI Designer']]);
  });
});

describe('certificates, degrees and headings', () => {
  it('keeps a dash inside a name when a comma sets the issuer apart after it', () => {
    const { sections } = parseResumeText(
      text(
        'Maya Fernandez',
        '',
        'CERTIFICATIONS',
        'Google UX Design – Professional Certificate, Google (Aug 2020)',
        'Cisco Certified Network Associate (CCNA) – Cisco, 2022',
      ),
    );
    expect(sections.certifications).toEqual([
      {
        certificationName: 'Google UX Design – Professional Certificate',
        certificationIssuedBy: 'Google',
        issueDate: '2020.08',
      },
      {
        certificationName: 'Cisco Certified Network Associate (CCNA)',
        certificationIssuedBy: 'Cisco',
        issueDate: '2022',
      },
    ]);
  });

  it('reads a B.F.A.’s major without the degree', () => {
    const { sections } = parseResumeText(
      text(
        'Maya Fernandez',
        '',
        'EDUCATION',
        'Hongik University\tMar 2013 – Feb 2017',
        'B.F.A. in Visual Communication Design',
      ),
    );
    expect(sections.educations[0].major).toBe('Visual Communication Design');
  });

  it('reads 인턴 경험 as jobs and 활용 가능 프로그램 as skills, and a 컴퓨터활용능력 line stays a certificate', () => {
    const { sections } = parseResumeText(
      text(
        '배하은',
        '',
        '인턴 경험',
        '삼정KPMG · 감사본부 인턴\t2024.07 - 2024.08',
        '',
        '자격증',
        '2021.06 · 컴퓨터활용능력 1급 (대한상공회의소)',
        '',
        '활용 가능 프로그램',
        'Excel, 더존 Smart A, SAP',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position])).toEqual([['삼정KPMG', '감사본부 인턴']]);
    expect(sections.skills).toEqual(['Excel', '더존 Smart A', 'SAP']);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['컴퓨터활용능력 1급']);
  });

  it('leaves a score’s date in brackets out of the score, and keeps brackets that are no date', () => {
    const { sections } = parseResumeText(
      text(
        '배하은',
        '',
        '어학',
        '영어 · TOEIC 890 (2024.01)',
        '일본어 · JLPT N2 (2022.12)',
        '중국어 · HSK (5급)',
      ),
    );
    expect(sections.languages.map((l) => l.languageDetail)).toEqual(['TOEIC 890', 'JLPT N2', 'HSK (5급)']);
  });
});

describe('a Word table', () => {
  it('gives a column naming a department and a title the title’s field, and two fields none', () => {
    expect(headerColumns('근무기간\t회사명\t소속 / 직급\t담당업무', WORK_LABELS)).toEqual([
      'period',
      'company',
      'position',
      'achievements',
    ]);
    expect(headerColumns('근무기간\t회사명 / 직급\t담당업무', WORK_LABELS)?.[1]).toBeNull();
  });

  it('reads a grade cell without a number as the next column’s (an empty grade is not printed)', () => {
    const { sections } = parseResumeText(
      text(
        '오세린',
        '',
        '학력사항',
        '재학기간\t학교명\t전공\t평점\t비고',
        '2012.03 ~ 2016.02\t충북대학교\t경영정보학과\t3.74/4.5\t졸업',
        '2009.03 ~ 2012.02\t청주여자고등학교\t인문계\t졸업',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.gpa, e.graduated])).toEqual([
      ['충북대학교', '3.74/4.5', true],
      ['청주여자고등학교', '', true],
    ]);
  });
});

describe('a photo box beside the personal rows', () => {
  it('reads "Tempat/Tgl. Lahir" and an address wrapped beside the photo’s caption', () => {
    const { sections } = parseResumeText(
      text(
        'Dewi Kartika Sari',
        'Tempat/Tgl. Lahir\t:\tMedan, 12 Januari 1995',
        'Alamat\t:\tJl. Gatot Subroto No. 77, Sei Sikambing, Medan',
        'Petisah, Medan, Sumatera Utara\tPas Foto 3x4',
        'No. HP\t:\t0813-6620-4471',
      ),
    );
    expect(sections.person).toMatchObject({
      birthYear: '1995',
      birthMonth: '1',
      region: 'Sumatera Utara',
      address: 'Jl. Gatot Subroto No. 77, Sei Sikambing, Medan Petisah, Medan, Sumatera Utara',
    });
  });

  it('never joins a line that is no list of places to a labelled address', () => {
    const { sections } = parseResumeText(
      text(
        'Dewi Kartika Sari',
        'Alamat\t:\tJl. Gatot Subroto No. 77, Medan, Sumatera Utara',
        'Customer Service Officer',
        'No. HP\t:\t0813-6620-4471',
      ),
    );
    expect(sections.person.address).toBe('Jl. Gatot Subroto No. 77, Medan, Sumatera Utara');
  });
});
