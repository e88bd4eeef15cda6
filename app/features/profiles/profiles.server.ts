import { and, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  jobCategories,
  profileDrafts,
  profileGroups,
  profiles,
  recruits,
  type Profile,
  type DraftSources,
  type ResumeSections,
} from '#db/schema';
import { db, preparedQuery } from '~/lib/db.server';
import { isRowId, isUuid } from '~/lib/ids';
import { companyNameIn } from '~/lib/romanize';
import { createDatedGroup, findGroup } from './groups.server';
import type { ResumeInput } from './schemas';

/** Why a resume operation was refused; routes turn each into a message or a status. */
export class ProfileError extends Error {
  constructor(
    readonly reason: 'group-not-found' | 'not-found' | 'read-only' | 'position-locked' | 'target-not-found',
  ) {
    super(reason);
    this.name = 'ProfileError';
  }
}

export const EMPTY_SECTIONS: ResumeSections = {
  person: { country: 'KR', region: '', address: '', birthYear: '', birthMonth: '' },
  educations: [],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
};

/** A finished document (a resume or a cover letter was generated from it) can no longer be edited. */
export function isReadOnly(profile: Pick<Profile, 'isResume' | 'isCoverletter'>) {
  return profile.isResume || profile.isCoverletter;
}

export function sectionsOf(p: Profile): ResumeSections {
  return {
    person: { ...EMPTY_SECTIONS.person, ...p.person },
    educations: p.educations,
    works: p.works,
    skills: p.skills,
    certifications: p.certifications,
    languages: p.languages,
    projects: p.projects,
    awards: p.awards,
    episodes: p.episodes,
  };
}

/** One of the user's resumes with its group's name, or null (another user's id is simply not found). */
export async function findProfile(userId: number, profileId: number | null) {
  if (!isRowId(profileId)) return null;
  const [row] = await db()
    .select({ profile: profiles, groupName: profileGroups.name })
    .from(profiles)
    .innerJoin(profileGroups, eq(profileGroups.id, profiles.groupId))
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)));
  return row ? { ...row.profile, groupName: row.groupName } : null;
}

export type Target = {
  kind: 'recruit' | 'company';
  /** The posting, when the target is one. */
  recruitId: number | null;
  postingTitle: string | null;
  companyId: number;
  companyName: string;
  /** The company's English name, when the data has one (English and Indonesian texts use it). */
  companyNameEn: string | null;
  cultureTags: string[];
  /** The industry its cover-letter questions come from (the posting's role's, or the company's first). */
  industryId: number | null;
};

const postingCompanies = alias(companies, 'posting_company');

/** The columns a target is made of: the posting with its company and role, and the chosen company. */
const targetColumns = {
  recruitId: recruits.id,
  postingTitle: recruits.title,
  postingCompanyId: postingCompanies.id,
  postingCompanyName: postingCompanies.name,
  postingCompanyNameEn: postingCompanies.nameEn,
  postingCultureTags: postingCompanies.cultureTags,
  postingIndustryId: jobCategories.parentId,
  companyId: companies.id,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  cultureTags: companies.cultureTags,
  sectors: companies.sectors,
};

type TargetRow = { [K in keyof typeof targetColumns]: (typeof targetColumns)[K]['_']['data'] | null };

/** The target of the joined columns: the posting (when it and its company exist), else the company. */
function targetFrom(row: TargetRow): Target | null {
  if (row.recruitId !== null && row.postingCompanyId !== null)
    return {
      kind: 'recruit',
      recruitId: row.recruitId,
      postingTitle: row.postingTitle,
      companyId: row.postingCompanyId,
      companyName: row.postingCompanyName ?? '',
      companyNameEn: row.postingCompanyNameEn,
      cultureTags: row.postingCultureTags ?? [],
      industryId: row.postingIndustryId,
    };
  if (row.companyId !== null)
    return {
      kind: 'company',
      recruitId: null,
      postingTitle: null,
      companyId: row.companyId,
      companyName: row.companyName ?? '',
      companyNameEn: row.companyNameEn,
      cultureTags: row.cultureTags ?? [],
      industryId: row.sectors?.[0] ?? null,
    };
  return null;
}

