// Resume generation from any interface language: a Korean resume generated from the English or
// Indonesian interface keeps every entry, description and episode, gets a real intro in the resume's
// own language, and the member is told why; the model's resume path asks for that language too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeSections } from '#db/schema/profiles';
import { seedReference } from '#db/seed';
import { handleResultAction } from '~/features/coverletters/result-actions.server';
import { guardedModelWriter } from '~/features/coverletters/writer/index.server';
import { createModelWriter } from '~/features/coverletters/writer/model-writer.server';
import { splitSentences } from '~/features/coverletters/writer/text';
import { createGroup } from '~/features/profiles/groups.server';
import { findProfile, saveProfile, sectionsOf } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-compatible';
import { expectKeptWhole, koreanLogistics, logisticsEpisode } from '../fixtures/korean-resume';
import { member } from './letters-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
let fake: FakeOpenAi;
beforeAll(async () => {
  await seedReference(db());
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const episode = logisticsEpisode;
/** The resume without its person block (saved with its own). */
const sections = (): Omit<ResumeSections, 'person'> => {
  const { person: _person, ...rest } = koreanLogistics();
  return rest;
};

async function koreanResume(userId: number) {
  const group = await createGroup(userId, { name: 'G', memo: '', color: 'VIOLET' });
  const profile = await saveProfile(
    userId,
    { groupId: group.id },
    // The editor's schema narrows the level to its list; the fixture's is one of them.
    {
      name: '물류 이력서',
      person: { country: 'KR', region: '경기', address: '평택시 1', birthYear: '1994', birthMonth: '3' },
      ...sections(),
    } as Parameters<typeof saveProfile>[2],
  );
  return profile.id;
}

/** Generates the resume through the result screen's action, as the form posts it; the toast's key. */
async function generate(userId: number, profileId: number, lng: 'ko' | 'en' | 'id') {
  const form = new FormData();
  form.append('intent', 'generate-resume');
  form.append('profileId', String(profileId));
  const answer = await handleResultAction({
    userId,
    role: 'USER',
    domain: 'main',
    lng,
    url: new URL(`http://localhost/main/profile/result?id=${profileId}&tab=resume`),
    form,
  });
  expect(answer).toBeInstanceOf(Response);
  const cookie = (answer as Response).headers.get('Set-Cookie') ?? '';
  const raw = decodeURIComponent(cookie.match(/toast=([^;]+)/)?.[1] ?? '');
  return (JSON.parse(Buffer.from(raw.split('.')[0], 'base64').toString('utf8')) as { key: string }).key;
}

describe('resume generation from the English and Indonesian interfaces', () => {
  it('keeps every section and episode, writes a real intro in Korean, and says why', async () => {
    for (const lng of ['en', 'id'] as const) {
      const userId = await member(1);
      const profileId = await koreanResume(userId);
      expect(await generate(userId, profileId, lng)).toBe('coverletters:resume.generatedInResumeLanguage');
      const saved = (await findProfile(userId, profileId))!;
      expect(saved.isResume).toBe(true);
      const s = sectionsOf(saved);
      expectKeptWhole(s);
      // A real intro: several Korean sentences naming the current job, never the skills alone.
      const intro = saved.intro ?? '';
      expect(intro).not.toMatch(/My main skills|Keahlian utama|Menguasai/);
      expect(splitSentences(intro).length).toBeGreaterThanOrEqual(3);
      expect(intro).toContain('한빛유통에서');
    }
  });

  it('the Korean interface gets the plain toast', async () => {
    const userId = await member(1);
    const profileId = await koreanResume(userId);
    expect(await generate(userId, profileId, 'ko')).toBe('coverletters:resume.generated');
  });
});

describe('the model’s resume from another interface language', () => {
  const request = (lang: 'en' | 'id') => ({
    lang,
    profile: {
      name: '물류 이력서',
      sections: {
        person: { country: 'KR', region: '', address: '', birthYear: '', birthMonth: '' },
        ...sections(),
      },
    },
    target: null,
    seed: 1,
  });
  const writer = () =>
    guardedModelWriter(createModelWriter({ baseURL: fake.url, apiKey: 'k', model: 'm', maxRetries: 0 }));

  it('asks for the intro in the resume’s language, keeps a Korean one, and refuses a translated one', async () => {
    const korean =
      '현재 한빛유통에서 재고 관리 매니저로 일하고 있습니다. 한빛대학교에서 물류학과를 전공했습니다.';
    fake.configure({ text: JSON.stringify({ intro: korean, sections: { works: [] } }) });
    const kept = await writer().writeResume(request('en'));
    expect(fake.requests.at(-1)?.body.messages[0].content).toContain('2 to 4 sentences in Korean');
    expect(fake.requests.at(-1)?.body.messages[0].content).toContain('never translate');
    expect(kept.intro).toBe(korean);
    // The model's answer dropped every entry: the resume keeps them all.
    expect(kept.sections.works).toHaveLength(2);
    expect(kept.sections.episodes).toEqual([episode]);

    // An intro in English with the names translated is not the resume's: the composer's Korean one.
    fake.configure({
      text: JSON.stringify({
        intro: 'I work as an inventory manager at Hanbit Retail. I studied logistics at Hanbit University.',
        sections: {},
      }),
    });
    const replaced = await writer().writeResume(request('id'));
    expect(replaced.intro).toContain('한빛유통에서');
    expect(replaced.sections.works[0].achievements).toContain('재고 정확도 18% 개선');
  });
});
