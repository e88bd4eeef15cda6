import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, jobCategories, locations, recruits } from '../../db/schema';
import { seedReference } from '../../db/seed';
import { generateCompanies } from '../../db/seed/data/companies';
import { LOCATIONS, locationOfAddress } from '../../db/seed/data/locations';
import { generatePostings, GENERATED_POSTING_SEED } from '../../db/seed/data/postings';
import { db } from '~/lib/db.server';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const count = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recruits)
  )[0].n;

describe('seeded locations and postings', () => {
  it('seeds the locations of both countries and at least 1000 postings', async () => {
    const seeded = await db().select().from(locations);
    expect(seeded).toHaveLength(LOCATIONS.length);
    expect(seeded.filter((l) => l.country === 'KR').every((l) => l.id >= 1 && l.id <= 99)).toBe(true);
    expect(seeded.filter((l) => l.country === 'ID').every((l) => l.id >= 101 && l.id <= 199)).toBe(true);
    expect(await count()).toBeGreaterThanOrEqual(1000);
    const byCountry = await db()
      .select({ country: recruits.country, n: sql<number>`count(*)::int` })
      .from(recruits)
      .groupBy(recruits.country);
    expect(byCountry.map((r) => r.country).sort()).toEqual(['ID', 'KR']);
  });

  it('puts every posting in its company country and city, for a role of one of its industries', async () => {
    const rows = await db()
      .select({
        title: recruits.title,
        country: recruits.country,
        closeDate: recruits.closeDate,
        infoUrl: recruits.infoUrl,
        companyCountry: companies.country,
        sectors: companies.sectors,
        homepage: companies.homepage,
        address: companies.address,
        locationId: recruits.locationId,
        locationCountry: locations.country,
        roleParent: jobCategories.parentId,
      })
      .from(recruits)
      .innerJoin(companies, eq(companies.id, recruits.companyId))
      .innerJoin(locations, eq(locations.id, recruits.locationId))
      .leftJoin(jobCategories, eq(jobCategories.id, recruits.jobCategoryId));
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [today, inSevenMonths] = [day(0), day(7 + 212)];
    for (const r of rows) {
      expect(r.country, r.title).toBe(r.companyCountry);
      expect(r.locationCountry, r.title).toBe(r.country);
      expect(r.roleParent, r.title).not.toBeNull();
      expect(r.sectors, r.title).toContain(r.roleParent);
      // Seeded postings are open: they close between a week and seven months from today.
      expect(r.closeDate > today && r.closeDate <= inSevenMonths, r.closeDate).toBe(true);
      const home = locationOfAddress(r.companyCountry as 'KR' | 'ID', r.address);
      if (home) expect(r.locationId, r.title).toBe(home.id);
      expect(r.infoUrl, r.title).toMatch(new RegExp(`^${r.homepage}/careers/\\d+$`));
    }
    expect(rows.some((r) => r.country === 'KR' && /^\[.+\] .+ 채용/.test(r.title))).toBe(true);
    expect(rows.some((r) => r.country === 'ID' && /^Lowongan .+ – PT /.test(r.title))).toBe(true);
  });

  it('is idempotent: seeding again keeps the postings as they are', async () => {
    const before = await count();
    const first = await db().select({ id: recruits.id }).from(recruits).orderBy(recruits.id).limit(1);
    await seedReference(db());
    expect(await count()).toBe(before);
    expect(await db().select({ id: recruits.id }).from(recruits).orderBy(recruits.id).limit(1)).toEqual(
      first,
    );
  });

  it('generates the same postings every time, and other ones from another seed', () => {
    const list = generateCompanies();
    const postings = generatePostings(list, GENERATED_POSTING_SEED);
    expect(generatePostings(generateCompanies(), GENERATED_POSTING_SEED)).toEqual(postings);
    expect(generatePostings(list)).toEqual(postings);
    expect(generatePostings(list, GENERATED_POSTING_SEED + 1)).not.toEqual(postings);
    const keys = postings.map((p) => `${p.country}|${p.companyName}|${p.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
