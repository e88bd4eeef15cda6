// The operator console's institution pages: 404 for everyone but operators, purchase codes (rules,
// duplicates, deactivation), suspending an institution and deactivating its tenant, closing joining,
// seats never below those in use, periods granted by hand — each change in the operator log.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, agencies, licensePeriods, operatorLog, purchaseCodes, tenants } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { joinAgencyOnLogin } from '~/features/agencies/seats.server';
import { offerOf } from '~/features/agencies/purchase.server';
import { createTenantCache, resolveTenant } from '~/lib/tenant.server';
import { db } from '~/lib/db.server';
import {
  action as agenciesAction,
  loader as agenciesPage,
} from '~/routes/($domain)._default.admin.agencies._index';
import { action as codesAction, loader as codesPage } from '~/routes/($domain)._default.admin.purchase-codes';
import { action as periodsAction, loader as periodsPage } from '~/routes/($domain)._default.admin.periods';
import { contextFor, createAgency, createMember, createPeriod, answerOf } from './agency-helpers';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();
let operatorId: number;
beforeAll(async () => {
  await seedGoods(database().db);
  const op = await createMember('operator@example.com');
  await db().insert(admins).values({ userId: op.id });
  operatorId = op.id;
});

const viewer = (id: number, role: 'USER' | 'AGENCY' = 'USER') =>
  ({
    id,
    name: 'O',
    email: 'o@example.com',
    role,
    joinType: role === 'AGENCY' ? 'AGENCY' : 'EMAIL',
    firstLogin: false,
    institutionName: null,
  }) as const;

