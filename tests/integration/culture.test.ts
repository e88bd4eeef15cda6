import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { seedReference } from '../../db/seed';
import { readSurveyBank } from '../../db/seed/culture';
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
    const first = await similarCompanies(user, 1, 30);
    const second = await similarCompanies(user, 2, 30);
    expect(first.items.map((c) => c.id)).toEqual(expected.slice(0, 30));
    expect(second.items.map((c) => c.id)).toEqual(expected.slice(30, 60));
    expect(first.hasNext).toBe(true);
    const rates = first.items.map((c) => c.matchRate);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
  });
});
