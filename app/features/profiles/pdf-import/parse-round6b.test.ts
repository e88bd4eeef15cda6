// Issue 37, round 6b: rules made after reading the misses of held-out-6's 경력기술서 and held-out-7's
// 입사지원서 form and two-page NanumSquare resume (both sets SEEN since their blind runs). Each rule is
// general to its kind and tested both ways: it fires where it should and not on a case it should not.
import { describe, expect, it } from 'vitest';
import { rowBands } from './columns';
import { parseResumeText } from './parse';
import { takeProjectTables } from './project-table';
import { cleanRuns, type TextRun } from './runs';
import { headingOf } from './sections';
import { withoutScriptMark } from './text';

const text = (...lines: string[]) => lines.join('\n');
const run = (y: number, x: number, t: string, size = 9, width = t.length * size * 0.5): TextRun => ({
  text: t,
  x,
  y,
  width,
  size,
});

describe('a table row whose cells are vertically centred', () => {
  it('keeps a wrapped cell’s lines above and below the row’s baseline in one band', () => {
    const bands = rowBands([
      [run(509.7, 372, '메시지 처리 지연을 120ms에서 35ms로 줄')],
      [run(503.7, 56, '2022.03 ~ 2023.12'), run(503.7, 152, '함정 전투체계 연동 모듈')],
      [run(496.9, 372, '임')],
      [run(477.4, 56, '2019.09 ~ 2021.12')],
    ]);
    expect(bands.map((b) => b.length)).toEqual([4, 1]);
  });

  it('leaves lines a line of text apart, or in a clearly larger size, in bands of their own', () => {
    const bands = rowBands([
      [run(600, 51, '경력 상세', 16)],
      [run(590, 51, '■ ㈜한화시스템')],
      [run(577, 51, '부서: 지휘통제체계팀')],
      [run(564, 51, '담당업무: 전술 데이터링크')],
    ]);
    expect(bands.map((b) => b.length)).toEqual([1, 1, 1, 1]);
  });
});

describe('a section word with a word for its listing', () => {
  it('opens the section of its word: 경력 상세, 학력 내역, 자격 현황', () => {
    expect(headingOf('경력 상세')?.kind).toBe('works');
    expect(headingOf('학력 내역')?.kind).toBe('educations');
    expect(headingOf('자격 현황')?.kind).toBe('certifications');
  });

  it('joins a heading number set apart in a cell of its own to its title ("01" | "경력")', () => {
    expect(headingOf('01\t경력')?.kind).toBe('works');
    expect(headingOf('02\t학력')?.kind).toBe('educations');
    expect(headingOf('01\t삼성전자\t2019.03')).toBeNull();
  });

  it('leaves a word that heads no section, or a sentence, as a line', () => {
    expect(headingOf('업무 상세')).toBeNull();
    expect(headingOf('상세')).toBeNull();
    expect(headingOf('경력 상세 설명은 아래와 같습니다')).toBeNull();
  });
});

describe('a project table under a job', () => {
  const header = '기간\t프로젝트\t역할\t성과';
  it('ends at the next job line even when its bar is set as a cell of its own', () => {
    const { lines, projects } = takeProjectTables([
      header,
      '2017.06 ~ 2018.11\t시험장비 GUI 개편\tQt 화면 개발\t오류 신고를 절반으로 줄임',
      '■ ㈜LIG넥스원\t|\t2017.01 ~ 2019.06',
    ]);
    expect(projects.map((p) => p.projectName)).toEqual(['시험장비 GUI 개편']);
    expect(lines).toEqual(['■ ㈜LIG넥스원\t|\t2017.01 ~ 2019.06']);
  });

  it('still reads a row of three cells (an empty cell not printed) as a project', () => {
    const { projects } = takeProjectTables([
      header,
      '2019.09 ~ 2021.12\t데이터링크 시뮬레이터\t설계 및 구현',
    ]);
    expect(projects.map((p) => p.projectName)).toEqual(['데이터링크 시뮬레이터']);
  });
});

describe('a certificate section shared with skills ("자격 및 기술")', () => {
  const resume = parseResumeText(
    text(
      '최민호',
      '010-6620-4418',
      '자격 및 기술',
      '정보처리기사 (한국산업인력공단, 2016.11)',
      '발급기관: 한국산업인력공단',
      '보유 기술: C++, Qt, Linux, DDS',
    ),
  );
  it('reads a line labelled with a skills heading as skills, never a certificate', () => {
    expect(resume.sections.skills).toEqual(expect.arrayContaining(['C++', 'Qt', 'Linux', 'DDS']));
    expect(resume.sections.certifications.map((c) => c.certificationName)).not.toContain(
      expect.stringContaining('보유 기술'),
    );
  });
  it('keeps the certificate a certificate', () => {
    expect(resume.sections.certifications[0]).toEqual(
      expect.objectContaining({
        certificationName: '정보처리기사',
        certificationIssuedBy: '한국산업인력공단',
      }),
    );
    expect(resume.sections.skills).not.toContain('정보처리기사');
  });
});

