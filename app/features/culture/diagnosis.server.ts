import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  companies,
  cultureResults,
  cultureTexts,
  cultureUsers,
  jobCategories,
  recruits,
  surveyItems,
  users,
  type CultureResult,
} from '#db/schema';
import { db, preparedQuery } from '~/lib/db.server';
import { cachedReference } from '~/lib/reference-cache.server';
import { isRowId, isUuid } from '~/lib/ids';
import type { Language } from '~/lib/i18n';
import { localized, type LocalizedText } from '~/lib/localized';
import { normaliseUrl } from '~/features/profiles';
import { companyNameIn } from '~/lib/romanize';
import {
  distance,
  SCALES,
  scoreResponses,
  typeOf,
  type ResponseType,
  type Scores,
  type SurveyItem,
} from './scoring';

type Texts = LocalizedText;

/** Every job category (industries and their roles) in display order: reference data, read once. */
function jobCategoryRows() {
  return cachedReference('job-categories', () =>
    db().select().from(jobCategories).orderBy(asc(jobCategories.sortOrder), asc(jobCategories.id)),
  );
}

/** Every culture text (types, coach comments, categories, company types) by code: read once. */
function cultureTextsByCode() {
  return cachedReference('culture-texts', async () => {
    const rows = await db().select().from(cultureTexts);
    return new Map(rows.map((r) => [r.code, r]));
  });
}

export async function industries(lng: Language) {
  const rows = await jobCategoryRows();
  return rows.filter((r) => r.parentId === null).map((r) => ({ id: r.id, name: localized(r.name, lng) }));
}

/** Industries with their job roles (the spec's job categories and their children). */
export async function categoryTree(lng: Language) {
  const rows = await jobCategoryRows();
  return rows
    .filter((r) => r.parentId === null)
    .map((industry) => ({
      id: industry.id,
      name: localized(industry.name, lng),
      roles: rows
        .filter((r) => r.parentId === industry.id)
        .map((r) => ({ id: r.id, name: localized(r.name, lng) })),
    }));
}

export async function roles(industryId: number, lng: Language) {
  const rows = await jobCategoryRows();
  return rows
    .filter((r) => r.parentId === industryId)
    .map((r) => ({ id: r.id, name: localized(r.name, lng) }));
}

export class DiagnosisError extends Error {
  constructor(readonly reason: 'industry' | 'roles' | 'unanswered' | 'notFound') {
    super(reason);
  }
}

/**
 * Starts a diagnosis for the chosen industry and roles. An unfinished one the user left behind is
 * cleared first (leaving the survey discards its answers).
 */
export async function startDiagnosis(
  userId: number,
  input: { industryId: number; roleIds: number[]; domain: string | null },
): Promise<string> {
  if (!isRowId(input.industryId)) throw new DiagnosisError('industry');
  if (!input.roleIds.every(isRowId)) throw new DiagnosisError('roles');
  const [industry] = await db()
    .select()
    .from(jobCategories)
    .where(and(eq(jobCategories.id, input.industryId), isNull(jobCategories.parentId)));
  if (!industry) throw new DiagnosisError('industry');
  const valid = input.roleIds.length
    ? await db()
        .select({ id: jobCategories.id })
        .from(jobCategories)
        .where(and(eq(jobCategories.parentId, industry.id), inArray(jobCategories.id, input.roleIds)))
    : [];
  if (valid.length === 0 || valid.length !== new Set(input.roleIds).size) throw new DiagnosisError('roles');
  await discardUnfinished(userId);
  const [row] = await db()
    .insert(cultureUsers)
    .values({
      userId,
      jobCategoryId: industry.id,
      jobDetailIds: [...new Set(input.roleIds)],
      domain: input.domain,
    })
    .returning({ code: cultureUsers.code });
  return row.code;
}

export async function discardUnfinished(userId: number) {
  await db()
    .delete(cultureUsers)
    .where(and(eq(cultureUsers.userId, userId), isNull(cultureUsers.completedAt)));
}

/** The owner's unfinished diagnosis by code; anyone else's (or a finished one) is not found. */
export async function openDiagnosis(code: string, userId: number) {
  if (!isUuid(code)) return null;
  const [row] = await db()
    .select()
    .from(cultureUsers)
    .where(
      and(eq(cultureUsers.code, code), eq(cultureUsers.userId, userId), isNull(cultureUsers.completedAt)),
    );
  return row ?? null;
}

export type SurveyPage = {
  category: string;
  title: string;
  items: {
    id: string;
    responseType: ResponseType;
    text: string;
    answers: { id: string; text: string }[];
  }[];
};

/** The survey bank and its category titles: reference data, read once. */
async function bank(): Promise<{ items: (typeof surveyItems.$inferSelect)[]; titles: Map<string, Texts> }> {
  const [items, texts] = await Promise.all([
    cachedReference('survey-items', () =>
      db().select().from(surveyItems).orderBy(asc(surveyItems.sortOrder)),
    ),
    cultureTextsByCode(),
  ]);
  const cats = [...texts.values()].filter((c) => c.kind === 'CATEGORY');
  return { items, titles: new Map(cats.map((c) => [c.code.slice(4), c.title ?? c.body])) };
}

