import { and, asc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { companies, jobCategories, locations, recruits } from '#db/schema';
import { db, preparedQuery, type Db } from '~/lib/db.server';
import { cachedReference } from '~/lib/reference-cache.server';
import { koreanDayIso } from '~/lib/format';
import { parseRowId } from '~/lib/ids';
import { localized } from '~/lib/localized';
import { companyNameIn } from '~/lib/romanize';
import type { Language } from '~/lib/i18n';
import { openPostingCount, userCountryLast } from '~/features/culture/index.server';
import { CULTURE_TAGS } from '#db/schema/enums';
import { POSITION_PAGE_SIZE, normaliseUrl } from './constants';
import type { Country } from '#db/schema/enums';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Companies whose Korean or English name contains the text. */
const nameContains = (text: string) => {
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(companies.name, pattern), ilike(companies.nameEn, pattern))!;
};

export type PostingFilters = {
  country: Country;
  locationId: number | null;
  categoryId: number | null;
  companyName: string;
  cultureTags: string[];
};

/** Filters from a query string, with anything unknown dropped (never an error). */
export function postingFilters(params: URLSearchParams): PostingFilters {
  return {
    country: params.get('country') === 'ID' ? 'ID' : 'KR',
    locationId: parseRowId(params.get('location')),
    categoryId: parseRowId(params.get('category')),
    companyName: (params.get('companyName') ?? '').trim().slice(0, 100),
    cultureTags: params.getAll('tag').filter((t) => (CULTURE_TAGS as readonly string[]).includes(t)),
  };
}

/**
 * The posting filters of a query string with the chosen country's regions, and a region kept only when
 * it belongs to that country: a country change leaves the old region in the form, and it is dropped.
 */
export async function postingFiltersIn(params: URLSearchParams, lng: Language) {
  const filters = postingFilters(params);
  const regions = await locationsOf(filters.country, lng);
  if (!regions.some((r) => r.id === filters.locationId)) filters.locationId = null;
  return { filters, regions };
}

export type Paged<T> = { items: T[]; page: number; hasNext: boolean };

function paged<T>(rows: T[], page: number, size: number): Paged<T> {
  return { items: rows.slice(0, size), page, hasNext: rows.length > size };
}

/** What a posting shows wherever it is listed. */
const postingColumns = {
  id: recruits.id,
  title: recruits.title,
  infoUrl: recruits.infoUrl,
  closeDate: recruits.closeDate,
};

/**
 * The posting list's statement for one shape of filters (which of region, category, company name and
 * culture tags are set): prepared once per database and shape (`preparedQuery`, issue 39), at most 16,
 * each the same SQL the filters built before, its values as parameters (the tags as one text array).
 */
function postingsStatement(d: Db, shape: number) {
  const p = (name: string) => sql.placeholder(name);
  const where: SQL[] = [eq(recruits.country, p('country')), gte(recruits.closeDate, p('today'))];
  if (shape & BY_LOCATION) where.push(eq(recruits.locationId, p('locationId')));
  // An industry matches all its roles; a role matches itself.
  if (shape & BY_CATEGORY)
    where.push(
      sql`(${recruits.jobCategoryId} = ${p('categoryId')} or ${recruits.jobCategoryId} in (select id from ${jobCategories} where parent_id = ${p('categoryId')}))`,
    );
  if (shape & BY_NAME) where.push(or(ilike(companies.name, p('pattern')), ilike(companies.nameEn, p('pattern')))!);
  if (shape & BY_TAGS) where.push(sql`${companies.cultureTags} ?| ${p('tags')}::text[]`);
  return d
    .select({
      ...postingColumns,
      companyId: companies.id,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      cultureTags: companies.cultureTags,
      location: locations.name,
    })
    .from(recruits)
    .innerJoin(companies, eq(companies.id, recruits.companyId))
    .innerJoin(locations, eq(locations.id, recruits.locationId))
    .where(and(...where))
    .orderBy(asc(recruits.closeDate), asc(recruits.id))
    .limit(POSITION_PAGE_SIZE + 1)
    .offset(p('offset'))
    .prepare(`postings_${shape}`);
}
const BY_LOCATION = 1;
const BY_CATEGORY = 2;
const BY_NAME = 4;
const BY_TAGS = 8;
const postingsByShape = Array.from({ length: 16 }, (_, shape) =>
  preparedQuery((d) => postingsStatement(d, shape)),
);

