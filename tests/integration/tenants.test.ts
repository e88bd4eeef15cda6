import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '#db/schema';
import { seed } from '#db/seed';
import { createTenantCache, resolveTenant } from '~/lib/tenant.server';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();

describe('tenants in the database', () => {
  it('seeds main always and the demo institution only with demo data, idempotently', async () => {
    const { db } = database();
    await seed(db, { demo: false });
    expect((await db.select().from(tenants)).map((t) => t.domain)).toEqual(['main']);
    await seed(db, { demo: true });
    await seed(db, { demo: true });
    const rows = await db.select().from(tenants).orderBy(tenants.id);
    expect(rows.map((t) => [t.domain, t.kind])).toEqual([
      ['main', 'MAIN'],
      ['demo', 'INSTITUTION'],
    ]);
  });

  it('resolves active tenants and redirects unknown and inactive ones under main', async () => {
    const { db } = database();
    await seed(db, { demo: true });
    await db
      .insert(tenants)
      .values({ domain: 'closed', displayName: 'Closed', active: false })
      .onConflictDoNothing();
    const find = createTenantCache(0);
    const at = (p: string) => resolveTenant(new URL(p, 'http://x'), find);
    expect(await at('/demo/culture')).toMatchObject({
      type: 'tenant',
      tenant: { domain: 'demo', displayName: 'Demo University' },
    });
    expect(await at('/closed/a/b?q=1')).toEqual({ type: 'redirect', location: '/main/a/b?q=1' });
    expect(await at('/?domain=demo')).toMatchObject({ tenant: { domain: 'demo' } });
  });

  it('caches lookups for a while, so a deactivated tenant disappears after the TTL', async () => {
    const { db } = database();
    await seed(db, { demo: true });
    const find = createTenantCache(60_000);
    expect(await find('demo')).not.toBeNull();
    await db.update(tenants).set({ active: false }).where(eq(tenants.domain, 'demo'));
    expect(await find('demo')).not.toBeNull();
    expect(await createTenantCache(0)('demo')).toBeNull();
    await db.update(tenants).set({ active: true }).where(eq(tenants.domain, 'demo'));
  });
});
