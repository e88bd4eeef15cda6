// HWP 5 (binary 한글) uploads: a file Hangul wrote and résumés built to the format, read into lines
// (tables row by row, cells split by tabs) and into the same sections the PDF import gives; password,
// distribution and oversized files refused with their reason.
import fs from 'node:fs';
import path from 'node:path';
import CFB from 'cfb';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { koreanHwp, makeHwp } from '../../../../tests/fixtures/documents/hwp5';
import { parseResumeText } from '../pdf-import/parse';
import { ContainerError } from './container-error';
import { hwpLines, MAX_HWP_INFLATED } from './hwp.server';
import { readDocument } from './read-document.server';

const failure = (run: () => unknown) => {
  try {
    run();
    return 'read';
  } catch (error) {
    return error instanceof ContainerError ? error.reason : 'thrown';
  }
};

describe('an HWP 5 file written by Hangul', () => {
  const bytes = new Uint8Array(
    fs.readFileSync(path.resolve('tests/fixtures/documents/hwpjs-basicsReport.hwp')),
  );

  it('reads its paragraphs and its table, row by row with the cells split by tabs', () => {
    const lines = hwpLines(bytes, 200_000);
    expect(lines).toContain('리포트의 제목');
    expect(lines).toContain('과목명\t○○○○');
    expect(lines).toContain('학번\t200012345');
    expect(lines).toContain('이 문서는 나눔글꼴로 작성되었습니다. 설치하기');
  });

  it('is read by content as an HWP document', async () => {
    expect((await readDocument(bytes)).kind).toBe('hwp');
  });
});

describe('an 이력서 in HWP 5', () => {
  it('imports into the sections as a PDF of the same form does', async () => {
    const read = await readDocument(koreanHwp());
    if (!('text' in read)) throw new Error('not text');
    expect(read.kind).toBe('hwp');
    const { name, sections } = parseResumeText(read.text);
    expect(name).toBe('최유나');
    expect(sections.works).toEqual([
      expect.objectContaining({ company: '주식회사 무신사', position: '대리', start: '2020.03', end: '' }),
    ]);
    expect(sections.educations).toEqual([
      expect.objectContaining({ school: '한양대학교', major: '경영학과', gpa: '3.9/4.5', start: '2014.03' }),
    ]);
    expect(sections.certifications.map((c) => c.certificationName)).toEqual(['정보처리기사']);
  });

  it('reads an uncompressed body as well', () => {
    expect(hwpLines(makeHwp(['가나다 라마'], { flags: 0 }), 1000)).toContain('가나다 라마');
  });
});

describe('HWP 5 files the import refuses', () => {
  it('a password-protected or distribution document is encrypted', () => {
    expect(failure(() => hwpLines(makeHwp(['x'], { flags: 0b011 }), 1000))).toBe('encrypted');
    expect(failure(() => hwpLines(makeHwp(['x'], { flags: 0b101 }), 1000))).toBe('encrypted');
  });

  it('a section that inflates past the cap is refused before it is all inflated', () => {
    const bomb = zlib.deflateRawSync(Buffer.alloc(MAX_HWP_INFLATED + 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bytes = makeHwp(['x']);
    // The same container with the bomb as its section.
    expect(failure(() => hwpLines(withSection(bytes, bomb), 1000))).toBe('oversized');
  });

  it('more text than a résumé has is oversized', () => {
    expect(failure(() => hwpLines(makeHwp(Array.from({ length: 50 }, () => '가'.repeat(100))), 1000))).toBe(
      'oversized',
    );
  });
});

function withSection(bytes: Uint8Array, section: Buffer): Uint8Array {
  const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  CFB.utils.cfb_del(container, '/BodyText/Section0');
  CFB.utils.cfb_add(container, '/BodyText/Section0', section);
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}
