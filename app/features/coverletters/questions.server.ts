import { asc, eq, isNull, or } from 'drizzle-orm';
import { companies, jobCategories, questions, recruits } from '../../../db/schema';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';

export type Target = {
  companyId: number;
  companyName: string;
  postingTitle: string | null;
  cultureTags: string[];
  industryId: number | null;
};

/** The resume's target company (directly, or the posting's), with the industry its questions come from. */
export async function targetFor(p: {
  recruitId: number | null;
  companyId: number | null;
}): Promise<Target | null> {
  if (p.recruitId) {
    const [row] = await db()
      .select({
        companyId: companies.id,
        companyName: companies.name,
        postingTitle: recruits.title,
        cultureTags: companies.cultureTags,
        industryId: jobCategories.parentId,
      })
      .from(recruits)
      .innerJoin(companies, eq(companies.id, recruits.companyId))
      .leftJoin(jobCategories, eq(jobCategories.id, recruits.jobCategoryId))
      .where(eq(recruits.id, p.recruitId));
    if (row) return row;
  }
  if (p.companyId) {
    const [row] = await db()
      .select({
        companyId: companies.id,
        companyName: companies.name,
        cultureTags: companies.cultureTags,
        sectors: companies.sectors,
      })
      .from(companies)
      .where(eq(companies.id, p.companyId));
    if (row) {
      const { sectors, ...company } = row;
      return { ...company, postingTitle: null, industryId: sectors[0] ?? null };
    }
  }
  return null;
}

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
    text: (q.text[lng] || q.text.en).replaceAll('{company}', target.companyName),
  }));
}
