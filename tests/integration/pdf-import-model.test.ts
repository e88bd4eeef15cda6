// PDF import with a model configured: the model's reading is used only where the PDF text backs it;
// a failing model falls back to the built-in parser.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readResume } from '~/features/profiles/import.server';
import { extractPdfText } from '~/features/profiles/pdf-import/extract.server';
import { renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { reloadEnv } from '~/lib/env.server';
import { startFakeOpenAi } from '../fakes/openai-compatible';

const fixture = JSON.parse(fs.readFileSync('tests/fixtures/resumes/en-designer-single.json', 'utf8'));
const fake = await startFakeOpenAi();
process.env.AI_BASE_URL = fake.url;
// The configuration is read once per process; modules imported above may already have read it.
reloadEnv();
afterAll(() => fake.close());

const text = await extractPdfText(new Uint8Array(await renderResumePdf(fixture, { lang: 'en' })));
const education = fixture.sections.educations[0];
const work = fixture.sections.works[0];

describe('reading a PDF resume with a model', () => {
  it('keeps the values the text backs and drops what the model invented', async () => {
    fake.configure({
      text: JSON.stringify({
        name: fixture.name,
        sections: {
          person: { country: 'KR', region: 'Atlantis', address: '', birthYear: '', birthMonth: '' },
          educations: [
            { ...education, gradLevel: 'university', start: education.start, end: education.end },
            {
              gradLevel: 'phd',
              graduated: true,
              school: 'Harvard University',
              major: 'Physics',
              gpa: '4.0/4.0',
              thesis: '',
              start: '2030.01',
              end: '',
            },
          ],
          works: [{ ...work, position: 'Chief Everything Officer' }],
          skills: [...fixture.sections.skills.slice(0, 2), 'Time travel'],
          certifications: [],
          languages: [],
          projects: [],
          awards: [],
        },
      }),
    });
    const read = await readResume(text);
    expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain(education.school);
    expect(read.name).toBe(fixture.name);
    expect(read.sections.educations.map((e) => e.school)).toEqual([education.school]);
    expect(read.sections.educations[0]).toMatchObject({ major: education.major, start: education.start });
    expect(read.sections.works[0]).toMatchObject({ company: work.company, position: '' });
    expect(read.sections.skills).toEqual(fixture.sections.skills.slice(0, 2));
    expect(read.sections.person.region).toBe('');
  });

  it('falls back to the parser when the model fails or answers nonsense', async () => {
    fake.configure({ status: 500 });
    const failed = await readResume(text);
    expect(failed.sections.educations.map((e) => e.school)).toContain(education.school);
    fake.configure({ text: 'I cannot read resumes.' });
    const nonsense = await readResume(text);
    expect(nonsense.sections.works.map((w) => w.company)).toContain(work.company);
  });
});