/** The survey in pages, one per category, in the reader's language. Credit maps stay on the server. */
export async function surveyPages(lng: Language): Promise<SurveyPage[]> {
  const { items, titles } = await bank();
  const pages = new Map<string, SurveyPage>();
  for (const item of items) {
    const page = pages.get(item.category) ?? {
      category: item.category,
      title: localized(titles.get(item.category), lng),
      items: [],
    };
    page.items.push({
      id: item.id,
      responseType: item.responseType as SurveyPage['items'][number]['responseType'],
      text: localized(item.text, lng),
      answers: item.answers.map((a) => ({ id: a.id, text: localized(a.text, lng) })),
    });
    pages.set(item.category, page);
  }
  return [...pages.values()];
}

/**
 * Keeps a page's answers on the server (a reload or a lost connection loses nothing). Answers are checked
 * against the bank: single-choice items keep one answer, MULTI items any of theirs.
 */
export async function saveAnswers(code: string, userId: number, answers: Record<string, string[]>) {
  const open = await openDiagnosis(code, userId);
  if (!open) throw new DiagnosisError('notFound');
  const { items } = await bank();
  const byId = new Map(items.map((i) => [i.id, i]));
  const clean: Record<string, string[]> = {};
  for (const [itemId, chosen] of Object.entries(answers)) {
    const item = byId.get(itemId);
    if (!item) continue;
    const allowed = new Set(item.answers.map((a) => a.id));
    const picked = [...new Set(chosen.filter((a) => allowed.has(a)))];
    clean[itemId] = item.responseType === 'MULTI' ? picked : picked.slice(0, 1);
  }
  const merged = { ...open.answers, ...clean };
  await db().update(cultureUsers).set({ answers: merged }).where(eq(cultureUsers.code, code));
  return merged;
}

/** Items on a page with no answer (MULTI items need at least one tick). */
export function unanswered(page: SurveyPage, answers: Record<string, string[]>): string[] {
  return page.items.filter((item) => !answers[item.id]?.length).map((item) => item.id);
}

/** Scores the stored answers and keeps the result; every item must be answered. */
export async function completeDiagnosis(code: string, userId: number): Promise<number> {
  const open = await openDiagnosis(code, userId);
  if (!open) throw new DiagnosisError('notFound');
  const { items } = await bank();
  if (items.some((item) => !open.answers[item.id]?.length)) throw new DiagnosisError('unanswered');
  const scoringItems: SurveyItem[] = items.map((i) => ({
    id: i.id,
    responseType: i.responseType as SurveyItem['responseType'],
    answers: i.answers,
  }));
  const scores = scoreResponses(scoringItems, open.answers);
  return db().transaction(async (tx) => {
    const [done] = await tx
      .update(cultureUsers)
      .set({ completedAt: new Date() })
      .where(and(eq(cultureUsers.code, code), isNull(cultureUsers.completedAt)))
      .returning({ code: cultureUsers.code });
    if (!done) throw new DiagnosisError('notFound');
    const [result] = await tx
      .insert(cultureResults)
      .values({ cultureUserCode: code, userId, ...scores })
      .returning({ id: cultureResults.id });
    return result.id;
  });
}

export async function resultsOf(userId: number) {
  return db()
    .select({ id: cultureResults.id, createdAt: cultureResults.createdAt })
    .from(cultureResults)
    .where(eq(cultureResults.userId, userId))
    .orderBy(desc(cultureResults.id));
}

/**
 * The report's results in one query: every result of the user, newest first (the past-results picker),
 * and the one to show — `id`, or without one the latest; an id that is not the user's is not found.
 */
export async function reportResults(userId: number, id?: number | null) {
  const rows = await reportResultsStatement().execute({ userId });
  const result = id === undefined ? rows[0] : isRowId(id) ? rows.find((r) => r.id === id) : undefined;
  return { past: rows.map((r) => ({ id: r.id, createdAt: r.createdAt })), result: result ?? null };
}

// The culture report's reads, sent on every view: prepared once per database (issue 39).
const reportResultsStatement = preparedQuery((d) =>
  d
    .select()
    .from(cultureResults)
    .where(eq(cultureResults.userId, sql.placeholder('userId')))
    .orderBy(desc(cultureResults.id))
    .prepare('culture_report_results'),
);
const countryStatement = preparedQuery((d) =>
  d
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('culture_report_country'),
);
const interestStatement = preparedQuery((d) =>
  d
    .select({ jobCategoryId: cultureUsers.jobCategoryId, jobDetailIds: cultureUsers.jobDetailIds })
    .from(cultureUsers)
    .where(eq(cultureUsers.code, sql.placeholder('code')))
    .prepare('culture_report_interest'),
);

/** The user's result `id`, or without one their latest; an id that cannot name a row is not found. */
export async function resultOf(userId: number, id?: number | null): Promise<CultureResult | null> {
  if (id !== undefined && !isRowId(id)) return null;
  const [row] = await db()
    .select()
    .from(cultureResults)
    .where(
      id !== undefined
        ? and(eq(cultureResults.userId, userId), eq(cultureResults.id, id))
        : eq(cultureResults.userId, userId),
    )
    .orderBy(desc(cultureResults.id))
    .limit(1);
  return row ?? null;
}

