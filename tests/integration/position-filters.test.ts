// Issue 27 item 4 through the position picker's loader, as a browser without JavaScript submits the
// filters: a region left over from the previous country is ignored (the list is the new country's, the
// region select shows 전체), and a region of the chosen country still narrows the list.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, locations, recruits } from '#db/schema';
import { seedReference } from '#db/seed';
import { createGroup } from '~/features/profiles/groups.server';
import { saveProfile } from '~/features/profiles/profiles.server';
import { db } from '~/lib/db.server';
import { loader as positionLoader } from '~/routes/($domain)._member.profile.position';
import { member } from './letters-helpers';
import { plainResume } from './resume-helpers';
import { getRequest, outcome, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
let owner: number;
let profileId: number;
let kr: number;
let id1: number;
let id2: number;
beforeAll(async () => {
  await seedReference(db());
  owner = await member(0);
  const group = await createGroup(owner, { name: 'G', memo: '', color: 'VIOLET' });
  profileId = (await saveProfile(owner, { groupId: group.id }, plainResume('R'))).id;
  [{ id: kr }] = await db().select().from(locations).where(eq(locations.country, 'KR')).limit(1);
  [{ id: id1 }, { id: id2 }] = await db()
    .select()
    .from(locations)
    .where(eq(locations.country, 'ID'))
    .limit(2);
  const [{ id: _id, ...template }] = await db().select().from(companies).limit(1);
  const [company] = await db()
    .insert(companies)
    .values({ ...template, name: 'PT Region Test' })
    .returning();
  const posting = (title: string, country: 'KR' | 'ID', locationId: number) => ({
    companyId: company.id,
    title,
    closeDate: '2099-12-31',
    country,
    locationId,
    jobCategoryId: 101,
  });
  await db()
    .insert(recruits)
    .values([
      posting('Jakarta role', 'ID', id1),
      posting('Bandung role', 'ID', id2),
      posting('서울 공고', 'KR', kr),
    ]);
});

type Loaded = {
  list: { items: { title: string }[] };
  options: { country: string; location: number | null; locations: { id: number }[] };
};
async function picker(query: string) {
  const result = await outcome(
    positionLoader({
      request: getRequest(
        `/main/profile/position?id=${profileId}&tab=posting&companyName=Region+Test${query}`,
      ),
      context: routeContext({ id: owner }),
      params: {},
    }),
  );
  expect(result.status).toBe(200);
  return result.value as Loaded;
}
const titles = (l: Loaded) => l.list.items.map((i) => i.title).sort();

describe('changing the posting country', () => {
  it("drops the old country's region: the new country's postings, the region select on 전체", async () => {
    const korea = await picker(`&country=KR&location=${kr}`);
    expect(titles(korea)).toEqual(['서울 공고']);
    expect(korea.options.location).toBe(kr);

    // The country select changed to Indonesia, the region still the Korean one (location=<kr>).
    const changed = await picker(`&country=ID&location=${kr}`);
    expect(titles(changed)).toEqual(['Bandung role', 'Jakarta role']);
    expect(changed.options).toMatchObject({ country: 'ID', location: null });
    expect(changed.options.locations.map((l) => l.id)).toEqual(expect.arrayContaining([id1, id2]));
    expect(changed.options.locations.map((l) => l.id)).not.toContain(kr);
  });
  it("keeps a region of the chosen country, and ignores one that is no region's id", async () => {
    const jakarta = await picker(`&country=ID&location=${id1}`);
    expect(titles(jakarta)).toEqual(['Jakarta role']);
    expect(jakarta.options.location).toBe(id1);
    expect(titles(await picker('&country=ID&location=99999999'))).toEqual(['Bandung role', 'Jakarta role']);
  });
});
