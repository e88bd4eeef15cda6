import { sql } from 'drizzle-orm';
import { companies, recruits, users } from '#db/schema';

/**
 * A company's open postings (closing today or later): the number its card and the company tab show,
 * the same postings the recruit dialog lists. The company is named through the table, never a bare
 * column, so the subquery cannot read the posting's own id by mistake.
 */
export function openPostingCount(today: string) {
  return sql<number>`(select count(*)::int from ${recruits} r where r.company_id = ${companies}.id and r.close_date >= ${today})`;
}

/** Sorts the user's own country (from the account) first: 0 for a company there, 1 otherwise. */
export function userCountryLast(userId: number) {
  return sql`(case when ${companies}.country = (select u.country::text from ${users} u where u.id = ${userId}) then 0 else 1 end)`;
}