/** Open postings matching the filters, soonest closing first, a page at a time (one query). */
export async function listPostings(filters: PostingFilters, page: number, lng: Language, today: string) {
  const size = POSITION_PAGE_SIZE;
  const shape =
    (filters.locationId ? BY_LOCATION : 0) |
    (filters.categoryId ? BY_CATEGORY : 0) |
    (filters.companyName ? BY_NAME : 0) |
    (filters.cultureTags.length ? BY_TAGS : 0);
  const rows = await postingsByShape[shape]().execute({
    country: filters.country,
    today,
    locationId: filters.locationId,
    categoryId: filters.categoryId,
    pattern: `%${escapeLike(filters.companyName)}%`,
    tags: filters.cultureTags,
    offset: (page - 1) * size,
  });
  return paged(
    rows.map(({ companyNameEn, ...r }) => ({
      ...r,
      companyName: companyNameIn(lng, r.companyName, companyNameEn),
      location: localized(r.location, lng),
      infoUrl: normaliseUrl(r.infoUrl),
    })),
    page,
    size,
  );
}

export type CompanyFilters = { keyword: string; cultureTag: string | null };

export function companyFilters(params: URLSearchParams): CompanyFilters {
  const tag = params.get('cultureTag');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    cultureTag: tag && (CULTURE_TAGS as readonly string[]).includes(tag) ? tag : null,
  };
}

/**
 * Companies whose name contains the keyword (all when empty), with a culture tag if chosen: those of
 * the user's country first, then by name; each with its number of open postings.
 */
export async function searchCompanies(
  filters: CompanyFilters,
  page: number,
  viewer: { userId: number; today: string; lng: Language },
) {
  const size = POSITION_PAGE_SIZE;
  const where: SQL[] = [];
  if (filters.keyword) where.push(nameContains(filters.keyword));
  if (filters.cultureTag) where.push(sql`${companies.cultureTags} ? ${filters.cultureTag}`);
  const rows = await db()
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      homepage: companies.homepage,
      address: companies.address,
      country: companies.country,
      classification: companies.classification,
      cultureTags: companies.cultureTags,
      sectors: companies.sectors,
      recruitCount: openPostingCount(viewer.today),
    })
    .from(companies)
    .where(where.length ? and(...where) : undefined)
    .orderBy(userCountryLast(viewer.userId), asc(companies.name), asc(companies.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return paged(
    rows.map(({ nameEn, ...r }) => ({
      ...r,
      name: companyNameIn(viewer.lng, r.name, nameEn),
      homepage: normaliseUrl(r.homepage),
      recruitCount: Number(r.recruitCount),
    })),
    page,
    size,
  );
}

/** A company's open postings, for the recruit postings dialog. */
export async function companyPostings(companyId: number, lng: Language, today: string) {
  const rows = await db()
    .select({ ...postingColumns, location: locations.name })
    .from(recruits)
    .innerJoin(locations, eq(locations.id, recruits.locationId))
    .where(and(eq(recruits.companyId, companyId), gte(recruits.closeDate, today)))
    .orderBy(asc(recruits.closeDate), asc(recruits.id))
    .limit(50);
  return rows.map((r) => ({ ...r, location: localized(r.location, lng), infoUrl: normaliseUrl(r.infoUrl) }));
}

/** A country's regions (reference data, read once per process). */
export async function locationsOf(country: Country, lng: Language) {
  const rows = await cachedReference('locations', () =>
    db().select().from(locations).orderBy(asc(locations.sortOrder), asc(locations.id)),
  );
  return rows.filter((r) => r.country === country).map((r) => ({ id: r.id, name: localized(r.name, lng) }));
}

/** Today in the service's time zone, as YYYY-MM-DD, for "still open" checks. */
export const todayIso = koreanDayIso;
