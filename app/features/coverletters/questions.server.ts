import { asc } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import type { Target } from '~/features/profiles/index.server';
import { db } from '~/lib/db.server';
import { cachedReference } from '~/lib/reference-cache.server';
import type { Language } from '~/lib/i18n';
import { localized } from '~/lib/localized';

export type AskedQuestion = { id: number; type: 'GENERAL' | 'MAJOR'; intent: string; text: string };

/** General questions, and the major ones of the target's industry, with the company's name filled in. */
export async function questionsFor(target: Target, lng: Language): Promise<AskedQuestion[]> {
  // The question bank is reference data: read once per process.
  const bank = await cachedReference('questions', () =>
    db().select().from(questions).orderBy(asc(questions.sortOrder), asc(questions.id)),
  );
  const rows = bank.filter((q) => q.industryId === null || q.industryId === target.industryId);
  return rows.map((q) => ({
    id: q.id,
    type: q.type === 'MAJOR' ? 'MAJOR' : 'GENERAL',
    intent: q.intent,
    text: localized(q.text, lng).replaceAll('{company}', target.companyName),
  }));
}
