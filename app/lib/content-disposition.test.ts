import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileBase } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names a Hangul file exactly in filename* and falls back to ASCII in filename', () => {
    expect(attachmentDisposition('한빛전자 지원서', 'pdf', 'application')).toBe(
      `attachment; filename="application.pdf"; filename*=UTF-8''%ED%95%9C%EB%B9%9B%EC%A0%84%EC%9E%90%20%EC%A7%80%EC%9B%90%EC%84%9C.pdf`,
    );
  });

  it('keeps an ASCII name in both, with the characters RFC 5987 does not allow encoded', () => {
    expect(attachmentDisposition("Application to O'Neil (Korea)*", 'docx')).toBe(
      `attachment; filename="Application to O'Neil (Korea).docx"; filename*=UTF-8''Application%20to%20O%27Neil%20%28Korea%29.docx`,
    );
  });

  it('leaves out what no header or file system may carry', () => {
    const header = attachmentDisposition('a"b\\c/d\r\nContent-Type: text/html;e%41', 'pdf');
    expect(header).toBe(
      `attachment; filename="a b c d Content-Type text htmle41.pdf"; filename*=UTF-8''a%20b%20c%20d%20Content-Type%20text%20html%3Be%2541.pdf`,
    );
    expect(safeFileBase('..\u0000  숨은\t파일 ')).toBe('숨은 파일');
    expect(safeFileBase('가'.repeat(300))).toHaveLength(100);
    expect(attachmentDisposition('  ', 'pdf', 'application')).toBe(
      `attachment; filename="application.pdf"; filename*=UTF-8''application.pdf`,
    );
  });
});
