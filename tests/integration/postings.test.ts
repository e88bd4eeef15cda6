import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, jobCategories, locations, recruits } from '#db/schema';
import { seedReference } from '#db/seed';
import { generateCompanies } from '#db/seed/data/companies';
import { LOCATIONS, locationOfAddress } from '#db/seed/data/locations';
import { generatePostings, GENERATED_POSTING_SEED } from '#db/seed/data/postings';
import { normaliseUrl } from '~/features/profiles';
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
      // Invented companies have no homepage and their postings no link: none would lead anywhere.
      expect(r.homepage, r.title).toBeNull();
      expect(r.infoUrl, r.title).toBeNull();
    }
    expect(rows.some((r) => r.country === 'KR' && /^\[.+\] .+ 채용/.test(r.title))).toBe(true);
    expect(rows.some((r) => r.country === 'ID' && /^Lowongan .+ – PT /.test(r.title))).toBe(true);
  });

  it("names every seeded company as its industry is named, and hires only for that industry's roles", async () => {
    // Each industry's name parts: a finance company is 금융/캐피탈/…, never 건설 or 헬스케어.
    const fits: Record<number, RegExp> = {
      100: /(테크|소프트|랩스|시스템즈|데이터|Teknologi|Digital|Solusi Data)$/,
      200: /(전자|정밀|산업|화학|Manufaktur|Industri|Presisi)$/,
      300: /(금융|캐피탈|손해보험|자산운용|Finansial|Asuransi|Kapital)$/,
      400: /(물산|푸드|리테일|유통|Pangan|Niaga|Ritel)$/,
      500: /(바이오|헬스케어|제약|메디컬|Medika|Farma|Husada)$/,
      600: /(개발공사|정보진흥원|재단|Pelayanan Publik|Pembangunan|Informatika)$/,
      700: /(미디어|엔터테인먼트|스튜디오|콘텐츠|Media|Kreasi|Studio)$/,
      800: /(건설|에너지|건축|엔지니어링|Konstruksi|Energi|Karya Bangun)$/,
    };
    const seeded = await db().select().from(companies);
    expect(seeded.length).toBe(320);
    for (const c of seeded) {
      expect(c.sectors, c.name).toHaveLength(1);
      expect(c.name).toMatch(fits[c.sectors[0]]);
      if (c.sectors[0] === 600) expect(c.classification, c.name).toBe('PUBLIC');
      // A Korean company has its English name; an Indonesian one's name is already in Latin letters.
      if (c.country === 'KR') expect(c.nameEn, c.name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
      expect(c.homepage, c.name).toBeNull();
    }
    const roles = await db()
      .select({
        company: companies.name,
        sectors: companies.sectors,
        role: jobCategories.name,
        industry: jobCategories.parentId,
      })
      .from(recruits)
      .innerJoin(companies, eq(companies.id, recruits.companyId))
      .innerJoin(jobCategories, eq(jobCategories.id, recruits.jobCategoryId));
    for (const r of roles) expect(r.sectors, `${r.company}: ${r.role.ko}`).toEqual([r.industry]);
    // No finance company hires site managers (시공 관리, role 801).
    expect(roles.filter((r) => r.sectors[0] === 300 && r.role.ko === '시공 관리')).toEqual([]);
  });

  it('never links to a name reserved for examples, which an older install seeded as homepages', () => {
    expect(normaliseUrl('https://www.company17.example')).toBeNull();
    expect(normaliseUrl('https://www.company17.example/careers/412')).toBeNull();
    expect(normaliseUrl('careers.hanbit.test/1')).toBeNull();
    expect(normaliseUrl('www.hanbit.co.kr/careers')).toBe('http://www.hanbit.co.kr/careers');
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
