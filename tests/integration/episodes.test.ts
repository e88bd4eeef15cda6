// A resume's episodes (경험 정리, issue 23 item 2) through the resume editor's loader and action, as a
// browser without JavaScript posts them: saved and read back whole, bounded (20 at most, known tags,
// a title, what was done or its result), refused with a localized message and nothing lost, another
// member's resume out of reach; copied with the resume, kept through resume generation, and printed
// (HTML print and PDF) only when marked for printing.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '#db/schema';
import { EPISODE_TAGS } from '#db/schema/enums';
import type { ResumeEpisode } from '#db/schema/profiles';
import { seedReference } from '#db/seed';
import { generateResume } from '~/features/coverletters/resume.server';
import { createGroup } from '~/features/profiles/groups.server';
import { parseResumeText } from '~/features/profiles/pdf-import/parse';
import { copyProfile, findProfile, sectionsOf } from '~/features/profiles/profiles.server';
import { renderResumePdf } from '~/integrations/pdf/resume-pdf.server';
import { db } from '~/lib/db.server';
import { formProblem } from '~/lib/form-bounds';
import { loader as printLoader } from '~/routes/($domain)._empty.profile.print';
import {
  action as editorAction,
  loader as editorLoader,
} from '~/routes/($domain)._member.profile.information';
import { member } from './letters-helpers';
import { getRequest, outcome, routeArgs } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const args = (request: Request, id: number) => routeArgs(request, { id });

const base: Record<string, string> = {
  name: 'Resume with episodes',
  'person.country': 'KR',
  'person.region': 'Seoul',
  'person.address': 'Mapo-gu 1',
  'person.birthYear': '1998',
  'person.birthMonth': '5',
  'educations[0].gradLevel': 'university',
  'educations[0].school': 'Hanbit University',
};

type EpisodeForm = Partial<Record<keyof ResumeEpisode, string>> & { tagList?: string[] };
/** An episode as the editor's fields post it: one `tags` value per checked box, `print=on` when ticked. */
function episodeFields(index: number, e: EpisodeForm): [string, string][] {
  const { tagList = [], ...texts } = e;
  return [
    ...Object.entries(texts).map(([k, v]) => [`episodes[${index}].${k}`, v!] as [string, string]),
    ...tagList.map((tag) => [`episodes[${index}].tags`, tag] as [string, string]),
  ];
}
/** The editor's form (a URL-encoded body, repeated names kept) with `episodes`. */
function editorPost(extra: Record<string, string>, episodes: EpisodeForm[]) {
  const body = new URLSearchParams({ ...base, ...extra });
  episodes.forEach((e, i) => episodeFields(i, e).forEach(([k, v]) => body.append(k, v)));
  return new Request('http://localhost/main/profile/information', {
    method: 'POST',
    body,
    headers: { 'accept-language': 'en' },
  });
}

const failure: EpisodeForm = {
  title: '물류 재고 오차 줄이기',
  org: '한빛물류',
  start: '2023.03',
  end: '2023.09',
  situation: '월말 재고 실사에서 오차가 4%까지 벌어졌습니다.',
  action: '입고 검수 순서를 바꾸고 바코드 재확인 단계를 넣었습니다.',
  result: '오차가 0.8%로 줄었습니다.',
  learned: '처음 세운 일정이 틀렸을 때 바로 알리는 법을 배웠습니다.',
  tagList: ['failure', 'data', 'failure'],
  print: 'on',
};
const conflict: EpisodeForm = {
  title: 'Shift roster dispute',
  action: 'I mediated between two team leads and proposed a rotating roster.',
  tagList: ['conflict', 'teamwork'],
};

async function savedId(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get('location') ?? '';
  expect(location).toMatch(/\/main\/profile\/information\?id=\d+$/);
  return Number(location.split('id=')[1]);
}
async function groupOf(userId: number) {
  return (await createGroup(userId, { name: 'Episodes', memo: '', color: 'VIOLET' })).id;
}
/** What the editor's loader gives the form for resume `id` as seen by `userId`. */
async function editorDefaults(userId: number, id: number) {
  const loaded = await outcome(editorLoader(args(getRequest(`/main/profile/information?id=${id}`), userId)));
  return loaded;
}
const errorsOf = (value: unknown) => (value as { error?: Record<string, string[] | null> }).error ?? {};
const messages = (lng: string) =>
  JSON.parse(fs.readFileSync(path.resolve(`app/locales/${lng}/profiles.json`), 'utf8')) as {
    validation: Record<string, string>;
  };

