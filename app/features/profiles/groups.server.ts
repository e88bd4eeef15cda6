import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { companies, profileGroups, profiles, recruits, users } from '#db/schema';
import { db, preparedQuery, type Db } from '~/lib/db.server';
import { companyNameIn } from '~/lib/romanize';
import { formatDate } from '~/lib/format';
import { isRowId } from '~/lib/ids';
import { groupColor, type ProfileSort, type ProfileView } from './constants';
import type { GroupInput } from './schemas';

// Every function takes the owner's id and touches only that owner's rows: a group id of another
// user behaves exactly like one that does not exist.

export type GroupSummary = {
  id: number;
  name: string;
  memo: string;
  color: string;
  profileCount: number;
};

export async function listGroups(userId: number): Promise<GroupSummary[]> {
  const rows = await listGroupsStatement().execute({ userId });
  return rows.map((r) => ({
    ...r,
    memo: r.memo ?? '',
    color: groupColor(r.color),
    profileCount: Number(r.profileCount),
  }));
}

// The resume groups page's reads, sent on every view: prepared once per database (issue 39).
const listGroupsStatement = preparedQuery((d) =>
  d
    .select({
      id: profileGroups.id,
      name: profileGroups.name,
      memo: profileGroups.memo,
      color: profileGroups.color,
      profileCount: count(profiles.id),
    })
    .from(profileGroups)
    .leftJoin(profiles, eq(profiles.groupId, profileGroups.id))
    .where(eq(profileGroups.userId, sql.placeholder('userId')))
    .groupBy(profileGroups.id)
    .orderBy(asc(profileGroups.id))
    .prepare('list_groups'),
);

export async function findGroup(userId: number, groupId: number | null) {
  if (!isRowId(groupId)) return null;
  const [row] = await db()
    .select()
    .from(profileGroups)
    .where(and(eq(profileGroups.id, groupId), eq(profileGroups.userId, userId)));
  return row ?? null;
}

export async function createGroup(userId: number, input: GroupInput) {
  const [row] = await db()
    .insert(profileGroups)
    .values({ userId, name: input.name, memo: input.memo || null, color: input.color })
    .returning();
  return row;
}

export async function updateGroup(userId: number, groupId: number, input: GroupInput) {
  const [row] = await db()
    .update(profileGroups)
    .set({ name: input.name, memo: input.memo || null, color: input.color, updatedAt: new Date() })
    .where(and(eq(profileGroups.id, groupId), eq(profileGroups.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes a group and the resumes in it. */
export async function deleteGroup(userId: number, groupId: number): Promise<boolean> {
  const rows = await db()
    .delete(profileGroups)
    .where(and(eq(profileGroups.id, groupId), eq(profileGroups.userId, userId)))
    .returning({ id: profileGroups.id });
  return rows.length > 0;
}

/** A group named by today's date and the next free sequence number: "2026.11.22-3". */
export async function createDatedGroup(userId: number, now: Date, tx = db()) {
  const day = formatDate(now);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(profileGroups)
    .where(and(eq(profileGroups.userId, userId), sql`${profileGroups.name} like ${`${day}-%`}`));
  const [row] = await tx
    .insert(profileGroups)
    .values({ userId, name: `${day}-${Number(n) + 1}`, color: 'VIOLET' })
    .returning();
  return row;
}

export type ProfileListItem = {
  id: number;
  name: string | null;
  updatedAt: Date;
  favorite: boolean;
  completed: boolean;
  companyName: string | null;
  position: string | null;
};

const ORDER: Record<ProfileSort, ReturnType<typeof asc>[]> = {
  CREATED_DESC: [desc(profiles.createdAt), desc(profiles.id)],
  UPDATED_ASC: [asc(profiles.updatedAt), asc(profiles.id)],
  UPDATED_DESC: [desc(profiles.updatedAt), desc(profiles.id)],
  FAVORITE_DESC: [desc(profiles.favorite), desc(profiles.createdAt), desc(profiles.id)],
  // By name: read in id order, then put in Korean order (byName), which the database's collation is not.
  NAME_ASC: [asc(profiles.id)],
  NAME_DESC: [desc(profiles.id)],
};

const korean = new Intl.Collator('ko');
/**
 * 이름순 (ㄱ–ㅎ) as a person reads it: Korean collation, Hangul before Latin (ICU's Korean order), case and
 * accents folded; resumes without a name last; the same name keeps the id order read from the database.
 */
export function byName<T extends { name: string | null }>(rows: T[], direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (a.name === null || b.name === null) return (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0);
    return sign * korean.compare(a.name, b.name);
  });
}

const postingCompany = sql<
  string | null
>`(select c.name from ${companies} c where c.id = ${recruits.companyId})`;
const postingCompanyEn = sql<
  string | null
>`(select c.name_en from ${companies} c where c.id = ${recruits.companyId})`;

/** A group's resumes in one order, as a prepared statement (one per order, each built once per database). */
function groupProfilesIn(sort: ProfileSort, d: Db) {
  return d
    .select({
      id: profiles.id,
      name: profiles.name,
      updatedAt: profiles.updatedAt,
      favorite: profiles.favorite,
      isResume: profiles.isResume,
      isCoverletter: profiles.isCoverletter,
      companyName: sql<string | null>`coalesce(${companies.name}, ${postingCompany})`,
      companyNameEn: sql<
        string | null
      >`case when ${companies.id} is not null then ${companies.nameEn} else ${postingCompanyEn} end`,
      position: recruits.title,
    })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(recruits, eq(recruits.id, profiles.recruitId))
    .where(
      and(eq(profiles.groupId, sql.placeholder('groupId')), eq(profiles.userId, sql.placeholder('userId'))),
    )
    .orderBy(...ORDER[sort])
    .prepare(`group_profiles_${sort.toLowerCase()}`);
}
const groupProfilesStatement = Object.fromEntries(
  (Object.keys(ORDER) as ProfileSort[]).map((sort) => [sort, preparedQuery((d) => groupProfilesIn(sort, d))]),
) as Record<ProfileSort, () => ReturnType<typeof groupProfilesIn>>;

/** The resumes of one of the user's groups in the chosen order, with their target company and posting. */
export async function groupProfiles(
  userId: number,
  groupId: number,
  sort: ProfileSort,
  /** The page's language: a listed company by its English name on English and Indonesian pages. */
  lng = 'ko',
): Promise<ProfileListItem[]> {
  const rows = await groupProfilesStatement[sort]().execute({ groupId, userId });
  const items = rows.map(({ isResume, isCoverletter, companyNameEn, ...r }) => ({
    ...r,
    companyName: r.companyName === null ? null : companyNameIn(lng, r.companyName, companyNameEn),
    completed: isResume || isCoverletter,
  }));
  if (sort === 'NAME_ASC' || sort === 'NAME_DESC') return byName(items, sort === 'NAME_ASC' ? 'asc' : 'desc');
  return items;
}

const profileViewStatement = preparedQuery((d) =>
  d
    .select({ view: users.profileView })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('profile_view'),
);

export async function profileViewOf(userId: number): Promise<ProfileView> {
  const [row] = await profileViewStatement().execute({ userId });
  return row?.view === 'LIST' ? 'LIST' : 'GROUP';
}

export async function setProfileView(userId: number, view: ProfileView) {
  await db().update(users).set({ profileView: view }).where(eq(users.id, userId));
}
