// Word, 한글 and JSON Resume uploads read into the same sections the PDF import gives, and the files the
// import cannot read answered with their reason: encrypted, HWP 5, bombed, over-long, mistyped.
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import jsonResumeSchema from '@jsonresume/schema';
import type { ResumeSections } from '#db/schema/profiles';
import {
  englishDocx,
  hPara,
  koreanHwpx,
  makeDocx,
  makeHwpx,
  wPara,
} from '../../../../tests/fixtures/documents/build';
import { parseResumeText } from '../pdf-import/parse';
import { fromJsonResume, toJsonResume } from './json-resume';
import { DocumentError, readDocument, type ReadDocument } from './read-document.server';

async function textOf(bytes: Uint8Array): Promise<string> {
  const read: ReadDocument = await readDocument(bytes);
  if (!('text' in read)) throw new Error(`read as ${read.kind}`);
  return read.text;
}

async function reason(bytes: Uint8Array): Promise<string> {
  try {
    await readDocument(bytes);
    return 'read';
  } catch (error) {
    if (error instanceof DocumentError) return error.reason;
    throw error;
  }
}

describe('Word (.docx)', () => {
  it('reads the header, tab-stop dates and numbered bullets into their fields', async () => {
    const { name, sections } = parseResumeText(await textOf(englishDocx()));
    expect(name).toBe('Minjun Kim');
    expect(sections.works).toHaveLength(1);
    expect(sections.works[0]).toMatchObject({
      company: 'Naver Corp.',
      position: 'Data Analyst Intern',
      start: '2021.07',
      end: '2021.12',
    });
    expect(sections.works[0].achievements.split('\n')).toEqual([
      '• Analysed search logs to find where users dropped off and proposed fixes.',
      "• Built a weekly metrics dashboard that cut the team's reporting time by half.",
    ]);
    expect(sections.educations[0]).toMatchObject({
      school: 'Hanyang University',
      major: 'Industrial Engineering',
    });
    expect(sections.projects).toEqual([
      {
        projectName: 'Used-Goods Price Forecast',
        projectDescription: 'Trained a model on public data and scraped listings to predict resale prices.',
        technologiesUsed: 'Python, scikit-learn, PostgreSQL',
      },
    ]);
    expect(sections.skills).toEqual(['Python', 'SQL', 'Tableau', 'Excel']);
  });
});

describe('한글 (.hwpx)', () => {
  it('reads a table 이력서 with merged cells row by row into its fields', async () => {
    const { name, sections } = parseResumeText(await textOf(koreanHwpx()));
    expect(name).toBe('정수민');
    expect(sections.educations[0]).toMatchObject({
      school: '부산대학교',
      major: '무역학과',
      start: '2012.03',
    });
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['(주)한진해운물류', '사원', '2016.03', '2019.08'],
      ['주식회사 센텀로지스', '대리', '2019.09', ''],
    ]);
    expect(sections.certifications[0]).toMatchObject({
      certificationName: '물류관리사',
      certificationIssuedBy: '한국산업인력공단',
    });
    expect(sections.languages[0]).toMatchObject({ languageName: '영어', languageLevel: 'advanced' });
  });

  it('reads paragraphs whose shape carries a bullet as list items', async () => {
    const text = await textOf(makeHwpx([hPara('경력'), hPara('물류 일정 관리', { bullet: true })].join('')));
    expect(text.split('\n')).toEqual(['경력', '• 물류 일정 관리']);
  });
});

const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/resumes', name), 'utf8')) as {
    name: string;
    sections: Omit<ResumeSections, 'episodes'>;
  };

describe('JSON Resume', () => {
  it.each(['ko-backend-single.json', 'en-designer-single.json', 'id-accounting-single.json'])(
    'exports %s valid against the schema, and re-imports it to the same fields',
    async (file) => {
      const resume = fixture(file);
      const sections = { ...resume.sections, episodes: [] };
      const exported = toJsonResume(resume.name, sections);
      let valid = false;
      jsonResumeSchema.validate(exported, (_e, ok) => (valid = ok));
      expect(valid).toBe(true);
      const read = await readDocument(strToU8(JSON.stringify(exported)));
      expect(read.kind).toBe('json-resume');
      if (read.kind !== 'json-resume') return;
      expect(read.resume.name).toBe(resume.name);
      expect(read.resume.sections).toEqual(sections);
    },
  );

  it('reads a file written by another tool and names the sections it has no place for', () => {
    const { sections, notRead } = fromJsonResume({
      basics: { name: 'Ana', location: { city: 'Jakarta', countryCode: 'ID' }, summary: 'Analyst.' },
      work: [{ name: 'PT Maju', position: 'Analyst', startDate: '2020-03', highlights: ['Cut costs 10%'] }],
      education: [{ institution: 'Universitas Indonesia', studyType: 'Bachelor', area: 'Statistika' }],
      languages: [{ language: 'English', fluency: 'Fluent' }],
      volunteer: [{ organization: 'Red Cross' }],
    });
    expect(sections.person).toMatchObject({ country: 'ID', region: 'Jakarta' });
    expect(sections.works[0]).toMatchObject({
      company: 'PT Maju',
      achievements: '• Cut costs 10%',
      start: '2020.03',
    });
    expect(sections.educations[0]).toMatchObject({ gradLevel: 'university', major: 'Statistika' });
    expect(sections.languages[0].languageLevel).toBe('professional');
    expect(notRead).toEqual(['volunteer (1)', 'basics.summary']);
  });
});

describe('files the import cannot read', () => {
  const ole = (...marks: Buffer[]) =>
    new Uint8Array(
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(504),
        ...marks,
      ]),
    );

  it('tells a password-protected Word file, a Hangul 97 file and a broken HWP 5 file by their content', async () => {
    expect(await reason(ole(Buffer.from('EncryptedPackage', 'utf16le')))).toBe('encrypted');
    expect(await reason(new Uint8Array(Buffer.from('HWP Document File V3.00 \x1a\x01\x02', 'latin1')))).toBe(
      'hwp',
    );
    expect(await reason(ole(Buffer.from('HWP Document File', 'latin1')))).toBe('broken');
    expect(await reason(ole())).toBe('unsupported');
  });

  it('refuses a zip bomb before inflating it, and a document of more text than a resume has', async () => {
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await reason(bomb)).toBe('oversized');
    const long = makeDocx(Array.from({ length: 3000 }, () => wPara('x'.repeat(100))).join(''));
    expect(await reason(long)).toBe('oversized');
  });

  it('answers a file of another type, whatever its name, as unsupported', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await reason(png)).toBe('unsupported');
    expect(await reason(strToU8('hello, this is a text file'))).toBe('unsupported');
    expect(await reason(strToU8('{"orders": [1, 2]}'))).toBe('unsupported');
    expect(await reason(zipSync({ 'notes.txt': strToU8('hi') }))).toBe('unsupported');
    expect(await reason(strToU8('{"basics": '))).toBe('broken');
  });

  it('answers a document without text as empty', async () => {
    expect(await reason(makeDocx(''))).toBe('empty');
  });
});
