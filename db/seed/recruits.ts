import { sql } from 'drizzle-orm';
import { companies, locations, recruits } from '../schema';
import type { Db } from '../database';
import { generateCompanies } from './data/companies';
import { LOCATIONS } from './data/locations';
import { GENERATED_POSTING_SEED, generatePostings } from './data/postings';

const BATCH = 200;

/**
 * Locations follow the file on every run; the generated postings are added once, when there are no
 * postings at all, to the generated companies that are in the database (matched by name and country).
 */
export async function seedRecruits(db: Db) {
  await db
    .insert(locations)
    .values([...LOCATIONS])
    .onConflictDoUpdate({
      target: locations.id,
      set: { country: sql`excluded.country`, name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
    });

  const [present] = await db.select({ id: recruits.id }).from(recruits).limit(1);
  if (present) return;

  const ids = new Map<string, number>();
  for (const c of await db
    .select({ id: companies.id, name: companies.name, country: companies.country })
    .from(companies))
    ids.set(`${c.country}\u0000${c.name}`, c.id);
  // Generated postings close between one week and seven months after the install, so they are open.
  const closeFrom = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 7 * 86_400_000;
  const rows = generatePostings(generateCompanies(), GENERATED_POSTING_SEED, closeFrom).flatMap(
    ({ companyName, ...posting }) => {
      const companyId = ids.get(`${posting.country}\u0000${companyName}`);
      return companyId === undefined ? [] : [{ ...posting, companyId }];
    },
  );
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insert(recruits)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
}
