// PDFs as producers print them (tests/fixtures/pdf-producers/, printed by Chromium from the HTML of the
// same name in tests/fixtures/resumes-third-party/, one per font): read through the worker's reader and
// the layout, as an upload is. Korean fonts that map their space glyph to a control character
// (NanumGothic, NanumMyeongjo) keep their word spaces from the glyphs' positions; bullets drawn as
// shapes (CSS dots, the browser's disc and square markers) or set as glyphs are list items.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageToLines } from './layout';
import { parseResumeText } from './parse';
import { readTextRuns } from './pdf-text-worker.mjs';

const DIR = path.resolve('tests/fixtures/pdf-producers');
type Page = Parameters<typeof pageToLines>[0] extends infer R
  ? {
      runs: R;
      width: number;
      marks?: Parameters<typeof pageToLines>[2];
      rules?: Parameters<typeof pageToLines>[3];
    }
  : never;

async function linesOf(file: string): Promise<string[]> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, file)));
  const pages: Page[] = await readTextRuns(bytes, { maxPages: 10, maxChars: 200_000, maxDecodedBytes: 64e6 });
  return pages.flatMap((p) => pageToLines(p.runs, p.width, p.marks, p.rules));
}

const KOREAN = [
  ['NanumGothic, CSS-drawn dots', 'chromium-ko-nanum-css-bullets.pdf', '•'],
  ['NanumMyeongjo, square markers', 'chromium-ko-myeongjo-square-bullets.pdf', '•'],
  ['Noto Sans KR, disc markers', 'chromium-ko-noto-disc-bullets.pdf', '•'],
  ['Pretendard, glyph bullets', 'chromium-ko-pretendard-glyph-bullets.pdf', '▪'],
] as const;

describe.each(KOREAN)('Chromium, %s', (_name, file, bullet) => {
  it('keeps the word spaces of Korean text', async () => {
    const lines = await linesOf(file);
    expect(lines).toContain('한양대학교 산업공학과 졸업\t2018.03 ~ 2022.02');
    expect(lines).toContain('네이버 데이터분석 인턴\t2021.07 ~ 2021.12');
    expect(lines).toContain('공공 데이터와 크롤링한 거래 내역으로 가격을 예측하는 모델을 만들었습니다.');
  });

  it('reads each list item as a bullet line', async () => {
    const lines = await linesOf(file);
    expect(lines).toContain(`${bullet} 검색 로그 분석으로 이탈 구간을 찾아 개선안을 제안했습니다.`);
    expect(lines).toContain(`${bullet} 정보처리기사 (2021.11)`);
  });

  it('fills each field with its own value: bullets are achievements, the description its project', async () => {
    const { sections } = parseResumeText((await linesOf(file)).join('\n'));
    expect(sections.educations.map((e) => [e.school, e.major])).toEqual([
      ['한양대학교', '산업공학과'],
      ['서울고등학교', ''],
    ]);
    expect(sections.works).toHaveLength(1);
    expect(sections.works[0]).toMatchObject({
      company: '네이버',
      position: '데이터분석 인턴',
      start: '2021.07',
    });
    expect(sections.works[0].achievements).toContain('주간 지표 대시보드를 만들어');
    expect(sections.projects).toEqual([
      {
        projectName: '중고거래 시세 예측 모델',
        projectDescription: '공공 데이터와 크롤링한 거래 내역으로 가격을 예측하는 모델을 만들었습니다.',
        technologiesUsed: '',
      },
    ]);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual([
      '정보처리기사',
      'ADsP 데이터분석 준전문가',
    ]);
  });
});

describe('Chromium, English in NanumGothic with CSS-drawn dots', () => {
  it('reads the job, its bullets as achievements, and the project with its description and tools', async () => {
    const lines = await linesOf('chromium-en-nanum-css-bullets.pdf');
    const { sections } = parseResumeText(lines.join('\n'));
    expect(sections.works).toHaveLength(1);
    expect(sections.works[0]).toMatchObject({
      company: 'Naver Corp.',
      position: 'Data Analyst Intern',
      start: '2021.07',
      end: '2021.12',
    });
    expect(sections.works[0].achievements.split('\n')).toHaveLength(2);
    expect(sections.projects).toHaveLength(1);
    expect(sections.projects[0]).toMatchObject({
      projectName: 'Used-Goods Price Forecast',
      technologiesUsed: 'Python, scikit-learn, PostgreSQL',
    });
    expect(sections.projects[0].projectDescription).toMatch(/^Trained a model .* Seoul markets\.$/);
    expect(sections.educations[0]).toMatchObject({
      school: 'Hanyang University',
      start: '2018.03',
      end: '2022.02',
    });
  });
});

