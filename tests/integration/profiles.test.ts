import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, locations, profiles, recruits, users } from '#db/schema';
import { seedReference } from '#db/seed';
import { createGroup, deleteGroup, groupProfiles, listGroups } from '~/features/profiles/groups.server';
import {
  listPostings,
  postingFilters,
  searchCompanies,
  todayIso,
} from '~/features/profiles/positions.server';
import {
  copyProfile,
  deleteProfile,
  findProfile,
  findProfileWithTarget,
  moveProfile,
  saveProfile,
  setFavorite,
  setTarget,
  targetName,
} from '~/features/profiles/profiles.server';
import { resumeSchema, type ResumeInput } from '~/features/profiles/schemas';
import { db } from '~/lib/db.server';
import { withTestDatabase } from './test-database';

withTestDatabase();
let owner: number;
let stranger: number;
beforeAll(async () => {
  await seedReference(db());
  const rows = await db()
    .insert(users)
    .values([
      { email: 'owner@example.com', joinType: 'EMAIL' },
      { email: 'stranger@example.com', joinType: 'EMAIL' },
    ])
    .returning();
  [owner, stranger] = rows.map((r) => r.id);
});

const resume = (name: string, overrides: Partial<ResumeInput> = {}): ResumeInput => ({
  episodes: [],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  name,
  person: { country: 'KR', region: '서울', address: '강남구 1', birthYear: '1999', birthMonth: '3' },
  educations: [
    {
      gradLevel: 'university',
      graduated: true,
      school: '한빛대학교',
      major: '컴퓨터공학',
      gpa: '3.8/4.5',
      thesis: '',
      start: '2018.03',
      end: '2022.02',
    },
  ],
  ...overrides,
});
const group = (userId: number, name: string) => createGroup(userId, { name, memo: '', color: 'VIOLET' });

describe('saving a resume', () => {
  it('updates by id, creates in a group, or creates a dated group of its own', async () => {
    const g = await group(owner, 'Jobs');
    const created = await saveProfile(owner, { groupId: g.id }, resume('First'));
    expect(created.groupId).toBe(g.id);

    const updated = await saveProfile(owner, { profileId: created.id }, resume('First, edited'));
    expect(updated.id).toBe(created.id);
    expect((await findProfile(owner, created.id))?.name).toBe('First, edited');

    const day = new Date('2026-11-22T03:00:00Z');
    const a = await saveProfile(owner, {}, resume('Loose one'), day);
    const b = await saveProfile(owner, {}, resume('Loose two'), day);
    expect((await findProfile(owner, a.id))?.groupName).toBe('2026.11.22-1');
    expect((await findProfile(owner, b.id))?.groupName).toBe('2026.11.22-2');
  });

  it('refuses to edit a finished resume (resume or cover letter generated)', async () => {
    const g = await group(owner, 'Finished');
    const p = await saveProfile(owner, { groupId: g.id }, resume('Done'));
    await db().update(profiles).set({ isCoverletter: true }).where(eq(profiles.id, p.id));
    await expect(saveProfile(owner, { profileId: p.id }, resume('Changed'))).rejects.toMatchObject({
      reason: 'read-only',
    });
    expect((await findProfile(owner, p.id))?.name).toBe('Done');
  });

  it('checks in the spec order: title, basic info, then at least one education', () => {
    const schema = resumeSchema(new Date('2026-11-22'));
    const first = (input: object) => schema.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...resume(''), person: {} })).toBe('validation.title');
    expect(first({ ...resume('T'), person: { country: 'KR' } })).toBe('validation.region');
    expect(first({ ...resume('T'), educations: [] })).toBe('validation.educationRequired');
    const noStart = resume('T', {
      educations: [{ ...resume('T').educations[0], start: '', end: '2022.02' }],
    });
    expect(schema.safeParse(noStart).error?.issues[0]?.message).toBe('validation.startRequired');
    const long = resume('T', {
      works: [{ company: 'A', position: 'B', achievements: 'x'.repeat(3001), start: '', end: '' }],
    });
    expect(schema.safeParse(long).success).toBe(false);
  });
});

