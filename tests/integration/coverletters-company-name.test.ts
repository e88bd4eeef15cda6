// Issue 27 item 8: an English letter names a Korean company as English does — its English name, else
// its name romanised — never in Hangul.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, coverLetters, profiles } from '#db/schema';
import { seedReference } from '#db/seed';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { questionsFor } from '~/features/coverletters/questions.server';
import { createGroup } from '~/features/profiles/groups.server';
import { saveProfile, setTarget, targetOf } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { member } from './letters-helpers';
import { plainResume } from './resume-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

/** A resume written in English, aimed at a company renamed for the test (a Korean one). */
async function englishResumeFor(userId: number, name: string, nameEn: string | null) {
  const group = await createGroup(userId, { name: 'G', memo: '', color: 'VIOLET' });
  const profile = await saveProfile(
    userId,
    { groupId: group.id },
    {
      ...plainResume('Backend resume'),
      educations: [
        {
          gradLevel: 'university',
          graduated: true,
          school: 'Hanbit University',
          major: 'Computer Science',
          gpa: '3.9/4.5',
          thesis: '',
          start: '2017.03',
          end: '2023.02',
        },
      ],
      works: [
        {
          company: 'Nuri Tech',
          position: 'Backend intern',
          achievements:
            'Cut the order API response time by 40%.\nAutomated payment error alerts, bringing incident response from 30 to 10 minutes.',
          start: '2022.07',
          end: '2022.12',
        },
        {
          company: 'Saesol Soft',
          position: 'Backend developer',
          achievements:
            'Redesigned the settlement batch, cutting its run from two hours to 25 minutes.\nWrote onboarding guides that helped three new hires get up to speed two weeks sooner.',
          start: '2023.03',
          end: '2024.12',
        },
      ],
      skills: ['TypeScript', 'PostgreSQL'],
      projects: [
        {
          projectName: 'Inventory dashboard',
          projectDescription: 'Built a dashboard of store stock data that cut ordering mistakes by 20%.',
          technologiesUsed: 'React, PostgreSQL',
        },
      ],
    },
  );
  const [company] = await db().select().from(companies).where(eq(companies.country, 'KR')).limit(1);
  // A name no seeded company has, so renaming keeps (name, country) unique.
  await db().update(companies).set({ name, nameEn }).where(eq(companies.id, company.id));
  await setTarget(userId, profile.id, { kind: 'company', id: company.id });
  return profile.id;
}

async function englishLetter(userId: number, profileId: number) {
  const { letters } = await startGeneration(
    userId,
    { profileId, questionIds: [1], lang: 'en', temperature: 70, minLetter: 300, maxLetter: 1000 },
    'en',
  );
  for await (const chunk of writeLetter(userId, letters[0].id, 'en')) void chunk;
  const [stored] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
  return stored;
}

describe('the company a letter in English is written to', () => {
  it('is named by its English name when the data has one', async () => {
    const userId = await member(2);
    const profileId = await englishResumeFor(userId, '하늘랩스', 'Haneul Labs');
    const letter = await englishLetter(userId, profileId);
    expect(letter.status).toBe('DONE');
    expect(letter.content).toContain('Haneul Labs');
    expect(letter.content).not.toContain('하늘랩스');
  });

  it('is romanised when it has none, in the letter and in the question asked', async () => {
    const userId = await member(2);
    const profileId = await englishResumeFor(userId, '다솜랩', null);
    const letter = await englishLetter(userId, profileId);
    expect(letter.content).toContain('Dasomnaep');
    expect(letter.content).not.toMatch(/다솜랩/);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, profileId));
    const target = (await targetOf(profile))!;
    const asked = await questionsFor(target, 'en');
    const naming = asked.filter((q) => q.text.includes('Dasomnaep'));
    expect(naming.length).toBeGreaterThan(0);
    expect(asked.some((q) => q.text.includes('다솜랩'))).toBe(false);
    // In Korean it keeps its own name.
    expect((await questionsFor(target, 'ko')).some((q) => q.text.includes('다솜랩'))).toBe(true);
  });
});