describe('Chromium, Korean in NanumGothic with a date column on the left', () => {
  it('reads the en dash Chromium writes with a space as its text, so the period stays whole', async () => {
    const lines = await linesOf('chromium-ko-nanum-dates-left-table.pdf');
    expect(lines).toContain('2021. 09 – 현재\t토스뱅크');
    expect(lines).toContain('2019. 03 – 2021. 08\tKB국민카드');
  });

  it('fills the job from the row beside its dates, and the score from the row beside its date', async () => {
    const { sections } = parseResumeText(
      (await linesOf('chromium-ko-nanum-dates-left-table.pdf')).join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['토스뱅크', '리스크 분석가', '2021.09', ''],
      ['KB국민카드', '데이터 분석 사원', '2019.03', '2021.08'],
    ]);
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 915점', languageLevel: 'advanced' },
    ]);
  });
});

// LibreOffice 7.4 (Writer, headless): libreoffice-ko-nanum.docx, a Word document set in NanumGothic with
// Word list bullets (the OpenSymbol "•" glyph), exported with `soffice --convert-to pdf`. The PDF is
// committed so that CI needs no LibreOffice.
describe('LibreOffice Writer from a .docx, Korean in NanumGothic with list bullets', () => {
  it('keeps the word spaces of Korean text', async () => {
    const lines = await linesOf('libreoffice-ko-nanum.pdf');
    expect(lines).toContain('한양대학교 산업공학과 졸업 (2018.03 ~ 2022.02)');
    expect(lines).toContain('네이버 데이터분석 인턴 (2021.07 ~ 2021.12)');
    expect(lines).toContain('공공 데이터와 크롤링한 거래 내역으로 가격을 예측하는 모델을 만들었습니다.');
    expect(lines).toContain('010-1234-5678 · minjun.kim@example.com · 서울특별시 성동구 왕십리로 222');
  });

  it('reads each list item as a bullet line, and the bullets as the job’s achievements', async () => {
    const lines = await linesOf('libreoffice-ko-nanum.pdf');
    expect(lines.filter((l) => l.startsWith('•'))).toHaveLength(4);
    const { sections } = parseResumeText(lines.join('\n'));
    expect(sections.works).toHaveLength(1);
    expect(sections.works[0]).toMatchObject({ company: '네이버', start: '2021.07', end: '2021.12' });
    expect(sections.works[0].achievements.split('\n')).toHaveLength(2);
    expect(sections.works[0].achievements).toContain(
      '검색 로그 분석으로 이탈 구간을 찾아 개선안을 제안했습니다.',
    );
    expect(sections.educations.map((e) => e.school)).toEqual(['한양대학교', '서울고등학교']);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual([
      '정보처리기사',
      'ADsP 데이터분석 준전문가',
    ]);
  });
});

// Issue 37 round 7: printed WITHOUT `word-break: keep-all`, so Chromium may break a Korean line between any
// two syllables inside a narrow cell; each table is ruled.
describe('Chromium, a Word-like 입사지원서 form in NanumBarunGothic (default line breaking)', () => {
  it('joins a Hangul word broken in a full cell line, and keeps the space of a line that broke at one', async () => {
    const lines = await linesOf('chromium-ko-barun-ipsa-form-merged-rows.pdf');
    expect(lines).toContain(
      '2017.03\t2020.08\tCJ제일제당(주)\t식품연구소\t연구원\t신제품 관능평가와 배합비 검증',
    );
    expect(lines).toContain(
      '2020.09\t재직중\t(주)오뚜기\t품질보증팀\t대리\t협력사 위생점검 및 클레임 원인분석',
    );
  });

  it('reads the ruled form in rows though its cells leave a strip free from top to bottom', async () => {
    const lines = await linesOf('chromium-ko-barun-ipsa-form-merged-rows.pdf');
    expect(lines).toContain('2013.03\t2017.02\t부경대학교\t식품공학과\t3.81/4.5\t졸업');
    const { sections } = parseResumeText(lines.join('\n'));
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['CJ제일제당(주)', '식품연구소 연구원', '2017.03', '2020.08'],
      ['(주)오뚜기', '품질보증팀 대리', '2020.09', ''],
    ]);
  });
});

