// Renders resumes to PDF, reads them back, and checks how unreadable files are reported.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ResumeSections } from '#db/schema/profiles';
import {
  extractPdfText,
  PdfImportError,
  type PdfImportFailure,
} from '~/features/profiles/pdf-import/extract.server';
import { parseResumeText } from '~/features/profiles/pdf-import/parse';
import { renderResumePdf, type ResumeLang } from '~/integrations/pdf/resume-pdf.server';

type Fixture = {
  name: string | null;
  lang: ResumeLang;
  layout: 'single' | 'two-column';
  intro?: string;
  sections: ResumeSections;
};

const fixture = (name: string): Fixture =>
  JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/resumes', `${name}.json`), 'utf8')) as Fixture;

async function failure(bytes: Uint8Array): Promise<PdfImportFailure | 'read'> {
  try {
    await extractPdfText(bytes);
    return 'read';
  } catch (error) {
    if (error instanceof PdfImportError) return error.reason;
    throw error;
  }
}

describe('resume PDF round trip', () => {
  it('prints Korean text that stays extractable and reads back into the same resume', async () => {
    const resume = fixture('ko-backend-single');
    const pdf = await renderResumePdf(resume, { lang: 'ko', layout: 'single' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await extractPdfText(pdf);
    expect(text).toContain('김민준');
    expect(text).toContain('한양대학교');
    expect(text).toContain('학력');
    expect(text).toContain('2013.03 ~ 2019.02');

    const parsed = parseResumeText(text);
    expect(parsed.name).toBe('김민준');
    // The fixture predates episodes; an import never fills them.
    expect(parsed.sections).toEqual({ ...resume.sections, episodes: [] });
  });

  it('reads the two-column layout column by column and its education table row by row', async () => {
    const resume = fixture('ko-data-two-column');
    const text = await extractPdfText(await renderResumePdf(resume, { lang: 'ko', layout: 'two-column' }));
    const lines = text.split('\n');
    // The left column (person, skills, languages, certifications) comes before the right one.
    expect(lines.indexOf('자격증')).toBeLessThan(lines.indexOf('학력'));
    expect(lines).toContain('2016.03 ~ 2020.02\t이화여자대학교\t통계학과\t학사 (졸업)\t3.91/4.5');
    const parsed = parseResumeText(text);
    expect(parsed.name).toBe('데이터 분석가 이서연');
    // The fixture predates episodes; an import never fills them.
    expect(parsed.sections).toEqual({ ...resume.sections, episodes: [] });
  });

  it('prints the section headings in the chosen language', async () => {
    const resume = fixture('ko-backend-single');
    const en = await extractPdfText(await renderResumePdf(resume, { lang: 'en' }));
    const id = await extractPdfText(await renderResumePdf(resume, { lang: 'id', layout: 'two-column' }));
    expect(en).toContain('Work experience');
    expect(en).toContain('2021.04 ~ Present');
    expect(en).toContain('Born\t1994.07');
    expect(id).toContain('Pengalaman kerja');
    expect(id).toContain('2021.04 ~ Sekarang');
  });
});

describe('unreadable files', () => {
  it('refuses bytes that are not a PDF', async () => {
    expect(await failure(crypto.randomBytes(4096))).toBe('not-pdf');
    expect(await failure(new TextEncoder().encode('hello, this is a text file'))).toBe('not-pdf');
  });

  it('reports a truncated or mangled PDF as broken', async () => {
    const pdf = await renderResumePdf(fixture('en-designer-single'), { lang: 'en' });
    expect(await failure(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe('broken');
    expect(await failure(new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF\n'))).toBe('broken');
  });

  it('reports a PDF without any text as empty', async () => {
    const blank: ResumeSections = {
      person: { country: '', region: '', address: '', birthYear: '', birthMonth: '' },
      educations: [],
      works: [],
      skills: [],
      certifications: [],
      languages: [],
      projects: [],
      awards: [],
      episodes: [],
    };
    const pdf = await renderResumePdf({ name: null, sections: blank }, { lang: 'ko' });
    expect(await failure(pdf)).toBe('empty');
  });

  it('reports a password-protected PDF as encrypted', async () => {
    expect(await failure(encryptedPdf('secret'))).toBe('encrypted');
    // The file is a real encrypted PDF: with its password PDF.js reads it.
    const pdf = await getDocumentProxy(encryptedPdf('secret'), { password: 'secret' });
    const page = await pdf.getPage(1);
    const { items } = await page.getTextContent();
    expect(items.map((i) => ('str' in i ? i.str : '')).join('')).toContain('Secret resume');
    await pdf.destroy();
  });

  it('does not detach or change the caller’s buffer', async () => {
    const pdf = await renderResumePdf(fixture('id-accounting-single'), { lang: 'id' });
    const copy = Buffer.from(pdf);
    await extractPdfText(pdf);
    expect(pdf.equals(copy)).toBe(true);
  });
});

// ---- a minimal PDF encrypted with the standard security handler (RC4, 40-bit, revision 2) ----------

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** A one-page PDF saying "Secret resume", readable only with the user password. */
function encryptedPdf(userPassword: string): Uint8Array {
  const id = crypto.randomBytes(16);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const owner = rc4(md5(padded('owner')).subarray(0, 5), padded(userPassword));
  const key = md5(padded(userPassword), owner, permissions, id).subarray(0, 5);
  const user = rc4(key, PADDING);
  const objectKey = (n: number) =>
    md5(key, Buffer.from([n & 255, (n >> 8) & 255, n >> 16, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(4), Buffer.from('BT /F1 18 Tf 20 100 Td (Secret resume) Tj ET', 'latin1'));

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(length);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
