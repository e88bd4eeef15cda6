// npm run data:import -- postings <file.csv|file.json>
// Postings name their company by (companyName, companyCountry), their location by id or by name (ko, en
// or id) and their job role by id; all three must exist. Upserted by (company, title).
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, jobCategories, locations, recruits } from './schema';
import type { Db } from './database';
import { findLocation } from './seed/data/locations';
import { validateWith, type SourceRow, type Validated } from './import-rows';
import { COUNTRIES, type Country } from './schema/enums';

/** The database facts a posting row is checked against. */
export type PostingReferences = {
  /** `${country}\0${name}` → company id */
  companies: Map<string, number>;
  /** job category id → its parent (null for an industry) */
  categories: Map<number, number | null>;
  locations: { id: number; country: string; name: { ko: string; en: string; id: string } }[];
};

/** A posting ready to load: its references resolved to ids. */
export type PostingRecord = {
  companyId: number;
  country: Country;
  title: string;
  infoUrl: string | null;
  closeDate: string;
  locationId: number;
  jobCategoryId: number;
};

/** The columns a postings file may have (a header naming any other is refused). */
export const POSTING_COLUMNS = [
  'companyName',
  'companyCountry',
  'title',
  'infoUrl',
  'closeDate',
  'location',
  'jobCategoryId',
] as const;

const companyKey = (country: string, name: string) => `${country}\u0000${name}`;
const BATCH = 200;

/** 'careers.example.com/42' → 'http://careers.example.com/42'; a value with a scheme is kept. */
export function withScheme(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return undefined;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return text;
  return text.startsWith('//') ? `http:${text}` : `http://${text}`;
}

const infoUrl = z.preprocess(
  withScheme,
  z
    .url({ protocol: /^https?$/, hostname: /^[a-z\d-]+(\.[a-z\d-]+)+$/i, error: 'is not a web address' })
    .max(300)
    .refine((u) => !/^[a-z]+:\/\/[^/?#]*@/i.test(u), 'must not hold a user name or password')
    .optional(),
);

/** The row schema against the references: checks the fields, then resolves company, location and role. */
export function postingRowSchema(refs: PostingReferences) {
  return z
    .object({
      companyName: z.string().trim().min(1).max(120),
      companyCountry: z.enum(COUNTRIES),
      title: z.string().trim().min(1).max(200),
      infoUrl,
      closeDate: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.iso.date()),
      location: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1)),
      jobCategoryId: z.coerce.number().int().positive(),
    })
    .transform((row, ctx): PostingRecord => {
      const companyId = refs.companies.get(companyKey(row.companyCountry, row.companyName));
      if (companyId === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['companyName'],
          message: `no company "${row.companyName}" in ${row.companyCountry}`,
        });
      const location = findLocation(refs.locations, row.companyCountry, row.location);
      if (!location)
        ctx.addIssue({
          code: 'custom',
          path: ['location'],
          message: `"${row.location}" is not a location id or name in ${row.companyCountry}`,
        });
      const parent = refs.categories.get(row.jobCategoryId);
      if (parent === undefined || parent === null)
        ctx.addIssue({
          code: 'custom',
          path: ['jobCategoryId'],
          message:
            parent === null
              ? `${row.jobCategoryId} is an industry, not a job role`
              : `${row.jobCategoryId} is not a job role`,
        });
      if (companyId === undefined || !location || !parent) return z.NEVER;
      return {
        companyId,
        country: row.companyCountry,
        title: row.title,
        infoUrl: row.infoUrl ?? null,
        closeDate: row.closeDate,
        locationId: location.id,
        jobCategoryId: row.jobCategoryId,
      };
    });
}

/** Reads the companies the rows name, the job categories and the locations. */
export async function postingReferences(db: Db, rows: SourceRow[]): Promise<PostingReferences> {
  const names = [
    ...new Set(rows.map((r) => r.data.companyName).flatMap((n) => (typeof n === 'string' ? [n.trim()] : []))),
  ];
  const found = new Map<string, number>();
  for (let i = 0; i < names.length; i += 1000)
    for (const c of await db
      .select({ id: companies.id, name: companies.name, country: companies.country })
      .from(companies)
      .where(inArray(companies.name, names.slice(i, i + 1000))))
      found.set(companyKey(c.country, c.name), c.id);
  const categories = await db
    .select({ id: jobCategories.id, parentId: jobCategories.parentId })
    .from(jobCategories);
  return {
    companies: found,
    categories: new Map(categories.map((c) => [c.id, c.parentId])),
    locations: await db.select().from(locations),
  };
}

export async function validatePostingRows(db: Db, rows: SourceRow[]): Promise<Validated<PostingRecord>> {
  return validateWith(postingRowSchema(await postingReferences(db, rows)), rows);
}

/** Upserts by (company, title) in one transaction; a later row for the same posting wins. */
export async function importPostings(db: Db, rows: PostingRecord[]) {
  const unique = [...new Map(rows.map((r) => [`${r.companyId}\u0000${r.title}`, r])).values()];
  await db.transaction(async (tx) => {
    for (let i = 0; i < unique.length; i += BATCH)
      await tx
        .insert(recruits)
        .values(unique.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [recruits.companyId, recruits.title],
          set: {
            infoUrl: sql`excluded.info_url`,
            closeDate: sql`excluded.close_date`,
            country: sql`excluded.country`,
            locationId: sql`excluded.location_id`,
            jobCategoryId: sql`excluded.job_category_id`,
          },
        });
  });
}
