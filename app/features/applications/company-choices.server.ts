// The catalogue's companies as a member adds an application: offered as they type (a datalist, which works
// without JavaScript), and a typed name that is a listed company's links the application to it, so its
// postings, culture fit and the AI's letters come with it. Any other name stays the member's own company.
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { companies } from '#db/schema';
import { db, type Db } from '~/lib/db.server';
import { cachedReference } from '~/lib/reference-cache.server';
import { companyNameIn } from '~/lib/romanize';

/** At most this many names go into the page (the most-hiring first): the list stays a few kilobytes. */
const MAX_CHOICES = 400;

/** How a name is compared: case and spaces do not matter ("가온 금융" is 가온금융, "gaon financial" Gaon Financial). */
const folded = (column: typeof companies.name | typeof companies.nameEn) =>
  sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;
const fold = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** The listed companies' names in the page's language, for the company field's suggestions. */
export async function companyChoices(lng: string): Promise<string[]> {
  const rows = await cachedReference('application-company-choices', () =>
    db()
      .select({ name: companies.name, nameEn: companies.nameEn })
      .from(companies)
      .orderBy(desc(companies.recruitCount), asc(companies.name))
      .limit(MAX_CHOICES),
  );
  return [...new Set(rows.map((c) => companyNameIn(lng, c.name, c.nameEn)))];
}

/** The listed company a typed name names (its own name or its English name), or null. */
export async function listedCompanyNamed(name: string, q: Pick<Db, 'select'> = db()): Promise<number | null> {
  const key = fold(name);
  if (!key) return null;
  const [hit] = await q
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(folded(companies.name), key), eq(folded(companies.nameEn), key)))
    .orderBy(asc(companies.id))
    .limit(1);
  return hit?.id ?? null;
}