describe('labelled project lines', () => {
  const resume = parseResumeText(
    text(
      '서다인',
      '010-8816-2403',
      '주요 프로젝트',
      '프로젝트명: 실시간 정산 대사 시스템',
      '기간: 2023.02 – 2023.09',
      '내용: 카드사 매입 파일과 내부 거래 원장을 맞춰 보는 시스템을 개발했습니다.',
      '사용 기술: Kotlin, Kafka',
      '',
      '프로젝트명: 승인 API 개선',
      '기간: 3주간 장애 대응 흐름을 다시 짰습니다.',
    ),
  );
  it('leave a labelled period out of the description', () => {
    expect(resume.sections.projects[0]).toEqual({
      projectName: '실시간 정산 대사 시스템',
      projectDescription: '카드사 매입 파일과 내부 거래 원장을 맞춰 보는 시스템을 개발했습니다.',
      technologiesUsed: 'Kotlin, Kafka',
    });
  });
  it('keep a "기간:" line that is no period', () => {
    expect(resume.sections.projects[1].projectDescription).toContain('3주간 장애 대응');
  });
});

describe('a lone space glyph in a font whose spaces read as control characters', () => {
  const font = 'NanumSquare';
  const control = { ...run(700, 300, '\u0001', 10, 2.5), font };
  it('is a lost dash between text of its size ("2021. 09 – 현재")', () => {
    const runs = cleanRuns([
      control,
      { ...run(748.9, 63, '2021. 09', 10), font },
      { ...run(748.9, 110, ' ', 10, 6), font },
      { ...run(748.9, 118, '현재', 10), font },
    ]);
    expect(runs.map((r) => r.text)).toContain('–');
  });
  it('is no dash between a 21pt name and the 10pt romanised name beside it', () => {
    const runs = cleanRuns([
      control,
      { ...run(748.9, 63, '서다인', 21, 57.3), font },
      { ...run(748.9, 120.3, ' ', 21, 8), font },
      { ...run(748.9, 126.3, 'Seo', 10), font },
    ]);
    expect(runs.map((r) => r.text)).not.toContain('–');
  });
});

describe('a name cell with its script marked', () => {
  it('drops "(한글)", "(영문)" before the name', () => {
    expect(withoutScriptMark('(한글) 장민혁')).toBe('장민혁');
    expect(withoutScriptMark('(영문) Jang Minhyeok')).toBe('Jang Minhyeok');
    const resume = parseResumeText(
      text('입 사 지 원 서', '성 명\t(한글) 장민혁\t(영문) Jang Minhyeok', '생년월일\t1991년 02월 17일'),
    );
    expect(resume.name).toBe('장민혁');
  });
  it('keeps a bracket that is part of a name', () => {
    expect(withoutScriptMark('(주)한빛소프트')).toBe('(주)한빛소프트');
    expect(withoutScriptMark('장민혁 (한글)')).toBe('장민혁 (한글)');
  });
});

describe('a combined 자격/어학 table with a kind column', () => {
  const resume = parseResumeText(
    text(
      '장민혁',
      '010-3094-5512',
      '자격 및 어학',
      '구분\t명칭\t발행처\t취득일 / 점수',
      '자격증\t물류관리사\t한국산업인력공단\t2015.08',
      '',
      '어학\tTOEIC\tETS\t790점',
    ),
  );
  it('reads the kind cells as kinds: a certificate without its kind, the 어학 row as its language', () => {
    expect(resume.sections.certifications).toEqual([
      expect.objectContaining({ certificationName: '물류관리사', certificationIssuedBy: '한국산업인력공단' }),
    ]);
    expect(resume.sections.languages).toEqual([
      expect.objectContaining({ languageName: '영어', languageDetail: 'TOEIC 790점' }),
    ]);
  });
  it('still opens a section at a heading row when no kind column is above it', () => {
    const plain = parseResumeText(
      text(
        '장민혁',
        '010-3094-5512',
        '자격증',
        '물류관리사\t한국산업인력공단\t2015.08',
        '어학',
        'TOEIC 900점',
      ),
    );
    expect(plain.sections.certifications.map((c) => c.certificationName)).toEqual(['물류관리사']);
    // The 어학 heading opened the languages section: the score is a language line, not a certificate.
    expect(plain.sections.languages).toHaveLength(1);
    expect(plain.sections.languages[0].languageName).toContain('TOEIC');
  });
});