describe('owner checks', () => {
  it("treats another user's group or resume exactly like one that does not exist", async () => {
    const mine = await group(owner, 'Mine');
    const theirs = await group(stranger, 'Theirs');
    const p = await saveProfile(owner, { groupId: mine.id }, resume('Private'));

    expect(await findProfile(stranger, p.id)).toBeNull();
    await expect(saveProfile(stranger, { profileId: p.id }, resume('Hijack'))).rejects.toMatchObject({
      reason: 'not-found',
    });
    await expect(saveProfile(owner, { groupId: theirs.id }, resume('Into theirs'))).rejects.toMatchObject({
      reason: 'group-not-found',
    });
    await expect(moveProfile(owner, p.id, theirs.id)).rejects.toMatchObject({ reason: 'group-not-found' });
    await expect(moveProfile(stranger, p.id, theirs.id)).rejects.toMatchObject({ reason: 'not-found' });
    await expect(setFavorite(stranger, p.id, true)).rejects.toMatchObject({ reason: 'not-found' });
    await expect(deleteProfile(stranger, p.id)).rejects.toMatchObject({ reason: 'not-found' });
    await expect(copyProfile(stranger, p.id, theirs.id, (n) => `${n} (copy)`)).rejects.toMatchObject({
      reason: 'not-found',
    });
    expect(await deleteGroup(stranger, mine.id)).toBe(false);
    expect(await groupProfiles(stranger, mine.id, 'CREATED_DESC')).toEqual([]);
    expect((await listGroups(stranger)).map((g) => g.name)).toEqual(['Theirs']);
    expect((await findProfile(owner, p.id))?.name).toBe('Private');
  });
});

describe('groups and their resumes', () => {
  it('moves, favourites, copies, sorts and deletes', async () => {
    const a = await group(owner, 'Sorting A');
    const b = await group(owner, 'Sorting B');
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const at = (m: number) => new Date(t0 + m * 60_000);
    const beta = await saveProfile(owner, { groupId: a.id }, resume('Beta'), at(1));
    const alpha = await saveProfile(owner, { groupId: a.id }, resume('Alpha'), at(2));
    const gamma = await saveProfile(owner, { groupId: a.id }, resume('Gamma'), at(3));
    await saveProfile(owner, { profileId: beta.id }, resume('Beta'), at(10));
    await setFavorite(owner, alpha.id, true);

    const names = async (sort: Parameters<typeof groupProfiles>[2]) =>
      (await groupProfiles(owner, a.id, sort)).map((p) => p.name);
    expect(await names('CREATED_DESC')).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await names('UPDATED_DESC')).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(await names('UPDATED_ASC')).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(await names('FAVORITE_DESC')).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(await names('NAME_ASC')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('NAME_DESC')).toEqual(['Gamma', 'Beta', 'Alpha']);

    await moveProfile(owner, gamma.id, b.id);
    const copy = await copyProfile(owner, alpha.id, b.id, (n) => `${n} (copy)`);
    expect(copy.favorite).toBe(false);
    expect((await groupProfiles(owner, b.id, 'NAME_ASC')).map((p) => p.name)).toEqual([
      'Alpha (copy)',
      'Gamma',
    ]);
    // A long title keeps the suffix within the title's 100 characters.
    const long = await saveProfile(owner, { groupId: b.id }, resume('L'.repeat(100)));
    expect((await copyProfile(owner, long.id, b.id, (n) => `${n} (copy)`)).name).toBe(
      `${'L'.repeat(93)} (copy)`,
    );
    expect((await listGroups(owner)).find((g) => g.id === a.id)?.profileCount).toBe(2);

    expect(await deleteGroup(owner, b.id)).toBe(true);
    expect(await findProfile(owner, gamma.id)).toBeNull();
    expect(await findProfile(owner, alpha.id)).not.toBeNull();
  });
});

