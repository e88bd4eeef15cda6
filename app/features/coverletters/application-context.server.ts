// Which application a resume's letters are for (issue 35 items 6 and 7, ADR 0038): the one the member chose
// (`?app=` on the result screen, the application page's "write with AI"), else the one made for the resume's
// current target. Its letters are its own (cover_letter.application_id); its reasons, plan and posting go to
// the writer; a typed company (not in the catalogue) is a target of its own, built from the application.
import { and, desc, eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { applications, coverLetters } from '#db/schema';
import type { MemberMotives } from '~/integrations/ai/types';
import { targetOf, type Target } from '~/features/profiles/index.server';
import { db } from '~/lib/db.server';
import { isRowId } from '~/lib/ids';

export type LetterApplication = {
  id: number;
  profileId: number | null;
  companyId: number | null;
  companyName: string;
  recruitId: number | null;
  postingTitle: string | null;
  motives: MemberMotives;
};

const columns = {
  id: applications.id,
  profileId: applications.profileId,
  companyId: applications.companyId,
  companyName: applications.companyName,
  recruitId: applications.recruitId,
  postingTitle: applications.postingTitle,
  whyIndustry: applications.whyIndustry,
  whyCompany: applications.whyCompany,
  whyJob: applications.whyJob,
  plan: applications.plan,
  postingText: applications.postingText,
};

const asApplication = (row: { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }) =>
  ({
    id: row.id!,
    profileId: row.profileId,
    companyId: row.companyId,
    companyName: row.companyName ?? '',
    recruitId: row.recruitId,
    postingTitle: row.postingTitle,
    motives: {
      whyIndustry: row.whyIndustry ?? '',
      whyCompany: row.whyCompany ?? '',
      whyJob: row.whyJob ?? '',
      plan: row.plan ?? '',
      postingText: row.postingText ?? '',
    },
  }) satisfies LetterApplication;

/** One of the member's applications, or null. */
export async function applicationById(userId: number, applicationId: number | null | undefined) {
  if (!isRowId(applicationId)) return null;
  const [row] = await db()
    .select(columns)
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  return row ? asApplication(row) : null;
}

/**
 * The application a resume's letters are for: the chosen one (it must be the member's and use this
 * resume: else 'not-found'), or the newest one made with this resume for its current target, or none.
 * `known` is the resume's target when the caller has read it already (the result screen), saving a read.
 */
export async function applicationOfProfile(
  userId: number,
  profile: { id: number; recruitId: number | null; companyId: number | null },
  chosen: number | null | undefined,
  known?: Target | null,
): Promise<LetterApplication | null | 'not-found'> {
  if (chosen !== null && chosen !== undefined) {
    const app = await applicationById(userId, chosen);
    return app && app.profileId === profile.id ? app : 'not-found';
  }
  const target = known === undefined ? await targetOf(profile) : known;
  if (!target) return null;
  const aimed = target.recruitId
    ? eq(applications.recruitId, target.recruitId)
    : and(eq(applications.companyId, target.companyId), isNull(applications.recruitId));
  const [row] = await db()
    .select(columns)
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.profileId, profile.id), aimed))
    .orderBy(desc(applications.id))
    .limit(1);
  return row ? asApplication(row) : null;
}

/**
 * A company the member typed (not in the catalogue) as a letter's target: its name as typed, the role
 * they named as the posting title, no culture tags or industry (the bank's general questions only).
 */
export function typedTarget(app: Pick<LetterApplication, 'companyName' | 'postingTitle'>): Target {
  return {
    kind: 'company',
    recruitId: null,
    postingTitle: app.postingTitle,
    companyId: 0,
    companyName: app.companyName,
    companyNameEn: null,
    cultureTags: [],
    industryId: null,
  };
}

/** Whether an application is aimed at this target (a posting by its id; a company by the catalogue's id). */
const sameTarget = (target: Target | null | undefined, app: LetterApplication) =>
  !!target &&
  (target.kind === 'recruit'
    ? app.recruitId === target.recruitId
    : app.recruitId === null && app.companyId === target.companyId);

/**
 * What the letters are written to: the application's company or posting, else the resume's own target
 * (`known` when the caller has read it already; an application aimed at that same target reuses it).
 */
export async function targetFor(
  profile: { recruitId: number | null; companyId: number | null },
  app: LetterApplication | null,
  known?: Target | null,
): Promise<Target | null> {
  const own = () => (known === undefined ? targetOf(profile) : known);
  if (!app) return own();
  if (!app.companyId) return typedTarget(app);
  if (sameTarget(known, app)) return known!;
  return (await targetOf({ recruitId: app.recruitId, companyId: app.companyId })) ?? own();
}

/** The screen name of a target: "company · posting (or role)", or the company. */
export const targetLabel = (target: Target, company: string) =>
  target.postingTitle ? `${company} · ${target.postingTitle}` : company;

/**
 * Which of a resume's letters a screen shows: an application's own, and the letters written before
 * letters belonged to applications (none: those written for no application).
 */
export const lettersScope = (applicationId: number | Placeholder | null): SQL =>
  applicationId === null
    ? isNull(coverLetters.applicationId)
    : or(eq(coverLetters.applicationId, applicationId), isNull(coverLetters.applicationId))!;