/** The target as a page in `lng` names it: "company · posting", or the company; the company in that language. */
export function targetName(target: Target, lng: string): string {
  const company = companyNameIn(lng, target.companyName, target.companyNameEn);
  return target.kind === 'recruit' && target.postingTitle ? `${company} · ${target.postingTitle}` : company;
}

/** The resume's target: a posting (with its company) or a company. */
export async function targetOf(p: Pick<Profile, 'recruitId' | 'companyId'>): Promise<Target | null> {
  if (!p.recruitId && !p.companyId) return null;
  const [row] = await db()
    .select(targetColumns)
    .from(sql`(values (1)) one`)
    .leftJoin(recruits, eq(recruits.id, p.recruitId ?? 0))
    .leftJoin(postingCompanies, eq(postingCompanies.id, recruits.companyId))
    .leftJoin(jobCategories, eq(jobCategories.id, recruits.jobCategoryId))
    .leftJoin(companies, eq(companies.id, p.companyId ?? 0));
  return row ? targetFrom(row) : null;
}

/** findProfile and targetOf in one statement (the result screen and the position picker read both). */
export async function findProfileWithTarget(userId: number, profileId: number | null) {
  if (!isRowId(profileId)) return null;
  const [row] = await profileWithTargetStatement().execute({ profileId, userId });
  if (!row) return null;
  return { profile: { ...row.profile, groupName: row.groupName }, target: targetFrom(row) };
}