describe('positions', () => {
  it('attaches a posting or a company, one clearing the other, and locks once a cover letter exists', async () => {
    const g = await group(owner, 'Targets');
    const p = await saveProfile(owner, { groupId: g.id }, resume('Targeted'));
    const [posting] = (await listPostings(postingFilters(new URLSearchParams()), 1, 'ko', todayIso())).items;
    const [company] = await db().select().from(companies).limit(1);

    await setTarget(owner, p.id, { kind: 'recruit', id: posting.id });
    expect(await findProfile(owner, p.id)).toMatchObject({ recruitId: posting.id, companyId: null });
    expect((await groupProfiles(owner, g.id, 'CREATED_DESC'))[0]).toMatchObject({
      position: posting.title,
      companyName: posting.companyName,
    });
    await setTarget(owner, p.id, { kind: 'company', id: company.id });
    expect(await findProfile(owner, p.id)).toMatchObject({ recruitId: null, companyId: company.id });
    await expect(setTarget(owner, p.id, { kind: 'company', id: 2_000_000_000 })).rejects.toMatchObject({
      reason: 'target-not-found',
    });
    await expect(setTarget(stranger, p.id, null)).rejects.toMatchObject({ reason: 'not-found' });

    await db().update(profiles).set({ isCoverletter: true }).where(eq(profiles.id, p.id));
    await expect(setTarget(owner, p.id, { kind: 'recruit', id: posting.id })).rejects.toMatchObject({
      reason: 'position-locked',
    });
    expect(await findProfile(owner, p.id)).toMatchObject({ companyId: company.id });
  });

  it('pages postings and companies ten at a time with filters', async () => {
    const first = await listPostings(postingFilters(new URLSearchParams('country=ID')), 1, 'id', todayIso());
    const second = await listPostings(postingFilters(new URLSearchParams('country=ID')), 2, 'id', todayIso());
    expect(first.items).toHaveLength(10);
    expect(first.hasNext).toBe(true);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0].id);
    const tagged = await listPostings(
      postingFilters(new URLSearchParams('country=KR&tag=remote')),
      1,
      'ko',
      todayIso(),
    );
    expect(tagged.items.every((p) => p.cultureTags.includes('remote'))).toBe(true);

    const viewer = { userId: owner, today: todayIso(), lng: 'ko' as const };
    const none = await searchCompanies({ keyword: 'no such company %', cultureTag: null }, 1, viewer);
    expect(none.items).toEqual([]);
    const all = await searchCompanies({ keyword: '', cultureTag: 'flat' }, 1, viewer);
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((c) => c.cultureTags.includes('flat'))).toBe(true);
  });

  it("counts each company's own open postings (0, 2 and 6), not one for every company", async () => {
    const [location] = await db().select().from(locations).where(eq(locations.country, 'KR')).limit(1);
    const [{ id: _id, ...template }] = await db().select().from(companies).limit(1);
    const made = await db()
      .insert(companies)
      .values(['카운트 없음', '카운트 둘', '카운트 여섯'].map((name) => ({ ...template, name })))
      .returning({ id: companies.id, name: companies.name });
    const posting = (companyId: number, i: number, closeDate = '2099-12-31') => ({
      companyId,
      title: `공고 ${i}`,
      closeDate,
      country: 'KR',
      locationId: location.id,
      jobCategoryId: 101,
    });
    await db()
      .insert(recruits)
      .values([
        posting(made[0].id, 0, '2001-01-01'), // closed: not counted
        ...[1, 2].map((i) => posting(made[1].id, i)),
        ...[1, 2, 3, 4, 5, 6].map((i) => posting(made[2].id, i)),
      ]);
    const found = await searchCompanies({ keyword: '카운트', cultureTag: null }, 1, {
      userId: owner,
      today: todayIso(),
      lng: 'ko',
    });
    expect(Object.fromEntries(found.items.map((c) => [c.name, c.recruitCount]))).toEqual({
      '카운트 없음': 0,
      '카운트 둘': 2,
      '카운트 여섯': 6,
    });
  });

  // Issue 38 item 20: the picker showed 가온금융 on English and Indonesian pages though Gaon Financial exists.
  it('names a listed company in the page language: its English name in en and id, its Korean one in ko', async () => {
    // A Korean company with an English name and an open posting.
    const [{ company }] = await db()
      .select({ company: companies })
      .from(companies)
      .innerJoin(recruits, eq(recruits.companyId, companies.id))
      .where(
        and(eq(companies.country, 'KR'), isNotNull(companies.nameEn), gte(recruits.closeDate, todayIso())),
      )
      .limit(1);
    const byName = { keyword: company.nameEn!, cultureTag: null };
    for (const lng of ['en', 'id'] as const) {
      const found = await searchCompanies(byName, 1, { userId: owner, today: todayIso(), lng });
      expect(found.items.find((c) => c.id === company.id)?.name).toBe(company.nameEn);
      const postings = await listPostings(
        { ...postingFilters(new URLSearchParams()), companyName: company.nameEn! },
        1,
        lng,
        todayIso(),
      );
      const own = postings.items.filter((p) => p.companyId === company.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((p) => p.companyName === company.nameEn)).toBe(true);
    }
    const inKorean = await searchCompanies({ keyword: company.name, cultureTag: null }, 1, {
      userId: owner,
      today: todayIso(),
      lng: 'ko',
    });
    expect(inKorean.items.find((c) => c.id === company.id)?.name).toBe(company.name);

    const g = await group(owner, 'Named target');
    const p = await saveProfile(owner, { groupId: g.id }, resume('Named'));
    await setTarget(owner, p.id, { kind: 'company', id: company.id });
    const { target } = (await findProfileWithTarget(owner, p.id))!;
    expect(targetName(target!, 'en')).toBe(company.nameEn);
    expect(targetName(target!, 'id')).toBe(company.nameEn);
    expect(targetName(target!, 'ko')).toBe(company.name);
  });

  it("lists the companies of the user's own country first in the company tab", async () => {
    await db().update(users).set({ country: 'KR' }).where(eq(users.id, owner));
    await db().update(users).set({ country: 'ID' }).where(eq(users.id, stranger));
    const countries = async (userId: number) => {
      const ids = (
        await searchCompanies({ keyword: '', cultureTag: null }, 1, { userId, today: todayIso(), lng: 'ko' })
      ).items.map((c) => c.country);
      return new Set(ids);
    };
    expect(await countries(owner)).toEqual(new Set(['KR']));
    expect(await countries(stranger)).toEqual(new Set(['ID']));
  });
});