describe('saving and reading episodes', () => {
  it('round-trips title, where, period, the four texts, tags (once each) and the print choice', async () => {
    const owner = await member(0);
    const groupId = await groupOf(owner);
    const saved = await outcome(
      editorAction(args(editorPost({ groupId: String(groupId) }, [failure, conflict]), owner)),
    );
    expect(saved.status).toBe(302);
    const id = await savedId(saved.value);
    const loaded = await editorDefaults(owner, id);
    const { defaults } = loaded.value as { defaults: { episodes: ResumeEpisode[] } };
    // The coach's parts (ADR 0038) the editor did not post are kept empty, not absent.
    const noCoachParts = { role: '', shows: '', otherSide: '', myPart: '' };
    expect(defaults.episodes).toEqual([
      {
        title: failure.title,
        org: failure.org,
        start: '2023.03',
        end: '2023.09',
        situation: failure.situation,
        action: failure.action,
        result: failure.result,
        learned: failure.learned,
        ...noCoachParts,
        tags: ['failure', 'data'],
        print: true,
      },
      {
        title: conflict.title,
        org: '',
        start: '',
        end: '',
        situation: '',
        action: conflict.action,
        result: '',
        learned: '',
        ...noCoachParts,
        tags: ['conflict', 'teamwork'],
        print: false,
      },
    ]);

    // Saving again without the second one removes it; an empty section saves too.
    const fewer = await outcome(editorAction(args(editorPost({ profileId: String(id) }, [failure]), owner)));
    expect(fewer.status).toBe(302);
    expect((await findProfile(owner, id))?.episodes.map((e) => e.title)).toEqual([failure.title]);
    const none = await outcome(editorAction(args(editorPost({ profileId: String(id) }, []), owner)));
    expect(none.status).toBe(302);
    expect((await findProfile(owner, id))?.episodes).toEqual([]);
  });

  it('refuses a 21st episode with a message, and saves nothing', async () => {
    const owner = await member(0);
    const groupId = await groupOf(owner);
    const many = Array.from({ length: 21 }, (_, i) => ({ title: `Episode ${i + 1}`, action: 'Did it.' }));
    const refused = await outcome(editorAction(args(editorPost({ groupId: String(groupId) }, many), owner)));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value).episodes).toEqual(['validation.episodeCount']);
    expect(await db().select().from(profiles).where(eq(profiles.userId, owner))).toHaveLength(0);

    const twenty = await outcome(
      editorAction(args(editorPost({ groupId: String(groupId) }, many.slice(0, 20)), owner)),
    );
    const id = await savedId(twenty.value);
    expect((await findProfile(owner, id))?.episodes).toHaveLength(20);
  });

  it('refuses a tag that is not in the list', async () => {
    const owner = await member(0);
    const groupId = await groupOf(owner);
    const refused = await outcome(
      editorAction(
        args(
          editorPost({ groupId: String(groupId) }, [{ ...conflict, tagList: ['teamwork', 'bragging'] }]),
          owner,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value)['episodes[0].tags[1]']).toEqual(['validation.episodeTag']);
    expect(await db().select().from(profiles).where(eq(profiles.userId, owner))).toHaveLength(0);
  });

  it('asks for a title in the reader language and gives back everything typed', async () => {
    const owner = await member(0);
    const groupId = await groupOf(owner);
    const untitled = { ...failure, title: '  ' };
    const refused = await outcome(
      editorAction(args(editorPost({ groupId: String(groupId) }, [conflict, untitled]), owner)),
    );
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value)['episodes[1].title']).toEqual(['validation.episodeTitle']);
    // The form comes back with what was typed (the no-JavaScript page re-renders from it).
    const typed = (refused.value as { initialValue: { episodes: Record<string, unknown>[] } }).initialValue;
    expect(typed.episodes[1]).toMatchObject({
      situation: failure.situation,
      action: failure.action,
      result: failure.result,
      learned: failure.learned,
      print: 'on',
    });
    expect(typed.episodes[0]).toMatchObject({ title: conflict.title, action: conflict.action });
    // The message exists, and differs, in each language.
    const texts = ['ko', 'en', 'id'].map((lng) => messages(lng).validation.episodeTitle);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toBe('경험 제목을 입력해 주세요.');
    expect(await db().select().from(profiles).where(eq(profiles.userId, owner))).toHaveLength(0);
  });

  it('refuses an episode with neither what was done nor its result', async () => {
    const owner = await member(0);
    const groupId = await groupOf(owner);
    const refused = await outcome(
      editorAction(
        args(
          editorPost({ groupId: String(groupId) }, [
            { title: 'Only a title', situation: 'Something happened.' },
          ]),
          owner,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value)['episodes[0].action']).toEqual(['validation.episodeAction']);
    for (const lng of ['ko', 'en', 'id']) expect(messages(lng).validation.episodeAction).toBeTruthy();
  });
});

