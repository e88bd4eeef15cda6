import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, recruits } from '#db/schema';
import { seedReference } from '#db/seed';
import { readCultureTypes, readSurveyBank } from '#db/seed/culture';
import {
  completeDiagnosis,
  DiagnosisError,
  openDiagnosis,
  resultOf,
  saveAnswers,
  scoresOf,
  similarCompanies,
  startDiagnosis,
  surveyPages,
  typeTexts,
  unanswered,
} from '~/features/culture/diagnosis.server';
import {
  rankBySimilarity,
  scoreResponses,
  SCALES,
  type Scores,
  type SurveyItem,
} from '~/features/culture/scoring';
import { db } from '~/lib/db.server';
import { registerUser } from './accounts-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

describe('culture diagnosis against the database', () => {
  it('checks the job step: a real industry and roles of that industry', async () => {
    const user = await registerUser('job@example.com');
    await expect(
      startDiagnosis(user.id, { industryId: 999, roleIds: [101], domain: null }),
    ).rejects.toMatchObject({ reason: 'industry' });
    await expect(
      startDiagnosis(user.id, { industryId: 100, roleIds: [], domain: null }),
    ).rejects.toMatchObject({ reason: 'roles' });
    await expect(
      startDiagnosis(user.id, { industryId: 100, roleIds: [201], domain: null }),
    ).rejects.toBeInstanceOf(DiagnosisError);
  });

  it('keeps answers per diagnosis, for its owner only, and scores the stored answers', async () => {
    const owner = await registerUser('owner@example.com');
    const other = await registerUser('other@example.com');
    const code = await startDiagnosis(owner.id, { industryId: 100, roleIds: [101, 103], domain: 'demo' });
    expect(await openDiagnosis(code, other.id)).toBeNull();
    await expect(saveAnswers(code, other.id, {})).rejects.toMatchObject({ reason: 'notFound' });

    const pages = await surveyPages('ko');
    expect(pages).toHaveLength(5);
    const bank = readSurveyBank();
    // Answer each item with its second answer (MULTI: the first two), page by page.
    const sheet: Record<string, string[]> = {};
    for (const item of bank.items)
      sheet[item.id] =
        item.responseType === 'MULTI' ? item.answers.slice(0, 2).map((a) => a.id) : [item.answers[1].id];
    const firstPage = pages[0];
    const partial = Object.fromEntries(firstPage.items.slice(1).map((i) => [i.id, sheet[i.id]]));
    const stored = await saveAnswers(code, owner.id, {
      ...partial,
      bogus: ['x'],
      [firstPage.items[1].id]: [...sheet[firstPage.items[1].id], 'not-an-answer'],
    });
    expect(unanswered(firstPage, stored)).toEqual([firstPage.items[0].id]);
    await expect(completeDiagnosis(code, owner.id)).rejects.toMatchObject({ reason: 'unanswered' });
    for (const page of pages)
      await saveAnswers(code, owner.id, Object.fromEntries(page.items.map((i) => [i.id, sheet[i.id]])));

    const resultId = await completeDiagnosis(code, owner.id);
    await expect(completeDiagnosis(code, owner.id)).rejects.toMatchObject({ reason: 'notFound' });
    expect(await resultOf(other.id, resultId)).toBeNull();
    const result = (await resultOf(owner.id, resultId))!;
    const expected = scoreResponses(bank.items as SurveyItem[], sheet);
    for (const scale of SCALES) expect(result[scale]).toBeCloseTo(expected[scale], 4);
  });

  it('ranks similar companies in SQL exactly as the scoring module does, 30 a page', async () => {
    const all = await db().select().from(companies);
    expect(all.length).toBeGreaterThanOrEqual(300);
    const user = Object.fromEntries(SCALES.map((s, i) => [s, (i * 7) % 11])) as Scores;
    const expected = rankBySimilarity(
      user,
      all.map((c) => ({ id: c.id, profile: scoresOf(c) })),
    ).map((c) => c.id);
    const nowhere = { userId: 0, today: '2000-01-01', lng: 'en' as const };
    const first = await similarCompanies(user, 1, 30, nowhere);
    const second = await similarCompanies(user, 2, 30, nowhere);
    expect(first.items.map((c) => c.id)).toEqual(expected.slice(0, 30));
    expect(second.items.map((c) => c.id)).toEqual(expected.slice(30, 60));
    expect(first.hasNext).toBe(true);
    const rates = first.items.map((c) => c.matchRate);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
  });

  it("recommends companies of the user's own country first (from the account), nearest first within it", async () => {
    const all = await db().select().from(companies);
    const user = Object.fromEntries(SCALES.map((s, i) => [s, (i * 5) % 11])) as Scores;
    for (const country of ['KR', 'ID'] as const) {
      const seeker = await registerUser(`seeker-${country.toLowerCase()}@example.com`, { country });
      const expected = rankBySimilarity(
        user,
        all.filter((c) => c.country === country).map((c) => ({ id: c.id, profile: scoresOf(c) })),
      ).map((c) => c.id);
      const { items } = await similarCompanies(user, 1, 30, {
        userId: seeker.id,
        today: '2000-01-01',
        lng: 'ko',
      });
      expect(items.map((c) => c.id)).toEqual(expected.slice(0, 30));
      expect(new Set(all.filter((c) => items.some((i) => i.id === c.id)).map((c) => c.country))).toEqual(
        new Set([country]),
      );
    }
  });

  it('gives each recommended company its English name, its sectors by name, its open postings and no sample homepage', async () => {
    const user = Object.fromEntries(SCALES.map((s) => [s, 5])) as Scores;
    const { items } = await similarCompanies(user, 1, 30, { userId: 0, today: '2000-01-01', lng: 'en' });
    const [row] = await db().select().from(companies).where(eq(companies.id, items[0].id));
    const postings = await db().select().from(recruits).where(eq(recruits.companyId, row.id));
    expect(items[0].recruitCount).toBe(postings.length);
    expect(items[0].sectors.length).toBe(row.sectors.length);
    expect(items[0].sectors.every((name) => /^[A-Z]/.test(name))).toBe(true);
    // The seeded companies are invented: no card links to an address that leads nowhere.
    expect(items.every((c) => c.homepage === null)).toBe(true);
    // An English report names a Korean company in English.
    expect(items.every((c) => !/[가-힣]/.test(c.name))).toBe(true);
  });

  it('gives a coach comment that agrees with the type, also when every work style is LOW', async () => {
    const allLow = { ...Object.fromEntries(SCALES.map((s) => [s, 4])), communication: 1 } as Scores;
    const low = await typeTexts(allLow, 'en');
    const { coachComments } = readCultureTypes();
    expect(low.descriptions.map((d) => d.code)).toContain('C-LOW');
    expect(low.coach).toBe(coachComments.find((c) => c.group === 'C' && c.level === 'LOW')!.comment.en);
    expect(coachComments.filter((c) => c.level === 'HIGH').map((c) => c.comment.en)).not.toContain(low.coach);
    const high = await typeTexts({ ...allLow, aggressive: 9.5 } as Scores, 'en');
    expect(high.coach).toBe(coachComments.find((c) => c.group === 'A' && c.level === 'HIGH')!.comment.en);
  });
});
