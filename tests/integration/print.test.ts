import { describe, expect, it } from 'vitest';
import { formatDateTime as printStamp } from '~/lib/format';
import { extractPdfText } from '~/features/profiles/pdf-import/extract.server';
import { renderCoverLettersPdf } from '~/integrations/pdf/coverletters-pdf.server';

describe('printing cover letters', () => {
  it('stamps letters as year.month.day hour:minute:second (Korean time)', () => {
    expect(printStamp(new Date('2026-03-04T23:05:09Z'))).toBe('2026.03.05 08:05:09');
  });

  it('renders a Korean letter to a PDF whose text can be extracted again', async () => {
    const pdf = await renderCoverLettersPdf({
      title: '백엔드 이력서',
      groups: [
        {
          questionName: '지원 동기를 작성해 주세요.',
          letters: [
            { content: '저는 한빛대학교에서 컴퓨터공학을 전공했습니다.', stamp: '2026.11.22 10:00:00' },
          ],
        },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractPdfText(new Uint8Array(pdf))).replace(/\s+/g, ' ');
    expect(text).toContain('지원 동기를 작성해 주세요.');
    expect(text).toContain('저는 한빛대학교에서 컴퓨터공학을 전공했습니다.');
    expect(text).toContain('2026.11.22 10:00:00');
  });
});
