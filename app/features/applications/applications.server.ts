import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  applications,
  applicationStatusChanges,
  companies,
  profiles,
  questions,
  recruits,
  users,
  type ResumeSections,
} from '#db/schema';
import { applicationLettersFrom, applicationLettersJson } from '~/features/coverletters/index.server';
import { db, preparedQuery } from '~/lib/db.server';
import { isRowId } from '~/lib/ids';
import { listedCompanyNamed } from './company-choices.server';
import { resumeChoices } from './list-reads.server';
import { MAX_APPLICATIONS, type ApplicationStatus } from './constants';

/** The resume sections an answer's story can come from. */
export type StorySections = Pick<
  ResumeSections,
  'works' | 'projects' | 'episodes' | 'educations' | 'awards' | 'certifications'
>;

export type ApplicationFields = {
  companyId?: number;
  companyName?: string;
  recruitId?: number;
  deadline?: string;
  profileId?: number;
  notes: string;
};

export type ApplicationRefusal =
  'not-found' | 'too-many' | 'company-not-found' | 'posting-not-found' | 'resume-not-found';

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** The member's application with this id (every read and write of one is scoped by its owner). */
export const ownApplication = (userId: number, applicationId: number): SQL =>
  and(eq(applications.id, applicationId), eq(applications.userId, userId))!;

/**
 * What the form named, resolved against the catalogue: a posting gives its company, title and close
 * date (the deadline when none was typed); a chosen company its name; else the typed name. The resume
 * must be the member's.
 */
async function resolve(userId: number, fields: ApplicationFields, q: Tx | ReturnType<typeof db>) {
  let companyId = fields.companyId ?? null;
  let companyName = fields.companyName ?? '';
  let postingTitle: string | null = null;
  let deadline = fields.deadline ?? null;
  if (fields.recruitId) {
    const [posting] = await q
      .select({ companyId: recruits.companyId, title: recruits.title, closeDate: recruits.closeDate })
      .from(recruits)
      .where(eq(recruits.id, fields.recruitId));
    if (!posting) return 'posting-not-found' as const;
    companyId = posting.companyId;
    postingTitle = posting.title;
    deadline ??= posting.closeDate;
  }
  // A typed name that is a listed company's is that company (its postings and letters come with it).
  if (!companyId && companyName) companyId = await listedCompanyNamed(companyName, q);
  if (companyId) {
    const [company] = await q
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) return 'company-not-found' as const;
    companyName = company.name;
  }
  if (fields.profileId) {
    const [resume] = await q
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, fields.profileId), eq(profiles.userId, userId)));
    if (!resume) return 'resume-not-found' as const;
  }
  return {
    companyId,
    companyName,
    recruitId: fields.recruitId ?? null,
    postingTitle,
    deadline,
    profileId: fields.profileId ?? null,
    notes: fields.notes,
  };
}

/**
 * Adds an application: at most MAX_APPLICATIONS per member, counted under a lock on the member's row so
 * two tabs cannot pass the limit together. Its first status (preparing) is recorded with its date.
 */
export async function createApplication(
  userId: number,
  fields: ApplicationFields,
  now = new Date(),
): Promise<{ id: number } | ApplicationRefusal> {
  return db().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
    if (n >= MAX_APPLICATIONS) return 'too-many' as const;
    const values = await resolve(userId, fields, tx);
    if (typeof values === 'string') return values;
    const [row] = await tx
      .insert(applications)
      .values({
        userId,
        ...values,
        status: 'preparing',
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applications.id });
    await tx
      .insert(applicationStatusChanges)
      .values({ applicationId: row.id, status: 'preparing', changedAt: now });
    return row;
  });
}

/** Changes an application's company, posting, deadline, resume and notes (the owner's only). */
export async function updateApplication(
  userId: number,
  applicationId: number,
  fields: ApplicationFields,
): Promise<true | ApplicationRefusal> {
  if (!isRowId(applicationId)) return 'not-found';
  return db().transaction(async (tx) => {
    const values = await resolve(userId, fields, tx);
    if (typeof values === 'string') return values;
    const rows = await tx
      .update(applications)
      .set({ ...values, updatedAt: new Date() })
      .where(ownApplication(userId, applicationId))
      .returning({ id: applications.id });
    if (!rows.length) return 'not-found' as const;
    await linkQuestions(tx, applicationId);
    return true as const;
  });
}

/**
 * Its questions are offered on the result screen of the application's resume only while that resume is
 * written for this application's company (else a letter would name another company): the link is set
 * or cleared whenever the application or its resume changes.
 */
export async function linkQuestions(tx: Tx, applicationId: number) {
  await tx.execute(sql`
    update ${questions} q set profile_id = (
      select a.profile_id from ${applications} a
      join ${profiles} p on p.id = a.profile_id
      left join ${recruits} r on r.id = p.recruit_id
      where a.id = ${applicationId} and a.company_id = coalesce(p.company_id, r.company_id)
    )
    where q.application_id = ${applicationId}`);
}

/** Moves an application to a status, recording the date of the change (a move to where it is does nothing). */
export async function setApplicationStatus(
  userId: number,
  applicationId: number,
  status: ApplicationStatus,
  now = new Date(),
): Promise<boolean> {
  if (!isRowId(applicationId)) return false;
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(ownApplication(userId, applicationId))
      .for('update');
    if (!current) return false;
    if (current.status === status) return true;
    await tx
      .update(applications)
      .set({ status, statusChangedAt: now, updatedAt: now })
      .where(ownApplication(userId, applicationId));
    await tx.insert(applicationStatusChanges).values({ applicationId, status, changedAt: now });
    return true;
  });
}

