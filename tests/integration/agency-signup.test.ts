// Institution sign-up as a browser without JavaScript posts it: step 1 verifies the business number
// (checksum, not registered, the National Tax Service's status through its fake), step 2 checks every
// field in the spec's order (the first problem is the toast), the duplicate checks, and the one
// transaction that creates the tenant, the institution and its staff account (find ID and find password:
// agency-find.test.ts).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agencies, agencyUsers, tenants, users } from '#db/schema';
import { FAKE_NTS_KEY, startFakeNts } from '../fakes/nts';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { registerAgency } from '~/features/agencies/signup.server';
import { firstAgencySignUpProblem } from '~/features/agencies/signup-checks';
import { agencySignUpSchema } from '~/features/agencies/signup-schemas';
import { parseSubmission } from '~/lib/form.server';
import { db } from '~/lib/db.server';
import { reloadEnv } from '~/lib/env.server';
import { createTenantCache, resolveTenant } from '~/lib/tenant.server';
import { action as step1 } from '~/routes/($domain)._default.sign-up_.agency-biznumber';
import { action as step2, loader as step2Page } from '~/routes/($domain)._default.sign-up_.agency';
import { contextFor, createAgency, validBizNo, answerOf } from './agency-helpers';
import { race } from './race';
import { withTestDatabase } from './test-database';

vi.hoisted(() => {
  process.env.LOGIN_ATTEMPTS_PER_IP = '1000';
});

withTestDatabase();
let nts: Awaited<ReturnType<typeof startFakeNts>>;
beforeAll(async () => {
  nts = await startFakeNts();
});
afterAll(async () => {
  delete process.env.NTS_API_KEY;
  delete process.env.NTS_BASE_URL;
  reloadEnv();
  await nts.close();
});

let ipN = 0;
const ctx = () => contextFor('main', null, `192.0.2.${++ipN}`);

const post = (url: string, fields: Record<string, string>, cookie = '') =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });

async function verify(bizNo: string) {
  const res = await answerOf(() =>
    step1({
      request: post('http://localhost/main/sign-up/agency-biznumber', { bizNo }),
      params: {},
      context: ctx(),
    }),
  );
  // The business number's message (conform's reply), by its last key: bizNoRequired, bizNoInvalid, …
  const problem = (res.body?.error?.bizNo?.[0] as string | undefined)?.split('.').pop();
  return { ...res, problem, ticket: res.cookies.map((c) => c.split(';')[0]).join('; ') };
}

/** The problem a step-2 answer names first (its toast), from conform's reply. */
const problemKey = (answer: { body?: { result?: { error?: Record<string, string[]> } } }) =>
  firstAgencySignUpProblem(answer.body?.result?.error)?.message;

const complete = (over: Record<string, string> = {}) => ({
  intent: 'join',
  agencyName: 'Hanbit University',
  country: 'KR',
  zipCode: '03722',
  address: 'Seoul, Yonsei-ro 50',
  subAddress: 'Room 201',
  bossName: 'Kim Boss',
  loginId: `hanbit${Math.random().toString(36).slice(2, 8)}`,
  domain: 'hanbit',
  domainChecked: 'hanbit',
  managerName: 'Lee Manager',
  dept: 'Career center',
  position: 'Lead',
  email: 'career@hanbit.example.com',
  countryCode: '+82',
  phoneNumber: '0212345678',
  password: 'Passw0rd!',
  passwordConfirm: 'Passw0rd!',
  serviceTerms: 'on',
  privacyRequired: 'on',
  ...over,
});

const join = (fields: Record<string, string>, ticket: string) =>
  answerOf(() =>
    step2({
      request: post('http://localhost/main/sign-up/agency', fields, ticket),
      params: {},
      context: ctx(),
    }),
  );

describe('step 1: the business number', () => {
  it('keeps digits only, refuses a wrong check digit and a registered number (shown in red), and goes on with a good one', async () => {
    expect((await verify('')).problem).toBe('bizNoRequired');
    expect((await verify('123-45-67890')).problem).toBe('bizNoInvalid');
    const { agency } = await createAgency();
    expect((await verify(agency.bizNo)).problem).toBe('bizNoRegistered');
    const ok = await verify(validBizNo().replace(/^(\d{3})(\d{2})/, '$1-$2-'));
    expect(ok.status).toBe(302);
    expect(ok.location).toBe('/main/sign-up/agency');
    expect(ok.ticket).toContain('agency_signup=');
  });

  it('with a National Tax Service key: a closed business is refused, an active one goes on, a silent service leaves the checksum to decide', async () => {
    process.env.NTS_API_KEY = FAKE_NTS_KEY;
    process.env.NTS_BASE_URL = nts.origin;
    reloadEnv();
    const closed = validBizNo();
    const active = validBizNo();
    nts.statuses.set(closed, '03');
    nts.statuses.set(active, '01');
    expect((await verify(closed)).problem).toBe('bizNoNotActive');
    expect((await verify(active)).status).toBe(302);
    expect(nts.calls.map((c) => c.bNo[0])).toEqual([closed, active]);
    // A number that passes the checksum but that the service does not know (its answer: an empty status
    // code and "국세청에 등록되지 않은 사업자등록번호입니다.") is "not registered", never "suspended or closed".
    const unknown = validBizNo();
    const answer = await verify(unknown);
    expect(answer.problem).toBe('bizNoNotRegistered');
    expect(answer.status).toBe(400);
    nts.control.down = true;
    expect((await verify(validBizNo())).status).toBe(302);
    nts.control.down = false;
    delete process.env.NTS_API_KEY;
    reloadEnv();
  });
});

