import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { agencies, licensePeriods, licenseSeats, passes, tenants } from '#db/schema';
import { activePass } from '~/features/accounts/passes.server';
import { joinAgencyOnLogin } from '~/features/agencies/seats.server';
import { db } from '~/lib/db.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { contextFor, createAgency, createMember, createPeriod, PASSWORD } from './agency-helpers';
import { race } from './race';
import { withTestDatabase } from './test-database';

vi.hoisted(() => {
  process.env.LOGIN_ATTEMPTS_PER_IP = '1000';
});

withTestDatabase();

const day = 86_400_000;

async function seatsOf(periodId: number) {
  const [period] = await db().select().from(licensePeriods).where(eq(licensePeriods.id, periodId));
  const seats = await db().select().from(licenseSeats).where(eq(licenseSeats.periodId, periodId));
  return { used: period.seatsUsed, rows: seats.length };
}

/** The personal login form posted under `/{domain}`, as a browser without JavaScript sends it. */
function login(domain: string, email: string, ip: string) {
  return loginAction({
    request: new Request(`http://localhost/${domain}/login`, {
      method: 'POST',
      body: new URLSearchParams({
        email,
        password: PASSWORD,
        [HONEYPOT_TIME_FIELD]: honeypotToken(Date.now() - 60_000),
      }),
    }),
    params: { domain },
    context: contextFor(domain, null, ip),
  }) as Promise<Response>;
}

describe('the domain coupon: a seat for a member who signs in under the institution', () => {
  it('does nothing on the main service or for staff', async () => {
    const member = await createMember();
    expect(await joinAgencyOnLogin(member, 'main')).toEqual({ type: 'none' });
    const { domain, staff } = await createAgency();
    expect(await joinAgencyOnLogin(staff.user, domain)).toEqual({ type: 'none' });
  });

  it('refuses in the spec order: no institution 300001, no license 30000, no period 300002, not open 300003', async () => {
    const member = await createMember();
    await db().insert(tenants).values({ domain: 'lonely', displayName: 'Lonely' });
    expect(await joinAgencyOnLogin(member, 'lonely')).toEqual({ type: 'refused', code: 300001 });

    const { agency, domain } = await createAgency();
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 30000 });

    const now = Date.now();
    await createPeriod(agency.id, { startsAt: new Date(now - 200 * day), endsAt: new Date(now - 10 * day) });
    await createPeriod(agency.id, { startsAt: new Date(now + 10 * day), endsAt: new Date(now + 100 * day) });
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 300002 });

    const closed = await createPeriod(agency.id, { joinOpen: false });
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 300003 });
    await db()
      .update(licensePeriods)
      .set({ joinOpen: true, seatsTotal: 1, seatsUsed: 1 })
      .where(eq(licensePeriods.id, closed.id));
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 300003 });
    expect(await activePass(member.id)).toBeNull();
  });

  it('gives one seat and a pass until the period ends, and counts a member once', async () => {
    const member = await createMember();
    const { agency, domain } = await createAgency({ name: 'Hanbit University' });
    const period = await createPeriod(agency.id, { seats: 5 });
    const first = await joinAgencyOnLogin(member, domain);
    expect(first).toMatchObject({ type: 'joined', agencyName: 'Hanbit University' });
    const pass = await activePass(member.id);
    expect(pass?.endsAt.getTime()).toBe(period.endsAt.getTime());
    expect(await joinAgencyOnLogin(member, domain)).toEqual({
      type: 'member',
      agencyName: 'Hanbit University',
    });
    expect(await seatsOf(period.id)).toEqual({ used: 1, rows: 1 });
  });

  it('gives no new seat from a suspended institution or a refunded period', async () => {
    const member = await createMember();
    const { agency, domain } = await createAgency();
    const period = await createPeriod(agency.id);
    await db().update(agencies).set({ status: 'SUSPENDED' }).where(eq(agencies.id, agency.id));
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 300003 });
    await db().update(agencies).set({ status: 'ACTIVE' }).where(eq(agencies.id, agency.id));
    await db().update(licensePeriods).set({ revokedAt: new Date() }).where(eq(licensePeriods.id, period.id));
    expect(await joinAgencyOnLogin(member, domain)).toEqual({ type: 'refused', code: 30000 });
  });

  // Proves takeSeat's conditional UPDATE (seats.server.ts: seats_used + 1 … WHERE seats_used <
  // seats_total): concurrent sign-ins queue on the period row and the 11th finds it full. Planted removal
  // of that condition: the sign-ins push past the total and fail on the table's CHECK (seats_used <=
  // seats_total), the last line of defence, with errors instead of "no room" answers.
  it('30 members signing in at once through the login form against 10 seats: 10 passes', async () => {
    const { agency, domain } = await createAgency();
    const period = await createPeriod(agency.id, { seats: 10 });
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createMember(`rush${i}@example.com`, domain)),
    );
    const answers = await Promise.all(members.map((m, i) => login(domain, m.email!, `203.0.113.${i + 1}`)));
    expect(answers.every((a) => a.status === 302 && a.headers.get('Location') === `/${domain}`)).toBe(true);
    expect(await seatsOf(period.id)).toEqual({ used: 10, rows: 10 });
    const agencyPasses = await db().select().from(passes).where(eq(passes.source, 'AGENCY'));
    expect(agencyPasses.filter((p) => members.some((m) => m.id === p.userId))).toHaveLength(10);
    // Every member signed in; 20 of them were told the period has no room and go on as personal members.
    const toasts = answers.map((a) => a.headers.getSetCookie().join(';'));
    expect(toasts.filter((c) => c.includes('toast=')).length).toBe(30);
  });

  // Proves the seat's unique key per (period, member) with takeSeat's INSERT … ON CONFLICT DO NOTHING
  // (agency_license_seat_member): ten sign-ins of one person take one seat. Planted removal of the ON
  // CONFLICT clause: the other nine fail on the key.
  it('one member signing in 10 times at once takes one seat', async () => {
    const { agency, domain } = await createAgency();
    const period = await createPeriod(agency.id, { seats: 3 });
    const member = await createMember(undefined, domain);
    const results = await race(10, () => joinAgencyOnLogin(member, domain));
    expect(results.filter((r) => r.type === 'joined')).toHaveLength(1);
    expect(results.filter((r) => r.type === 'member')).toHaveLength(9);
    expect(await seatsOf(period.id)).toEqual({ used: 1, rows: 1 });
    const memberPasses = await db()
      .select()
      .from(passes)
      .where(and(eq(passes.userId, member.id), eq(passes.source, 'AGENCY')));
    expect(memberPasses).toHaveLength(1);
  });
});