describe('the largest real form', () => {
  it('every list full and 20 episodes with every tag stays within the form bounds', () => {
    const body = new URLSearchParams({ ...base, profileId: '1', intent: 'save' });
    const fill = (list: string, count: number, names: string[]) => {
      for (let i = 0; i < count; i++) for (const n of names) body.append(`${list}[${i}].${n}`, 'x');
    };
    fill('educations', 10, ['gradLevel', 'graduated', 'school', 'major', 'gpa', 'thesis', 'start', 'end']);
    fill('works', 20, ['company', 'position', 'achievements', 'start', 'end']);
    for (let i = 0; i < 20; i++) body.append(`skills[${i}]`, 'x');
    fill('certifications', 20, ['certificationName', 'certificationIssuedBy', 'issueDate']);
    fill('languages', 20, ['languageName', 'languageDetail', 'languageLevel']);
    fill('projects', 20, ['projectName', 'projectDescription', 'technologiesUsed']);
    fill('awards', 20, ['awardName', 'awardIssuedBy', 'awardYear']);
    fill('episodes', 20, [
      'title',
      'org',
      'start',
      'end',
      'situation',
      'action',
      'result',
      'learned',
      'print',
    ]);
    for (let i = 0; i < 20; i++) for (const tag of EPISODE_TAGS) body.append(`episodes[${i}].tags`, tag);
    expect([...body].length).toBeGreaterThan(800);
    expect(formProblem(body)).toBeNull();
  });
});

describe("another member's episodes", () => {
  it('cannot be read through the editor nor overwritten by its action', async () => {
    const owner = await member(0);
    const stranger = await member(0);
    const groupId = await groupOf(owner);
    const id = await savedId(
      (await outcome(editorAction(args(editorPost({ groupId: String(groupId) }, [failure]), owner)))).value,
    );
    expect((await editorDefaults(stranger, id)).status).toBe(404);
    const hijack = await outcome(
      editorAction(
        args(editorPost({ profileId: String(id) }, [{ title: 'Planted', action: 'x' }]), stranger),
      ),
    );
    expect(hijack.status).toBe(404);
    expect((await findProfile(owner, id))?.episodes.map((e) => e.title)).toEqual([failure.title]);
    // Nor printed through the print page.
    const printed = await outcome(
      printLoader(args(getRequest(`/main/profile/print?id=${id}&tab=resume`), stranger)),
    );
    expect(printed.status).toBe(404);
  });
});

/** A member with credits and a resume holding both episodes, saved through the editor's action. */
async function savedThroughEditor() {
  const owner = await member(3);
  const groupId = await groupOf(owner);
  const posted = await outcome(
    editorAction(args(editorPost({ groupId: String(groupId) }, [failure, conflict]), owner)),
  );
  return { owner, groupId, id: await savedId(posted.value) };
}