describe('Chromium, a 경력기술서 in NanumSquareRound with vertically centred project rows', () => {
  it('joins the words a narrow 주요성과 cell broke, and reads each row as a project', async () => {
    const lines = await linesOf('chromium-ko-round-career-centred-projects.pdf');
    expect(lines).toContain(
      '소성로 온도 프로파일 최적화\t2019.04 ~ 2020.01\tPM\t소성 불량률을 4.1%에서 1.8%로 낮추고 연간 원가 12억 원 절감',
    );
    const { sections } = parseResumeText(lines.join('\n'));
    expect(sections.projects.map((p) => p.projectDescription)).toEqual([
      '소성 불량률을 4.1%에서 1.8%로 낮추고 연간 원가 12억 원 절감',
      '파일럿 대비 양산 수율 93% 달성, 고객사 품질 승인 획득',
      '설비 비가동 시간을 월 31시간에서 9시간으로 단축',
    ]);
  });
});

describe('Chromium, NanumGothicCoding (a fixed-width font)', () => {
  it('keeps words apart by their space glyph, half an em wide, and table cells apart by their gap', async () => {
    const lines = await linesOf('chromium-ko-coding-mono-table-resume.pdf');
    expect(lines).toContain('레거시 서명 모듈을 게이트웨이 뒤로 옮겨 응답 시간을 40% 줄였습니다.');
    expect(lines).toContain(
      '2018.07 ~ 2021.02\t이스트소프트\t백엔드개발팀\t사원\t검색 색인 파이프라인 유지보수',
    );
    // A line full to the cell's edge whose last word ends in a particle broke at a space.
    expect(lines.find((l) => l.startsWith('2021.03'))).toMatch(/성능개선과 장애대응 자동화$/);
  });
});

// Issue 37 round 8: LibreOffice 7.4 Writer's own PDF of a .docx in 나눔명조 (the development layout
// tests/fixtures/resumes-third-party/ko-word-libreoffice-myeongjo-tilde-dates, committed as .docx and .pdf).
// Writer sets Hangul and Latin text apart by a fifth of an em without a space ("1988" gap "년"), which the
// reader took for a word space; its "–" list markers stand at the list's indent with the text at a tab stop.
describe('LibreOffice Writer from a .docx, Korean in NanumMyeongjo with digits and Latin beside Hangul', () => {
  const file = path.resolve(
    'tests/fixtures/resumes-third-party/ko-word-libreoffice-myeongjo-tilde-dates.pdf',
  );
  const read = async () => {
    const bytes = new Uint8Array(fs.readFileSync(file));
    const pages: Page[] = await readTextRuns(bytes, {
      maxPages: 10,
      maxChars: 200_000,
      maxDecodedBytes: 64e6,
    });
    return pages.flatMap((p) => pageToLines(p.runs, p.width, p.marks, p.rules));
  };

  it('writes numbers and Latin words onto the Hangul beside them, and keeps every real space', async () => {
    const lines = await read();
    expect(lines).toContain('생년월일 1988년 2월 9일\t거주지 경기도 수원시 영통구 광교중앙로 145');
    expect(lines).toContain('6시그마 BB, 한국표준협회\t2016.04');
    expect(lines).toContain('– 신규 도금 라인 양산 이관을 주관하고 협력사 6곳의 품질 심사를 맡았습니다.');
    expect(lines).toContain('휴대폰 010-5532-9047\t이메일 minho.kang@example.com');
  });

  it('reads each "–" list item as its own bullet line, the achievements of the job above', async () => {
    const { sections } = parseResumeText((await read()).join('\n'));
    expect(sections.works.map((w) => w.achievements.split('\n').length)).toEqual([2, 1]);
    expect(sections.works[0]).toMatchObject({
      company: '삼성전기(주)',
      position: '기판사업부 책임연구원',
      start: '2019.05',
      end: '',
    });
    expect(sections.skills).toEqual(['Minitab', 'JMP', 'AutoCAD', 'SEM/EDS 분석']);
  });
});
