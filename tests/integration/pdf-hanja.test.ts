// Issue 38 item 8: Hanja in every PDF. Pretendard has no CJK ideographs, so "간略히" printed as "간e 히";
// Noto Sans KR stands behind it (fonts.ts), and each kind of document (resume, cover letters, an
// application) keeps the ideograph as text a reader can copy, in regular and bold lines alike.
import fs from 'node:fs';
import path from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '~/integrations/pdf/application-pdf.server';
import { renderCoverLettersPdf } from '~/integrations/pdf/coverletters-pdf.server';
import { resetPdfRenderPool } from '~/integrations/pdf/render-pool.server';
import { renderResumePdf, type PrintableResume } from '~/integrations/pdf/resume-pdf.server';

const QUESTION = '본인의 강점을 간略히 소개해 주세요.';
const ANSWER = '저는 問題를 끝까지 풀어 내는 사람입니다. 결제 장애를 간略히 정리해 공유했습니다.';

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The names of the fonts a PDF embeds (its FontName entries). */
const fontsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/FontName \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);

afterAll(async () => {
  await resetPdfRenderPool().then((pool) => pool.close());
});

describe('Hanja in PDFs', () => {
  it('an application: the question (a bold heading) and the answer keep their ideographs', async () => {
    const pdf = await renderApplicationPdf({
      lang: 'ko',
      title: '한빛電子 지원서',
      facts: [{ label: '회사', value: '한빛電子' }],
      questions: [
        {
          heading: `1. ${QUESTION}`,
          limit: '제한 700자 (공백 포함)',
          answer: ANSWER,
          count: '40 / 700자',
          over: null,
        },
      ],
      noAnswer: '답변 없음',
    });
    const text = await textOf(pdf);
    expect(text).toContain('간略히 소개해 주세요');
    expect(text).toContain('問題를');
    expect(text).toContain('한빛電子');
    expect(text).not.toContain('간e');
    expect(fontsOf(pdf).some((f) => f.startsWith('NotoSansKR'))).toBe(true);
  }, 60_000);

  it('cover letters: the question and the letter keep their ideographs', async () => {
    const pdf = await renderCoverLettersPdf({
      title: '김하늘 이력서',
      groups: [{ questionName: QUESTION, letters: [{ content: ANSWER, stamp: '2026.11.22 10:00:00' }] }],
    });
    const text = await textOf(pdf);
    expect(text).toContain(QUESTION);
    expect(text).toContain('問題를');
  }, 60_000);

  it('a resume: the introduction keeps its ideographs, its Hangul still in Pretendard', async () => {
    const resume = JSON.parse(
      fs.readFileSync(path.resolve('tests/fixtures/resumes/ko-backend-single.json'), 'utf8'),
    ) as PrintableResume;
    const pdf = await renderResumePdf({ ...resume, intro: ANSWER }, { lang: 'ko' });
    const text = await textOf(pdf);
    expect(text).toContain('問題를');
    expect(text).toContain('간略히');
    const fonts = fontsOf(pdf);
    expect(fonts.some((f) => f.startsWith('Pretendard'))).toBe(true);
    expect(fonts.some((f) => f.startsWith('NotoSansKR'))).toBe(true);
  }, 60_000);
});