describe('step 2: the institution', () => {
  it('sends a visitor without a verified number back to step 1', async () => {
    const page = await answerOf(() =>
      step2Page({ request: new Request('http://localhost/main/sign-up/agency'), params: {}, context: ctx() }),
    );
    expect(page.location).toBe('/main/sign-up/agency-biznumber');
    const forged = await join(complete(), 'agency_signup=%221248100998%22');
    expect(forged.location).toBe('/main/sign-up/agency-biznumber');
  });

  it('names the first problem in the spec’s order, keeping what was typed', async () => {
    const { ticket } = await verify(validBizNo());
    // Each step fixes the previous problem; the next one in the spec's order is the toast.
    const order: [Record<string, string>, string][] = [
      [{ agencyName: '' }, 'signup.errors.agencyName'],
      [{ zipCode: '' }, 'signup.errors.zipRequired'],
      [{ zipCode: '03-72' }, 'signup.errors.zipInvalid'],
      [{ address: '' }, 'signup.errors.address'],
      [{ bossName: '' }, 'signup.errors.bossName'],
      [{ loginId: '' }, 'signup.errors.loginIdRequired'],
      [{ loginId: 'AB' }, 'errors:code.31005'],
      [{ domain: '', domainChecked: '' }, 'signup.errors.domainRequired'],
      [{ domain: 'Bad1', domainChecked: 'Bad1' }, 'signup.errors.domainInvalid'],
      [{ domainChecked: '' }, 'signup.errors.domainCheck'],
      [{ managerName: '' }, 'signup.errors.managerName'],
      [{ email: '' }, 'signup.errors.emailRequired'],
      [{ email: 'nope' }, 'signup.errors.emailInvalid'],
      [{ phoneNumber: '' }, 'signup.errors.phoneRequired'],
      [{ phoneNumber: '12' }, 'signup.errors.phoneInvalid'],
      [{ password: '', passwordConfirm: '' }, 'signup.errors.passwordRequired'],
      [{ passwordConfirm: '' }, 'signup.errors.passwordConfirmRequired'],
      [{ passwordConfirm: 'Other1234' }, 'signup.errors.passwordMismatch'],
      [{ password: 'short', passwordConfirm: 'short' }, 'signup.errors.passwordFormat'],
      [{ serviceTerms: '' }, 'signup.errors.terms'],
    ];
    for (let i = 0; i < order.length; i++) {
      // Every problem from i on is present at once (the earlier override of a field wins); only the first is named.
      const broken = Object.assign(
        {},
        ...order
          .slice(i)
          .reverse()
          .map(([over]) => over),
      );
      const answer = await join(complete(broken), ticket);
      expect(answer.status, order[i][1]).toBe(400);
      expect(problemKey(answer), `step ${i}`).toBe(order[i][1]);
      expect(answer.body?.result.initialValue.bossName ?? '').toBe(broken.bossName ?? 'Kim Boss');
      expect(answer.body?.result.initialValue.password).toBeUndefined();
    }
  });

  it('checks the domain (reserved, taken, free) and the ID (malformed 31005, taken 20016)', async () => {
    const { ticket } = await verify(validBizNo());
    const taken = await createAgency({ loginId: 'takenid' });
    const check = (over: Record<string, string>) => join(complete(over), ticket);
    expect((await check({ intent: 'check-domain', domain: 'main' })).body?.note).toMatchObject({
      ok: false,
      key: 'signup.domainInvalid',
    });
    expect((await check({ intent: 'check-domain', domain: taken.domain })).body?.note).toMatchObject({
      ok: false,
      key: 'signup.domainTaken',
    });
    const free = await check({ intent: 'check-domain', domain: 'freeuni' });
    expect(free.body?.note).toMatchObject({ ok: true });
    expect(free.body?.checked).toEqual({ domain: 'freeuni' });
    expect((await check({ intent: 'check-login-id', loginId: 'ab' })).body?.note.key).toBe(
      'errors:code.31005',
    );
    expect((await check({ intent: 'check-login-id', loginId: 'takenid' })).body?.note.key).toBe(
      'errors:code.20016',
    );
    const joinTaken = await check({ loginId: 'takenid' });
    expect(problemKey(joinTaken)).toBe('errors:code.20016');
  });

  it('creates the tenant, the institution and its staff account, and the staff can sign in', async () => {
    const bizNo = validBizNo();
    const { ticket } = await verify(bizNo);
    const done = await join(
      complete({ loginId: 'hanbitadmin', domain: 'hanbituni', domainChecked: 'hanbituni' }),
      ticket,
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe('/main/login?userType=AGENCY');
    const [tenant] = await db().select().from(tenants).where(eq(tenants.domain, 'hanbituni'));
    expect(tenant).toMatchObject({ displayName: 'Hanbit University', kind: 'INSTITUTION', active: true });
    const [agency] = await db().select().from(agencies).where(eq(agencies.bizNo, bizNo));
    expect(agency).toMatchObject({ tenantId: tenant.id, name: 'Hanbit University', zipCode: '03722' });
    const [staff] = await db().select().from(agencyUsers).where(eq(agencyUsers.loginId, 'hanbitadmin'));
    const [user] = await db().select().from(users).where(eq(users.id, staff.userId));
    expect(user).toMatchObject({ role: 'AGENCY', joinType: 'AGENCY', email: null, domain: 'hanbituni' });
    expect(staff.email).toBe('career@hanbit.example.com');
    // The institution's own path answers at once (not the fallback to main).
    expect(await resolveTenant(new URL('http://localhost/hanbituni/login'), createTenantCache())).toEqual({
      type: 'tenant',
      tenant: { domain: 'hanbituni', displayName: 'Hanbit University', kind: 'INSTITUTION' },
    });
    const login = await loginWithAgencyId('hanbitadmin', 'Passw0rd!', { ip: '192.0.2.200' });
    expect(login).toMatchObject({ ok: true, domain: 'hanbituni' });
    // The same number cannot sign up twice.
    expect((await verify(bizNo)).problem).toBe('bizNoRegistered');
  });

  it('an institution outside Korea may leave the domain empty: one is made from its ID', async () => {
    const { ticket } = await verify(validBizNo());
    const done = await join(
      complete({ country: 'ID', countryCode: '+62', loginId: 'jakarta-uni', domain: '', domainChecked: '' }),
      ticket,
    );
    expect(done.status).toBe(302);
    const [staff] = await db()
      .select()
      .from(users)
      .innerJoin(agencyUsers, eq(agencyUsers.userId, users.id))
      .where(eq(agencyUsers.loginId, 'jakarta-uni'));
    expect(staff.app_user.domain).toMatch(/^jakarta[a-z]*$/);
  });

  it('a sign-up that loses a race for the number, the ID or the domain is told which and leaves nothing behind', async () => {
    const taken = await createAgency({ loginId: 'racedid' });
    const form = (over: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(complete({ domainChecked: over.domain, ...over }))) fd.set(k, v);
      const submission = parseSubmission(fd, { schema: agencySignUpSchema });
      if (submission.status !== 'success') throw new Error('the complete form should parse');
      return submission.value;
    };
    const tenantCount = async () => (await db().select({ id: tenants.id }).from(tenants)).length;
    const before = await tenantCount();
    // Past the route's checks (another sign-up committed in between): the transaction's unique keys decide.
    expect(
      await registerAgency(form({ domain: 'racefree', loginId: 'freshid1' }), taken.agency.bizNo),
    ).toEqual({
      ok: false,
      problem: 'bizNoRegistered',
    });
    expect(await registerAgency(form({ domain: 'racefreeb', loginId: 'racedid' }), validBizNo())).toEqual({
      ok: false,
      problem: 'loginIdTaken',
    });
    expect(await registerAgency(form({ domain: taken.domain, loginId: 'freshid2' }), validBizNo())).toEqual({
      ok: false,
      problem: 'domainTaken',
    });
    // The tenant is the first row each attempt wrote: rolled back with the rest.
    expect(await tenantCount()).toBe(before);
    expect(
      await db()
        .select()
        .from(tenants)
        .where(inArray(tenants.domain, ['racefree', 'racefreeb'])),
    ).toEqual([]);
  });

  // Proves registerAgency's one transaction over the unique keys (agency_user.login_id, tenant.domain,
  // agency.biz_no): browsers that all passed the route's availability checks insert at once; the key
  // refuses all but one, and each loser's tenant, institution and account roll back with it. Planted
  // removal of the transaction (the same inserts on the pool): the losers' tenants stay behind.
  it('four browsers posting the same new ID at once: one institution, the others hear 20016, nothing left behind', async () => {
    const domains = ['racea', 'raceb', 'racec', 'raced'];
    const tickets: string[] = [];
    for (const _ of domains) tickets.push((await verify(validBizNo())).ticket);
    const answers = await race(domains.length, (i) =>
      join(complete({ loginId: 'sameid01', domain: domains[i], domainChecked: domains[i] }), tickets[i]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([302, 400, 400, 400]);
    for (const lost of answers.filter((a) => a.status === 400))
      expect(problemKey(lost)).toBe('errors:code.20016');
    expect(await db().select().from(tenants).where(inArray(tenants.domain, domains))).toHaveLength(1);
    expect(await db().select().from(agencyUsers).where(eq(agencyUsers.loginId, 'sameid01'))).toHaveLength(1);
  });
});
