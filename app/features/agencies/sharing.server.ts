import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  activeUser,
  agencies,
  applicationShares,
  applications,
  companies,
  licensePeriods,
  licenseSeats,
  profiles,
  resumeShares,
  shareComments,
  users,
} from '#db/schema';
import { db } from '~/lib/db.server';
import { companyNameIn } from '~/lib/romanize';

/**
 * The institution a member belongs to: the one of their latest seat, and whether the member's
 * application list is shared with it; null for anyone else.
 */
export async function memberAgency(userId: number) {
  const [row] = await db()
    .select({
      id: agencies.id,
      name: agencies.name,
      applicationsShared: sql<boolean>`exists(select 1 from ${applicationShares} s
        where s.user_id = ${userId} and s.agency_id = ${agencies.id})`,
    })
    .from(licenseSeats)
    .innerJoin(licensePeriods, eq(licensePeriods.id, licenseSeats.periodId))
    .innerJoin(agencies, eq(agencies.id, licensePeriods.agencyId))
    .where(eq(licenseSeats.userId, userId))
    .orderBy(desc(licenseSeats.createdAt))
    .limit(1);
  return row ?? null;
}

/** The staff's comments on a resume, oldest first. */
function commentsOf(profileId: number, agencyId?: number) {
  return db()
    .select({ id: shareComments.id, body: shareComments.body, createdAt: shareComments.createdAt })
    .from(shareComments)
    .where(
      agencyId === undefined
        ? eq(shareComments.profileId, profileId)
        : and(eq(shareComments.profileId, profileId), eq(shareComments.agencyId, agencyId)),
    )
    .orderBy(asc(shareComments.createdAt), asc(shareComments.id))
    .limit(100);
}

/**
 * The share box of a member's own resume: their institution, whether this resume is shared with it,
 * and the staff's comments (shown even after sharing stopped). Null when the member has no institution.
 */
export async function shareStateOf(userId: number, profileId: number) {
  const agency = await memberAgency(userId);
  if (!agency) return null;
  const [share] = await db()
    .select({ agencyId: resumeShares.agencyId })
    .from(resumeShares)
    .where(and(eq(resumeShares.profileId, profileId), eq(resumeShares.userId, userId)));
  return {
    agencyName: agency.name,
    shared: share?.agencyId === agency.id,
    comments: await commentsOf(profileId),
  };
}

/**
 * Share (or stop sharing) one's own resume with one's institution. Someone else's resume, or a member
 * without an institution, changes nothing (false: the caller answers 404).
 */
export async function setShared(userId: number, profileId: number, shared: boolean): Promise<boolean> {
  const [own] = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)));
  const agency = own ? await memberAgency(userId) : null;
  if (!agency) return false;
  if (!shared) {
    await db()
      .delete(resumeShares)
      .where(and(eq(resumeShares.profileId, profileId), eq(resumeShares.userId, userId)));
    return true;
  }
  await db()
    .insert(resumeShares)
    .values({ profileId, agencyId: agency.id, userId })
    .onConflictDoUpdate({
      target: resumeShares.profileId,
      set: { agencyId: agency.id, sharedAt: new Date() },
    });
  return true;
}

/** A resume shared with this institution now, for its staff; null (404) for anything else. */
export async function sharedWith(agencyId: number, profileId: number) {
  const [row] = await db()
    .select({ profile: profiles })
    .from(resumeShares)
    .innerJoin(profiles, eq(profiles.id, resumeShares.profileId))
    .where(and(eq(resumeShares.profileId, profileId), eq(resumeShares.agencyId, agencyId)));
  if (!row) return null;
  return { profile: row.profile, comments: await commentsOf(profileId, agencyId) };
}

/** A staff comment on a resume shared with their institution; false when it is not shared with it. */
export async function addComment(agencyId: number, authorUserId: number, profileId: number, body: string) {
  if (!(await sharedWith(agencyId, profileId))) return false;
  await db().insert(shareComments).values({ profileId, agencyId, authorUserId, body });
  return true;
}

/**
 * The applications page's toggle: the member's institution and whether their application list is shared
 * with it. Null for anyone without an institution (no seat): they see no toggle.
 */
export async function applicationShareStateOf(userId: number) {
  const agency = await memberAgency(userId);
  return agency ? { agencyName: agency.name, shared: Boolean(agency.applicationsShared) } : null;
}

/**
 * Share one's application list with one's institution (the one of the latest seat), or stop: stopping
 * withdraws it from every institution it was shared with (an earlier one too, which the page no longer
 * names). A member without an institution changes nothing (false: the caller answers 404).
 */
export async function setApplicationsShared(userId: number, shared: boolean): Promise<boolean> {
  const agency = await memberAgency(userId);
  if (!agency) return false;
  if (!shared) {
    await db().delete(applicationShares).where(eq(applicationShares.userId, userId));
    return true;
  }
  await db().insert(applicationShares).values({ userId, agencyId: agency.id }).onConflictDoNothing();
  return true;
}

/**
 * A member's application list, for the staff of an institution it is shared with now: the member's name
 * and every application (company, posting, deadline, status; never the notes), by deadline. Null (404)
 * when it is not shared with this institution, was withdrawn, or the member left. A listed company is
 * named in the staff's language `lng`; a name the member typed stays as typed.
 */
export async function sharedApplicationsOf(agencyId: number, userId: number, lng: string) {
  const [share] = await db()
    .select({ member: users.name, sharedAt: applicationShares.sharedAt })
    .from(applicationShares)
    .innerJoin(users, eq(users.id, applicationShares.userId))
    .where(and(eq(applicationShares.agencyId, agencyId), eq(applicationShares.userId, userId), activeUser));
  if (!share) return null;
  const list = await db()
    .select({
      id: applications.id,
      companyId: applications.companyId,
      companyName: applications.companyName,
      companyNameEn: companies.nameEn,
      postingTitle: applications.postingTitle,
      deadline: applications.deadline,
      status: applications.status,
      statusChangedAt: applications.statusChangedAt,
    })
    .from(applications)
    .leftJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(sql`${applications.deadline} asc nulls last`, asc(applications.id))
    .limit(200); // a member keeps at most 200
  return {
    member: share.member,
    sharedAt: share.sharedAt,
    applications: list.map(({ companyId, companyNameEn, ...a }) => ({
      ...a,
      companyName: companyId ? companyNameIn(lng, a.companyName, companyNameEn) : a.companyName,
    })),
  };
}