const post = (path: string, who: ReturnType<typeof viewer> | null, fields: Record<string, string>) => ({
  request: new Request(`http://localhost/main${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
  params: {},
  context: contextFor('main', who),
});
const get = (path: string, who: ReturnType<typeof viewer> | null) => ({
  request: new Request(`http://localhost/main${path}`),
  params: {},
  context: contextFor('main', who),
});
const logs = (action: string) => db().select().from(operatorLog).where(eq(operatorLog.action, action));

describe('the console’s institution pages', () => {
  it('answer 404 to visitors, members and institution staff, on pages and actions', async () => {
    const a = await createAgency();
    const member = await createMember();
    for (const who of [null, viewer(member.id), viewer(a.staff.user.id, 'AGENCY')]) {
      expect((await answerOf(() => agenciesPage(get('/admin/agencies', who)))).status).toBe(404);
      expect((await answerOf(() => codesPage(get('/admin/purchase-codes', who)))).status).toBe(404);
      expect((await answerOf(() => periodsPage(get('/admin/periods', who)))).status).toBe(404);
      expect(
        (
          await answerOf(() =>
            agenciesAction(
              post('/admin/agencies', who, { intent: 'suspend', agencyId: String(a.agency.id) }),
            ),
          )
        ).status,
      ).toBe(404);
      expect(
        (await answerOf(() => codesAction(post('/admin/purchase-codes', who, { intent: 'create' })))).status,
      ).toBe(404);
      expect(
        (await answerOf(() => periodsAction(post('/admin/periods', who, { intent: 'close', id: '1' }))))
          .status,
      ).toBe(404);
    }
    const [agency] = await db().select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(agency.status).toBe('ACTIVE');
  });

  it('purchase codes: created upper-case for one institution, refused when duplicate, for personal goods, with bad seats or dates; deactivated codes are not found', async () => {
    const a = await createAgency();
    const op = viewer(operatorId);
    const base = {
      intent: 'create',
      code: 'spring-2027',
      agency: a.domain,
      goodsCode: 'AGENCY-6M',
      seats: '40',
      price: '800000',
      validFrom: '2026-01-01',
      validTo: '2028-01-01',
    };
    expect((await answerOf(() => codesAction(post('/admin/purchase-codes', op, base)))).status).toBe(302);
    const [code] = await db().select().from(purchaseCodes).where(eq(purchaseCodes.code, 'SPRING-2027'));
    expect(code).toMatchObject({ agencyId: a.agency.id, seats: 40, amount: 800_000, currency: 'KRW' });
    expect(await offerOf(a.agency.id, 'spring-2027')).not.toBeNull();
    const refused = async (over: Record<string, string>, field: string) => {
      const res = await answerOf(() => codesAction(post('/admin/purchase-codes', op, { ...base, ...over })));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body?.error ?? {}), field).toContain(field);
    };
    await refused({}, 'code');
    await refused({ code: 'OTHER-1', goodsCode: 'KR-PASS-1M' }, 'goodsCode');
    await refused({ code: 'OTHER-2', seats: '0' }, 'seats');
    await refused({ code: 'OTHER-3', validTo: '2025-01-01' }, 'validTo');
    await refused({ code: 'OTHER-4', agency: 'nosuchplace' }, 'agency');
    expect(
      (
        await answerOf(() =>
          codesAction(post('/admin/purchase-codes', op, { intent: 'deactivate', id: String(code.id) })),
        )
      ).status,
    ).toBe(302);
    expect(await offerOf(a.agency.id, 'SPRING-2027')).toBeNull();
    expect(await logs('purchaseCode.create')).toHaveLength(1);
    expect(await logs('purchaseCode.deactivate')).toHaveLength(1);
  });

  it('suspending stops new seats; deactivating the tenant sends its path to /main', async () => {
    const a = await createAgency();
    await createPeriod(a.agency.id);
    const op = viewer(operatorId);
    await answerOf(() =>
      agenciesAction(post('/admin/agencies', op, { intent: 'suspend', agencyId: String(a.agency.id) })),
    );
    expect(await joinAgencyOnLogin(await createMember(), a.domain)).toEqual({
      type: 'refused',
      code: 300003,
    });
    await answerOf(() =>
      agenciesAction(post('/admin/agencies', op, { intent: 'reinstate', agencyId: String(a.agency.id) })),
    );
    expect((await joinAgencyOnLogin(await createMember(), a.domain)).type).toBe('joined');

    await answerOf(() =>
      agenciesAction(post('/admin/agencies', op, { intent: 'deactivate', agencyId: String(a.agency.id) })),
    );
    const [tenant] = await db().select().from(tenants).where(eq(tenants.id, a.tenant.id));
    expect(tenant.active).toBe(false);
    const resolution = await resolveTenant(
      new URL(`http://localhost/${a.domain}/login?x=1`),
      createTenantCache(),
    );
    expect(resolution).toEqual({ type: 'redirect', location: '/main/login?x=1' });
    expect((await logs('agency.suspend')).at(-1)).toMatchObject({
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED' },
    });
    expect(await logs('tenant.deactivate')).toHaveLength(1);
  });

  it('periods: closing joining refuses members, seats never go below those in use, a granted period gives seats', async () => {
    const a = await createAgency();
    const period = await createPeriod(a.agency.id, { seats: 5 });
    const op = viewer(operatorId);
    await answerOf(() =>
      periodsAction(post('/admin/periods', op, { intent: 'close', id: String(period.id) })),
    );
    expect(await joinAgencyOnLogin(await createMember(), a.domain)).toEqual({
      type: 'refused',
      code: 300003,
    });
    await answerOf(() =>
      periodsAction(post('/admin/periods', op, { intent: 'reopen', id: String(period.id) })),
    );
    await joinAgencyOnLogin(await createMember(), a.domain);
    await joinAgencyOnLogin(await createMember(), a.domain);
    await answerOf(() =>
      periodsAction(post('/admin/periods', op, { intent: 'seats', id: String(period.id), seats: '1' })),
    );
    const [kept] = await db().select().from(licensePeriods).where(eq(licensePeriods.id, period.id));
    expect(kept.seatsTotal).toBe(5);
    await answerOf(() =>
      periodsAction(post('/admin/periods', op, { intent: 'seats', id: String(period.id), seats: '2' })),
    );
    const [lowered] = await db().select().from(licensePeriods).where(eq(licensePeriods.id, period.id));
    expect(lowered.seatsTotal).toBe(2);
    expect(await joinAgencyOnLogin(await createMember(), a.domain)).toEqual({
      type: 'refused',
      code: 300003,
    });

    const b = await createAgency();
    const granted = await answerOf(() =>
      periodsAction(
        post('/admin/periods', op, {
          intent: 'grant',
          agency: b.agency.bizNo,
          name: 'Deal 2026',
          seats: '3',
          startsAt: '2026-01-01',
          endsAt: '2030-01-01',
          generationLimit: '',
        }),
      ),
    );
    expect(granted.status).toBe(302);
    expect((await joinAgencyOnLogin(await createMember(), b.domain)).type).toBe('joined');
    const bad = await answerOf(() =>
      periodsAction(
        post('/admin/periods', op, {
          intent: 'grant',
          agency: b.domain,
          name: '',
          seats: '3',
          startsAt: '2026-01-01',
          endsAt: '2025-01-01',
          generationLimit: 'x',
        }),
      ),
    );
    expect(Object.keys(bad.body?.error ?? {}).sort()).toEqual(['endsAt', 'generationLimit', 'name']);
    expect(await logs('period.grant')).toHaveLength(1);
    expect(await logs('period.seats')).toHaveLength(1);
  });
});
