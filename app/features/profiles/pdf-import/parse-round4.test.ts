// Issue 37, fourth round, each made on a development layout of its kind: a period that wraps in a narrow
// date column and a date set flush against the entry beside it (ko-nanum-dates-left-narrow-wrap), a
// word processor's list item (bullet, tab stop, text) and the gap it sets under a job's header
// (LibreOffice), a header naming a column twice ("Nama Sekolah / Perguruan Tinggi"), "Bahasa: Indonesia
// (bahasa ibu)" among the skills (id-serif-drh-skill-rows), a birth date under a sidebar heading
// (ko-barun-sidebar-stacked-labels), and the lead's ground-truth decisions (region the first-level
// division, HSK 5급 advanced).
import { describe, expect, it } from 'vitest';
import { pageToLines, type TextRun } from './layout';
import { parseResumeText } from './parse';

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

describe('a narrow date column', () => {
  it('puts the rest of a wrapped period back on its row, and leaves the entry’s next line its own', () => {
    const lines = pageToLines(
      [
        run(
          '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
          50,
          730,
          490,
        ),
        run('2021년 4월 ~ 2021년', 50, 700, 62),
        run('시험 성적서 전자 결재 전환', 120, 700, 110, { font: 'Bold' }),
        run('12월', 50, 688, 15),
        run('종이 성적서 1,200건을 전자 결재로 옮겼습니다.', 120, 688, 170),
        run('사용 기술: Python, LIMS, SQL', 120, 676, 120),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean)).toEqual([
      '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
      '2021년 4월 ~ 2021년 12월\t시험 성적서 전자 결재 전환',
      '종이 성적서 1,200건을 전자 결재로 옮겼습니다.',
      '사용 기술: Python, LIMS, SQL',
    ]);
  });

  it('splits a date set flush against the column beside it, at the column’s edge', () => {
    const lines = pageToLines(
      [
        run(
          '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
          50,
          730,
          490,
        ),
        run('2015년 3월 ~', 70, 700, 50),
        run('인하대학교', 120, 700, 45, { font: 'Bold' }),
        run('2019년 2월', 78, 688, 42),
        run('생명공학과 졸업', 120, 688, 62),
        run('2012년 3월 ~', 70, 660, 50),
        run('인천고등학교', 120, 660, 54, { font: 'Bold' }),
        run('2015년 2월', 78, 648, 42),
        run('졸업', 120, 648, 18),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean)).toEqual([
      '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
      '2015년 3월 ~ 2019년 2월\t인하대학교',
      '생명공학과 졸업',
      '2012년 3월 ~ 2015년 2월\t인천고등학교',
      '졸업',
    ]);
  });

  it('joins a month whose digits were parted from "월" by the line break', () => {
    const lines = pageToLines(
      [
        run(
          '연구소의 시험 업무를 자동화하는 일을 해 왔습니다. 품질관리와 데이터 분석을 함께 합니다.',
          50,
          730,
          490,
        ),
        run('2020년 5월 ~ 2020년 11', 50, 700, 105),
        run('시험 성적서 전자 결재 전환', 170, 700, 110, { font: 'Bold' }),
        run('월', 50, 688, 9),
        run('종이 성적서 1,200건을 전자 결재로 옮겼습니다.', 170, 688, 170),
      ],
      PAGE,
    );
    expect(lines.filter(Boolean).slice(1)).toEqual([
      '2020년 5월 ~ 2020년 11월\t시험 성적서 전자 결재 전환',
      '종이 성적서 1,200건을 전자 결재로 옮겼습니다.',
    ]);
  });

  it('keeps a word gap inside a date a space', () => {
    expect(
      pageToLines([run('2022년', 50, 700, 25), run('6월', 77, 700, 12), run('영어', 120, 700, 18)], PAGE),
    ).toEqual(['2022년 6월\t영어']);
  });
});

describe('a word processor’s list', () => {
  it('reads the bullet glyph and its text at the tab stop as one item', () => {
    expect(
      pageToLines(
        [run('•', 60, 700, 5), run('검색 로그 분석으로 이탈 구간을 찾았습니다.', 78, 700, 160)],
        PAGE,
      ),
    ).toEqual(['• 검색 로그 분석으로 이탈 구간을 찾았습니다.']);
  });

  it('keeps bullets after a paragraph gap under a job with the job', () => {
    const { sections } = parseResumeText(
      text(
        '김민준',
        '',
        '경력',
        '네이버 데이터분석 인턴 (2021.07 ~ 2021.12)',
        '',
        '• 로그를 분석했습니다.',
        '• 대시보드를 만들었습니다.',
      ),
    );
    expect(sections.works).toHaveLength(1);
    expect(sections.works[0].achievements).toBe('• 로그를 분석했습니다.\n• 대시보드를 만들었습니다.');
  });
});

describe('a school whose grade line is set apart under it', () => {
  it('gives the school its grade, and the next school stays its own entry', () => {
    const { sections } = parseResumeText(
      text(
        '백지호',
        '',
        '학력',
        '울산대학교 조선해양공학과\t2011.03 ~ 2017.02',
        '',
        '졸업 · 학점 3.6/4.5',
        '',
        '울산고등학교\t2008.03 ~ 2011.02',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.gpa, e.start])).toEqual([
      ['울산대학교', '3.6/4.5', '2011.03'],
      ['울산고등학교', '', '2008.03'],
    ]);
  });
});

describe('a Daftar Riwayat Hidup', () => {
  const { sections } = parseResumeText(
    text(
      'DAFTAR RIWAYAT HIDUP',
      '',
      'II. RIWAYAT PENDIDIKAN',
      'Tahun\tNama Sekolah / Perguruan Tinggi\tJurusan',
      '2014 – 2018\tUniversitas Gadjah Mada\tAkuntansi',
      '',
      'IV. KEMAMPUAN',
      'Kemampuan Komputer: Microsoft Excel, SPSS',
      'Bahasa: Indonesia (bahasa ibu), Mandarin (dasar)',
    ),
  );

  it('reads a header naming its column twice', () => {
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      ['Universitas Gadjah Mada', 'Akuntansi', '2014', '2018'],
    ]);
  });

  it('reads "Bahasa: Indonesia (…)" as languages, not skills', () => {
    expect(sections.languages.map((l) => [l.languageName, l.languageLevel])).toEqual([
      ['Indonesia', 'professional'],
      ['Mandarin', 'beginner'],
    ]);
    expect(sections.skills).not.toContain('Indonesia (bahasa ibu)');
  });

  it('does not take a country at the start of an award for a language', () => {
    const { sections: s } = parseResumeText(
      text('Dewi', '', 'Sertifikasi', 'Indonesia Marketing Association – 2021'),
    );
    expect(s.languages).toEqual([]);
  });
});

describe('the person', () => {
  it('reads a birth date under a sidebar heading of its own', () => {
    const { sections } = parseResumeText(
      text('백지호', '기계설계 엔지니어', '', '생년월일', '', '1993.02.08', '', '기술', 'AutoCAD'),
    );
    expect([sections.person.birthYear, sections.person.birthMonth]).toEqual(['1993', '2']);
  });

  it('gives the first-level division as the region', () => {
    const { sections } = parseResumeText(
      text('윤서진', '주소: 경기도 수원시 영통구 광교중앙로 145', '', '경력'),
    );
    expect(sections.person.region).toBe('경기도');
  });

  it('reads HSK 5급 as advanced, like JLPT N2', () => {
    const { sections } = parseResumeText(text('정유나', '', '어학', '중국어 · HSK 5급 (2022.12)'));
    expect(sections.languages[0].languageLevel).toBe('advanced');
  });
});