describe('episodes travel with the resume', () => {
  it('are copied with a resume and survive resume generation unchanged', async () => {
    const { owner, groupId, id } = await savedThroughEditor();
    const before = (await findProfile(owner, id))!.episodes;
    expect(before).toHaveLength(2);

    const copy = await copyProfile(owner, id, groupId, (n) => `${n} (copy)`);
    expect(copy.episodes).toEqual(before);

    await generateResume(owner, id, 'ko');
    const generated = (await findProfile(owner, id))!;
    expect(generated.isResume).toBe(true);
    expect(generated.episodes).toEqual(before);
    // A generated resume is read-only: the editor's action refuses, the episodes stay.
    const locked = await outcome(editorAction(args(editorPost({ profileId: String(id) }, []), owner)));
    expect(locked.status).toBe(409);
    expect((await findProfile(owner, id))!.episodes).toEqual(before);
  });
});

describe('printing', () => {
  async function generatedResume() {
    const { owner, id } = await savedThroughEditor();
    await generateResume(owner, id, 'ko');
    return { owner, id };
  }

  it('the print page gets only the episodes marked for printing', async () => {
    const { owner, id } = await generatedResume();
    const printed = await outcome(
      printLoader(args(getRequest(`/main/profile/print?id=${id}&tab=resume`), owner)),
    );
    expect(printed.status).toBe(200);
    const job = printed.value as { kind: string; sections: { episodes: ResumeEpisode[] } };
    expect(job.kind).toBe('resume');
    expect(job.sections.episodes.map((e) => e.title)).toEqual([failure.title]);
    expect(JSON.stringify(job)).not.toContain(conflict.action);
  });

  it('the PDF prints a marked episode with its labels and leaves an unmarked one out', async () => {
    const { owner, id } = await generatedResume();
    const profile = (await findProfile(owner, id))!;
    const text = async (lang: 'ko' | 'en' | 'id', layout: 'single' | 'two-column') => {
      const pdf = await renderResumePdf(
        { name: profile.name, intro: profile.intro, sections: sectionsOf(profile) },
        { lang, layout },
      );
      return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    };
    for (const layout of ['single', 'two-column'] as const) {
      const ko = await text('ko', layout);
      expect(ko).toContain('경험 정리');
      expect(ko).toContain(failure.title);
      expect(ko).toContain('오차가 0.8%로 줄었습니다.');
      expect(ko).toContain('배운 점');
      expect(ko).not.toContain(conflict.title);
      expect(ko).not.toContain('rotating roster');
    }
    expect(await text('en', 'single')).toContain('Episodes');
    expect(await text('id', 'single')).toContain('Cerita pengalaman');
  });

  it('reading our own printed PDF back (PDF import) fills no episode and no other section with one', async () => {
    const { owner, id } = await generatedResume();
    const profile = (await findProfile(owner, id))!;
    for (const lang of ['ko', 'en', 'id'] as const) {
      const pdf = await renderResumePdf({ name: profile.name, sections: sectionsOf(profile) }, { lang });
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      const parsed = parseResumeText(text as string);
      expect(parsed.sections.episodes).toEqual([]);
      const elsewhere = JSON.stringify(parsed.sections);
      expect(elsewhere).not.toContain(failure.title);
      expect(elsewhere).not.toContain('0.8%');
      expect(parsed.sections.educations.map((e) => e.school)).toEqual(['Hanbit University']);
    }
  });

  it('a resume without printed episodes prints no episode heading', async () => {
    const owner = await member(0);
    const [user] = await db().select().from(users).where(eq(users.id, owner));
    const pdf = await renderResumePdf(
      {
        name: `${user.email} resume`,
        sections: {
          person: {
            country: 'KR',
            region: 'Seoul',
            address: 'Mapo-gu 1',
            birthYear: '1998',
            birthMonth: '5',
          },
          educations: [],
          works: [],
          skills: ['SQL'],
          certifications: [],
          languages: [],
          projects: [],
          awards: [],
          episodes: [
            {
              title: 'Shift roster dispute',
              org: '',
              start: '',
              end: '',
              situation: '',
              action: 'I proposed a rotating roster.',
              result: '',
              learned: '',
              tags: ['conflict'],
              print: false,
            },
          ],
        },
      },
      { lang: 'en' },
    );
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    expect(text).toContain('SQL');
    expect(text).not.toContain('Episodes');
    expect(text).not.toContain('Shift roster');
  });
});