export function scoresOf(row: Scores): Scores {
  return Object.fromEntries(SCALES.map((s) => [s, row[s]])) as Scores;
}

/** Type descriptions for the result's codes and the coach comment for its main trait (group and level). */
export async function typeTexts(scores: Scores, lng: Language) {
  const { codes, main, mainCode } = typeOf(scores);
  const byCode = await cultureTextsByCode();
  return {
    main,
    descriptions: codes.map((code) => ({
      code,
      title: localized(byCode.get(code)?.title, lng),
      body: localized(byCode.get(code)?.body, lng),
    })),
    mainCode,
    coach: localized(byCode.get(`COACH-${mainCode}`)?.body, lng),
  };
}

/** Every company's card data and culture profile, by id order: read once per process (an import is seen
 * within five minutes), so a report ranks them without reading the table. */
function companyProfiles() {
  return cachedReference('companies', () => db().select().from(companies).orderBy(asc(companies.id)));
}

/** Open postings (closing `today` or later) per company, the figure each card shows: counted once a day. */
function openPostingsByCompany(today: string) {
  return cachedReference(`open-postings:${today}`, async () => {
    const rows = await db()
      .select({ companyId: recruits.companyId, n: sql<number>`count(*)::int` })
      .from(recruits)
      .where(gte(recruits.closeDate, today))
      .groupBy(recruits.companyId);
    return new Map(rows.map((r) => [r.companyId, Number(r.n)]));
  });
}

/**
 * Similar companies: those of the user's country first (from the account), then by the scoring module's
 * weighted RMS distance, ties by id; paged. The profiles are cached, so a page costs one indexed query (the
 * account's country). Each card has its sectors named, its open postings counted and its homepage.
 */
export async function similarCompanies(
  scores: Scores,
  page: number,
  size: number,
  viewer: { userId: number; today: string; lng: Language },
) {
  const [all, open, [account], sectors] = await Promise.all([
    companyProfiles(),
    openPostingsByCompany(viewer.today),
    countryStatement().execute({ userId: viewer.userId }),
    industries(viewer.lng),
  ]);
  const home = account?.country ?? null;
  const ranked = all
    .map((c) => ({ c, distance: distance(scores, scoresOf(c)), away: c.country === home ? 0 : 1 }))
    .sort((x, y) => x.away - y.away || x.distance - y.distance || x.c.id - y.c.id);
  const rows = ranked.slice((page - 1) * size, page * size + 1);
  const sectorNames = new Map(sectors.map((i) => [i.id, i.name]));
  return {
    items: rows.slice(0, size).map(({ c, distance: d }) => ({
      id: c.id,
      name: companyNameIn(viewer.lng, c.name, c.nameEn),
      classification: c.classification,
      address: c.address,
      sectors: c.sectors.flatMap((id) => sectorNames.get(id) ?? []),
      cultureTags: c.cultureTags,
      recruitCount: open.get(c.id) ?? 0,
      homepage: normaliseUrl(c.homepage),
      distance: d,
      matchRate: Math.floor(100 * (1 - d / 10) + 1e-9),
    })),
    hasNext: rows.length > size,
  };
}

/** One company's culture profile, for the compare view (named as `lng` texts name it). */
export async function companyProfile(id: number | null, lng: Language) {
  if (!isRowId(id)) return null;
  const row = (await companyProfiles()).find((c) => c.id === id);
  return row ? { id: row.id, name: companyNameIn(lng, row.name, row.nameEn), scores: scoresOf(row) } : null;
}

/** What the user said they are aiming for: the industry and roles chosen at the job step. */
export async function interestOf(cultureUserCode: string, lng: Language) {
  const [[row], categories] = await Promise.all([
    interestStatement().execute({ code: cultureUserCode }),
    jobCategoryRows(),
  ]);
  if (!row) return null;
  const byId = new Map(categories.map((n) => [n.id, localized(n.name, lng)]));
  return {
    industry: byId.get(row.jobCategoryId) ?? '',
    roles: row.jobDetailIds.map((id) => byId.get(id) ?? '').filter(Boolean),
  };
}

const COMPANY_TYPE_SCALES = {
  GROUP: 'group',
  PUBLIC: 'government',
  STARTUP: 'startup',
  GLOBAL: 'global',
} as const;

/** How much each company type suits the user, from the preference scores, with its text. */
export async function companyTypeFit(scores: Scores, lng: Language) {
  const byCode = await cultureTextsByCode();
  return (Object.keys(COMPANY_TYPE_SCALES) as (keyof typeof COMPANY_TYPE_SCALES)[]).map((type) => ({
    type,
    score: scores[COMPANY_TYPE_SCALES[type]],
    title: localized(byCode.get(`TYPE-${type}`)?.title, lng),
    body: localized(byCode.get(`TYPE-${type}`)?.body, lng),
  }));
}