// The result screen and the position picker read it on every request: prepared once per database (its
// five-table join is not built per request, and PostgreSQL keeps the plan).
const profileWithTargetStatement = preparedQuery((d) =>
  d
    .select({ profile: profiles, groupName: profileGroups.name, ...targetColumns })
    .from(profiles)
    .innerJoin(profileGroups, eq(profileGroups.id, profiles.groupId))
    .leftJoin(recruits, eq(recruits.id, profiles.recruitId))
    .leftJoin(postingCompanies, eq(postingCompanies.id, recruits.companyId))
    .leftJoin(jobCategories, eq(jobCategories.id, recruits.jobCategoryId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(and(eq(profiles.id, sql.placeholder('profileId')), eq(profiles.userId, sql.placeholder('userId'))))
    .prepare('profile_with_target'),
);

const columns = (input: ResumeInput) => ({
  name: input.name.trim() || null,
  person: input.person,
  educations: input.educations,
  works: input.works,
  skills: input.skills,
  certifications: input.certifications,
  languages: input.languages,
  projects: input.projects,
  awards: input.awards,
  episodes: input.episodes,
});

/**
 * Saves the editor's resume in one of the spec's three situations: an id updates that resume; a group
 * id alone creates it in that group; neither creates a new group named by date and sequence, then the
 * resume in it. Returns the saved resume.
 */
export async function saveProfile(
  userId: number,
  target: { profileId?: number | null; groupId?: number | null },
  input: ResumeInput,
  now = new Date(),
): Promise<Profile> {
  if (target.profileId) {
    const current = await findProfile(userId, target.profileId);
    if (!current) throw new ProfileError('not-found');
    const [row] = await db()
      .update(profiles)
      .set({ ...columns(input), updatedAt: now })
      // The read-only rule is part of the update itself, so a generation finishing meanwhile wins.
      .where(
        and(
          eq(profiles.id, current.id),
          eq(profiles.userId, userId),
          eq(profiles.isResume, false),
          eq(profiles.isCoverletter, false),
        ),
      )
      .returning();
    if (!row) throw new ProfileError('read-only');
    return row;
  }
  if (target.groupId) {
    const group = await findGroup(userId, target.groupId);
    if (!group) throw new ProfileError('group-not-found');
    const [row] = await db()
      .insert(profiles)
      .values({ userId, groupId: group.id, ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return row;
  }
  return db().transaction(async (tx) => {
    const group = await createDatedGroup(userId, now, tx as unknown as ReturnType<typeof db>);
    const [row] = await tx
      .insert(profiles)
      .values({ userId, groupId: group.id, ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return row;
  });
}

export async function moveProfile(userId: number, profileId: number, groupId: number) {
  const group = await findGroup(userId, groupId);
  if (!group) throw new ProfileError('group-not-found');
  const rows = await db()
    .update(profiles)
    .set({ groupId: group.id })
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
    .returning({ id: profiles.id });
  if (!rows.length) throw new ProfileError('not-found');
  return group;
}

export async function setFavorite(userId: number, profileId: number, favorite: boolean) {
  const rows = await db()
    .update(profiles)
    .set({ favorite })
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
    .returning({ id: profiles.id });
  if (!rows.length) throw new ProfileError('not-found');
}

export async function deleteProfile(userId: number, profileId: number) {
  const rows = await db()
    .delete(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
    .returning({ id: profiles.id });
  if (!rows.length) throw new ProfileError('not-found');
}

/**
 * Copies a resume into one of the user's groups as a new, editable resume: the sections and the title
 * come along; the target, favourite and finished flags do not.
 */
function copyTitle(name: string, copyName: (name: string) => string) {
  const over = copyName(name).length - 100;
  return copyName(over > 0 ? name.slice(0, name.length - over) : name);
}

/**
 * A copy of a resume in a group, titled by `copyName` (the spec's copy suffix in the reader's
 * language) so it can be told from the original; kept within the title's 100 characters.
 */
export async function copyProfile(
  userId: number,
  profileId: number,
  groupId: number,
  copyName: (name: string) => string,
  now = new Date(),
) {
  const source = await findProfile(userId, profileId);
  if (!source) throw new ProfileError('not-found');
  const group = await findGroup(userId, groupId);
  if (!group) throw new ProfileError('group-not-found');
  const [row] = await db()
    .insert(profiles)
    .values({
      userId,
      groupId: group.id,
      name: source.name ? copyTitle(source.name, copyName) : source.name,
      ...sectionsOf(source),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/**
 * Attaches a posting or a company to a resume (the other one is cleared), or clears both. Refused once
 * a cover letter exists: the letters were written for the current target.
 */
export async function setTarget(
  userId: number,
  profileId: number,
  target: { kind: 'recruit' | 'company'; id: number } | null,
) {
  const current = await findProfile(userId, profileId);
  if (!current) throw new ProfileError('not-found');
  if (current.isCoverletter) throw new ProfileError('position-locked');
  if (target) {
    const table = target.kind === 'recruit' ? recruits : companies;
    const [exists] = await db().select({ id: table.id }).from(table).where(eq(table.id, target.id));
    if (!exists) throw new ProfileError('target-not-found');
  }
  const rows = await db()
    .update(profiles)
    .set({
      recruitId: target?.kind === 'recruit' ? target.id : null,
      companyId: target?.kind === 'company' ? target.id : null,
    })
    .where(and(eq(profiles.id, current.id), eq(profiles.userId, userId), eq(profiles.isCoverletter, false)))
    .returning({ id: profiles.id });
  if (!rows.length) throw new ProfileError('position-locked');
}

/** Keeps a resume read from a PDF until the user saves it from the editor. Drafts older than a day go. */
export async function createDraft(
  userId: number,
  groupId: number | null,
  draft: { name: string | null; sections: ResumeSections },
  unread: string[] = [],
  sources: DraftSources = {},
) {
  await db()
    .delete(profileDrafts)
    .where(
      and(eq(profileDrafts.userId, userId), lt(profileDrafts.createdAt, new Date(Date.now() - 86_400_000))),
    );
  const [row] = await db()
    .insert(profileDrafts)
    .values({ userId, groupId, name: draft.name, sections: draft.sections, unread, sources })
    .returning({ id: profileDrafts.id });
  return row.id;
}

export async function findDraft(userId: number, draftId: string) {
  if (!isUuid(draftId)) return null;
  const [row] = await db()
    .select()
    .from(profileDrafts)
    .where(and(eq(profileDrafts.id, draftId), eq(profileDrafts.userId, userId)));
  return row ?? null;
}

export async function deleteDraft(userId: number, draftId: string) {
  if (!isUuid(draftId)) return;
  await db()
    .delete(profileDrafts)
    .where(and(eq(profileDrafts.id, draftId), eq(profileDrafts.userId, userId)));
}
