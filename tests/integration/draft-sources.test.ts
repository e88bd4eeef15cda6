// Issue 37 item 4: an imported draft carries, for each field it fills, the line of the file the value
// came from (a JSON Resume: the JSON path); the review page shows it under the field; saving the draft
// stores none of it in the resume, and the draft (with its sources) is gone.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileDrafts, profiles, type DraftSources, type ResumeSections } from '#db/schema';
import { seedReference } from '#db/seed';
import { createGroup } from '~/features/profiles/groups.server';
import { importResume } from '~/features/profiles/import.server';
import { findDraft } from '~/features/profiles/profiles.server';
import { toJsonResume } from '~/features/profiles/file-import/json-resume';
import { renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { db } from '~/lib/db.server';
import {
  action as editorAction,
  loader as editorLoader,
} from '~/routes/($domain)._member.profile.information';
import en from '../../app/locales/en/profiles.json' with { type: 'json' };
import { englishDocx } from '../fixtures/documents/build';
import { member } from './letters-helpers';
import { outcome, routeArgs } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

async function importFile(userId: number, bytes: Uint8Array, name: string) {
  const group = await createGroup(userId, { name: 'Imported', memo: '', color: 'VIOLET' });
  const form = new FormData();
  form.set('groupId', String(group.id));
  form.set('file', new File([new Uint8Array(bytes)], name));
  const request = new Request(`http://localhost/main/profile/import?group=${group.id}`, {
    method: 'POST',
    body: form,
  });
  const outcome = await importResume(userId, request);
  if (!outcome.ok) throw new Error(`import failed: ${outcome.reason}`);
  const draft = await findDraft(userId, outcome.draftId);
  if (!draft) throw new Error('no draft');
  return { draft, groupId: group.id };
}

const linesOf = (sources: DraftSources, key: string) => {
  const source = sources[key];
  return source && 'lines' in source ? source.lines : [];
};

/** The editor's form as a browser without JavaScript posts it, from the draft's values. */
function editorForm(draft: { id: string; name: string | null; sections: ResumeSections }, groupId: number) {
  const form = new URLSearchParams({ intent: 'save', draftId: draft.id, groupId: String(groupId) });
  form.set('name', draft.name ?? 'Imported');
  for (const [k, v] of Object.entries(draft.sections.person)) form.set(`person.${k}`, v);
  // What the file did not say and the editor requires, filled in by the member.
  const filled = { country: 'KR', address: 'Seoul', birthYear: '1998', birthMonth: '5' };
  for (const [k, v] of Object.entries(filled)) if (!form.get(`person.${k}`)) form.set(`person.${k}`, v);
  for (const [section, list] of Object.entries(draft.sections)) {
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, i: number) => {
      if (typeof item === 'string') return form.set(`${section}[${i}]`, item);
      for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
        if (typeof v === 'boolean') {
          if (v) form.set(`${section}[${i}].${k}`, 'on');
        } else if (typeof v === 'string') form.set(`${section}[${i}].${k}`, v);
      }
    });
  }
  return form;
}

describe('an imported draft beside its file', () => {
  it('a Word résumé: each field with the line it came from, shown on the review page', async () => {
    const userId = await member(0);
    const { draft } = await importFile(userId, englishDocx(), 'resume.docx');
    expect(draft.sections.educations[0].school).toBe('Hanyang University');
    expect(draft.sources['educations[0].school']).toEqual({
      value: 'Hanyang University',
      lines: ['Hanyang University · Mar 2018 – Feb 2022'],
    });
    expect(linesOf(draft.sources, 'educations[0].start')).toEqual([
      'Hanyang University · Mar 2018 – Feb 2022',
    ]);
    expect(linesOf(draft.sources, 'works[0].company')).toEqual(['Naver Corp. · Jul 2021 – Dec 2021']);
    expect(linesOf(draft.sources, 'works[0].achievements')[0]).toContain('Analysed search logs');
    expect(linesOf(draft.sources, 'name')).toEqual(['Minjun Kim']);

    const page = await editorLoader(
      routeArgs(new Request(`http://localhost/main/profile/information?draft=${draft.id}`), { id: userId }),
    );
    expect('sources' in page && page.sources).toEqual(draft.sources);
    expect(en.editor.source.replace('{{line}}', 'Hanyang University · Mar 2018 – Feb 2022')).toBe(
      'From the file: “Hanyang University · Mar 2018 – Feb 2022”',
    );
  });

  it('a PDF printed from a Korean résumé: the school beside its row of the education table', async () => {
    const fixture = JSON.parse(fs.readFileSync('tests/fixtures/resumes/ko-backend-single.json', 'utf8'));
    const userId = await member(0);
    const pdf = await renderResumePdf(fixture, { lang: 'ko', layout: 'single' });
    const { draft } = await importFile(userId, new Uint8Array(pdf), 'resume.pdf');
    const school = fixture.sections.educations[0].school as string;
    expect(draft.sources['educations[0].school']?.value).toBe(school);
    const [line] = linesOf(draft.sources, 'educations[0].school');
    expect(line).toContain(school);
    expect(line).toContain(fixture.sections.educations[0].start);
    const company = fixture.sections.works[0].company as string;
    expect(linesOf(draft.sources, 'works[0].company')[0]).toContain(company);
  });

  it('a JSON Resume: the JSON path each field was read from', async () => {
    const userId = await member(0);
    const own = JSON.parse(fs.readFileSync('tests/fixtures/resumes/ko-backend-single.json', 'utf8'));
    const json = JSON.stringify(toJsonResume(own.name, { ...own.sections, episodes: [] }));
    const { draft } = await importFile(userId, new TextEncoder().encode(json), 'resume.json');
    expect(draft.sources['educations[0].school']).toEqual({
      value: own.sections.educations[0].school,
      json: 'education[0].institution',
    });
    expect(draft.sources.name).toEqual({ value: own.name, json: 'basics.name' });
  });

  it('saving the draft stores none of its sources: the resume holds the fields, the draft is gone', async () => {
    const userId = await member(0);
    const { draft, groupId } = await importFile(userId, englishDocx(), 'resume.docx');
    const shown = Object.values(draft.sources).flatMap((s) => ('lines' in s ? s.lines : [s.json]));
    expect(shown).toContain('Hanyang University · Mar 2018 – Feb 2022');

    const saved = await outcome(
      editorAction(
        routeArgs(
          new Request('http://localhost/main/profile/information', {
            method: 'POST',
            body: editorForm(draft, groupId),
            headers: { 'accept-language': 'en' },
          }),
          { id: userId },
        ),
      ),
    );
    expect(saved.status).toBe(302);
    const id = Number((saved.value as Response).headers.get('location')?.split('id=')[1]);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, id));
    expect(row.educations[0].school).toBe('Hanyang University');
    const stored = JSON.stringify(row);
    // A source line that is also a field's value (a bullet, a name alone on its line) is in the resume
    // as that value; the others (a row of cells, a date as the file writes it) must not be.
    const draftText = JSON.stringify({ name: draft.name, sections: draft.sections });
    const notValues = shown.filter((l) => !draftText.includes(JSON.stringify(l).slice(1, -1)));
    expect(notValues).toEqual(
      expect.arrayContaining([
        'Hanyang University · Mar 2018 – Feb 2022',
        'Naver Corp. · Jul 2021 – Dec 2021',
      ]),
    );
    for (const line of notValues) expect(stored).not.toContain(line);
    expect(stored).not.toContain('sources');
    expect(await db().select().from(profileDrafts).where(eq(profileDrafts.id, draft.id))).toEqual([]);
  });
});
