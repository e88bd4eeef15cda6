import { asc, eq, isNull, or } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import type { Target } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { localized } from '~/lib/localized';

export type AskedQuestion = { id: number; type: 'GENERAL' | 'MAJOR'; intent: string; text: string };

/** General questions, and the major ones of the target's industry, with the company's name filled in. */
export async function questionsFor(target: Target, lng: Language): Promise<AskedQuestion[]> {
  const rows = await db()
    .select()
    .from(questions)
    .where(
      target.industryId
        ? or(isNull(questions.industryId), eq(questions.industryId, target.industryId))
        : isNull(questions.industryId),
    )
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  return rows.map((q) => ({
    id: q.id,
    type: q.type === 'MAJOR' ? 'MAJOR' : 'GENERAL',
    intent: q.intent,
    text: localized(q.text, lng).replaceAll('{company}', target.companyName),
  }));
}
