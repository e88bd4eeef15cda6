// Institution sign-up as a browser without JavaScript posts it: step 1 verifies the business number
// (checksum, not registered, the National Tax Service's status through its fake), step 2 checks every
// field in the spec's order (the first problem is the toast), the duplicate checks, and the one
// transaction that creates the tenant, the institution and its staff account. Then find ID and find
// password.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agencies, agencyUsers, mailOutbox, tenants, users } from '../../db/schema';
import { FAKE_NTS_KEY, startFakeNts } from '../fakes/nts';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { resetPassword } from '~/features/accounts/password-flows.server';
import { db } from '~/lib/db.server';
import { reloadEnv } from '~/lib/env.server';
import { action as step1 } from '~/routes/($domain)._default.sign-up_.agency-biznumber';
import { action as step2, loader as step2Page } from '~/routes/($domain)._default.sign-up_.agency';
import { action as findId } from '~/routes/($domain)._footerless.agency.find.id';
import { action as findPassword } from '~/routes/($domain)._footerless.agency.find.password';
import { contextFor, createAgency, validBizNo, answerOf } from './agency-helpers';
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
  return { ...res, ticket: res.cookies.map((c) => c.split(';')[0]).join('; ') };
}

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
    expect((await verify('')).body?.problem).toBe('bizNoRequired');
    expect((await verify('123-45-67890')).body?.problem).toBe('bizNoInvalid');
    const { agency } = await createAgency();
    expect((await verify(agency.bizNo)).body?.problem).toBe('bizNoRegistered');
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
    expect((await verify(closed)).body?.problem).toBe('bizNoNotActive');
    expect((await verify(active)).status).toBe(302);
    expect(nts.calls.map((c) => c.bNo[0])).toEqual([closed, active]);
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
      expect(answer.body?.problem.key, `step ${i}`).toBe(order[i][1]);
      expect(answer.body?.values.bossName).toBe(broken.bossName ?? 'Kim Boss');
      expect(answer.body?.values.password).toBeUndefined();
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
    expect(free.body?.values.domainChecked).toBe('freeuni');
    expect((await check({ intent: 'check-login-id', loginId: 'ab' })).body?.note.key).toBe(
      'errors:code.31005',
    );
    expect((await check({ intent: 'check-login-id', loginId: 'takenid' })).body?.note.key).toBe(
      'errors:code.20016',
    );
    const joinTaken = await check({ loginId: 'takenid' });
    expect(joinTaken.body?.problem.key).toBe('errors:code.20016');
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
    const login = await loginWithAgencyId('hanbitadmin', 'Passw0rd!', { ip: '192.0.2.200' });
    expect(login).toMatchObject({ ok: true, domain: 'hanbituni' });
    // The same number cannot sign up twice.
    expect((await verify(bizNo)).body?.problem).toBe('bizNoRegistered');
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
});

describe('find ID and find password', () => {
  it('finds the ID by business number; an unknown number is not registered', async () => {
    const a = await createAgency({ loginId: 'findme01' });
    const found = await answerOf(() =>
      findId({
        request: post('http://localhost/main/agency/find/id', { bizNo: a.agency.bizNo }),
        params: {},
        context: ctx(),
      }),
    );
    expect(found.body?.loginId).toBe('findme01');
    const missing = await answerOf(() =>
      findId({
        request: post('http://localhost/main/agency/find/id', { bizNo: validBizNo() }),
        params: {},
        context: ctx(),
      }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body?.error).toBe('find.notRegistered');
  });

  it('mails a reset link to the manager e-mail only when both match, answers alike, and the link sets the password', async () => {
    const a = await createAgency({ loginId: 'resetme01' });
    const url = 'http://localhost/main/agency/find/password';
    const bad = await answerOf(() =>
      findPassword({
        request: post(url, { bizNo: a.agency.bizNo, email: 'nope' }),
        params: {},
        context: ctx(),
      }),
    );
    expect(bad.body?.error).toBe('find.emailInvalid');
    const wrong = await answerOf(() =>
      findPassword({
        request: post(url, { bizNo: a.agency.bizNo, email: 'other@example.com' }),
        params: {},
        context: ctx(),
      }),
    );
    const right = await answerOf(() =>
      findPassword({
        request: post(url, { bizNo: a.agency.bizNo, email: 'RESETME01@inst.example.com' }),
        params: {},
        context: ctx(),
      }),
    );
    expect(wrong.location).toBe(right.location);
    const mails = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    const sent = mails.filter((m) => m.to === 'resetme01@inst.example.com');
    expect(sent).toHaveLength(1);
    expect(mails.some((m) => m.to === 'other@example.com')).toBe(false);
    const key = decodeURIComponent(sent[0].text.match(/key=([^\s&]+)/)![1]);
    expect(await resetPassword(key, 'NewPassw0rd')).toBe(true);
    expect(await loginWithAgencyId('resetme01', 'NewPassw0rd', { ip: '192.0.2.201' })).toMatchObject({
      ok: true,
    });
  });
});