/**
 * Deletes an application. Its questions are no longer offered, and the letters written to them stay
 * with the resume they were written from (listed and printable on its result screen).
 */
export async function deleteApplication(userId: number, applicationId: number) {
  if (!isRowId(applicationId)) return false;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(ownApplication(userId, applicationId))
      .for('update');
    if (!row) return false;
    await tx
      .update(questions)
      .set({ active: false })
      .where(and(eq(questions.applicationId, applicationId), eq(questions.userId, userId)));
    await tx.delete(applications).where(ownApplication(userId, applicationId));
    return true;
  });
}

/** A question of an application as the company asked it: its text, limit and counting rule. */
export type QuestionRow = {
  id: number;
  text: string;
  maxLength: number;
  limitType: string | null;
  /** The question's blind-hiring switch; null follows the application's (ADR 0039). */
  blindHiring: boolean | null;
};

// An application's page reads it on every view: prepared once per database (`preparedQuery`, issue 39).
// The owner is a parameter of the statement itself: another member's id matches no row.
const findStatement = preparedQuery((d) => {
  const userId = sql.placeholder('userId');
  const history = sql<{ status: ApplicationStatus; changedAt: string }[]>`(
    select coalesce(json_agg(json_build_object('status', h.status, 'changedAt', h.changed_at)
      order by h.changed_at desc, h.id desc), '[]'::json)
    from ${applicationStatusChanges} h where h.application_id = ${applications.id})`;
  const asked = sql<QuestionRow[]>`(
    select coalesce(json_agg(json_build_object('id', q.id, 'text', q.text->>'ko',
      'maxLength', coalesce(q.max_length, 0), 'limitType', q.limit_type, 'blindHiring', q.blind_hiring)
      order by q.created_at, q.id), '[]'::json)
    from ${questions} q where q.application_id = ${applications.id} and q.user_id = ${userId} and q.active)`;
  // The entries of the application's resume that its answers may tell (the one-story check reads them).
  const resumeStories = sql<StorySections | null>`(
    select json_build_object('works', p.works, 'projects', p.projects, 'episodes', p.episodes,
      'educations', p.educations, 'awards', p.awards, 'certifications', p.certifications)
    from ${profiles} p where p.id = ${applications.profileId} and p.user_id = ${userId})`;
  return d
    .select({
      application: applications,
      companyNameEn: companies.nameEn,
      history,
      asked,
      resumes: resumeChoices(userId),
      resumeStories,
      letters: applicationLettersJson(userId),
    })
    .from(applications)
    .leftJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, sql.placeholder('applicationId')), eq(applications.userId, userId)))
    .prepare('application_detail');
});

/**
 * One application of the member with its status history (newest first), its active questions (oldest
 * first), the member's resumes to choose from (newest first), the story entries of the application's
 * resume and every letter of the member's applications (answersOf sorts them), or null: one query.
 */
export async function findApplication(userId: number, applicationId: number | null) {
  if (!isRowId(applicationId)) return null;
  const [row] = await findStatement().execute({ userId, applicationId });
  if (!row) return null;
  return {
    ...row.application,
    companyNameEn: row.companyNameEn,
    history: row.history.map((h) => ({ status: h.status, changedAt: new Date(h.changedAt) })),
    questions: row.asked,
    resumeChoices: row.resumes,
    resumeStories: row.resumeStories,
    letters: applicationLettersFrom(row.letters),
  };
}
export type FoundApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/**
 * The existing per-resume flow starts an application: once a resume has a posting or a company, the
 * member has an application to that company with that resume (made once; the posting's close date is
 * its deadline). Nothing happens when the resume has no target or the member is at the limit.
 */
export async function startApplicationFromResume(userId: number, profileId: number) {
  const [resume] = await db()
    .select({ companyId: profiles.companyId, recruitId: profiles.recruitId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)));
  if (!resume || (!resume.companyId && !resume.recruitId)) return null;
  const [posting] = resume.recruitId
    ? await db()
        .select({ companyId: recruits.companyId })
        .from(recruits)
        .where(eq(recruits.id, resume.recruitId))
    : [];
  const companyId = posting?.companyId ?? resume.companyId;
  if (!companyId) return null;
  const [existing] = await db()
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.profileId, profileId),
        eq(applications.companyId, companyId),
      ),
    )
    .limit(1);
  if (existing) return existing;
  const made = await createApplication(userId, {
    companyId,
    recruitId: resume.recruitId ?? undefined,
    profileId,
    notes: '',
  });
  if (typeof made === 'string') return null;
  // The questions the member already added on this resume's result screen are this application's.
  await db()
    .update(questions)
    .set({ applicationId: made.id })
    .where(
      and(
        eq(questions.userId, userId),
        eq(questions.profileId, profileId),
        sql`${questions.applicationId} is null`,
        eq(questions.type, 'CUSTOM'),
      ),
    );
  return made;
}

export {
  allApplications,
  applicationsOverview,
  listApplications,
  type ApplicationRow,
} from './list-reads.server';
