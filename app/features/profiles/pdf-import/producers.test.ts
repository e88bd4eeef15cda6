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
  ? { runs: R; width: number; marks?: Parameters<typeof pageToLines>[2] }
  : never;

async function linesOf(file: string): Promise<string[]> {
  const bytes = new Uint8Array(fs.readFileSync(path.join(DIR, file)));
  const pages: Page[] = await readTextRuns(bytes, { maxPages: 10, maxChars: 200_000, maxDecodedBytes: 64e6 });
  return pages.flatMap((p) => pageToLines(p.runs, p.width, p.marks));
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
