import { eq } from 'drizzle-orm';
import type { AppLoadContext } from '@remix-run/node';
import { agencies, agencyUsers, licensePeriods, tenants, users } from '#db/schema';
import { hashPassword } from '~/features/accounts/password.server';
import { isValidBizNo } from '~/features/agencies/bizno';
import { db } from '~/lib/db.server';
import '~/lib/context';
import { routeContext } from './route-calls';

export const PASSWORD = 'Passw0rd!';
let hash: Promise<string> | undefined;
const passwordHash = () => (hash ??= hashPassword(PASSWORD));

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A fresh tenant domain: lowercase letters only, 10 of them. */
export const domainName = () => `t${letters(9)}`;

/** A random business number with a right check digit. */
export function validBizNo(): string {
  for (;;) {
    const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
    for (let d = 0; d < 10; d++) if (isValidBizNo(base + d)) return base + d;
  }
}

/** An institution with its tenant (and, unless `staff: false`, a staff account `loginId` / PASSWORD). */
export async function createAgency(
  opts: { domain?: string; name?: string; bizNo?: string; loginId?: string } = {},
) {
  const domain = opts.domain ?? domainName();
  const [tenant] = await db()
    .insert(tenants)
    .values({ domain, displayName: opts.name ?? `Univ ${domain}`, kind: 'INSTITUTION' })
    .returning();
  const [agency] = await db()
    .insert(agencies)
    .values({
      tenantId: tenant.id,
      name: opts.name ?? `Univ ${domain}`,
      bizNo: opts.bizNo ?? validBizNo(),
      country: 'KR',
      zipCode: '03722',
      address: 'Seoul',
      bossName: 'Boss',
    })
    .returning();
  const loginId = opts.loginId ?? `staff${unique()}`.slice(0, 20).toLowerCase();
  const [staffUser] = await db()
    .insert(users)
    .values({
      email: null,
      passwordHash: await passwordHash(),
      name: 'Manager',
      joinType: 'AGENCY',
      role: 'AGENCY',
      domain,
      country: 'KR',
      countryCode: '+82',
      phoneNumber: '0212345678',
      firstLoginFlag: false,
    })
    .returning();
  await db()
    .insert(agencyUsers)
    .values({
      userId: staffUser.id,
      agencyId: agency.id,
      loginId,
      email: `${loginId}@inst.example.com`,
      dept: 'Career',
      position: 'Lead',
    });
  return { tenant, agency, domain, staff: { user: staffUser, loginId } };
}

/** A license period of `seats` seats (in force now unless dates are given). */
export async function createPeriod(
  agencyId: number,
  opts: { seats?: number; startsAt?: Date; endsAt?: Date; joinOpen?: boolean; used?: number } = {},
) {
  const now = Date.now();
  const [period] = await db()
    .insert(licensePeriods)
    .values({
      agencyId,
      name: 'Group pass',
      seatsTotal: opts.seats ?? 10,
      seatsUsed: opts.used ?? 0,
      startsAt: opts.startsAt ?? new Date(now - 86_400_000),
      endsAt: opts.endsAt ?? new Date(now + 90 * 86_400_000),
      joinOpen: opts.joinOpen ?? true,
    })
    .returning();
  return period;
}

/** A personal (USER, e-mail) account that can sign in with PASSWORD. */
export async function createMember(email = `m${unique()}@example.com`, domain = 'main') {
  const [user] = await db()
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash(),
      name: 'Member',
      joinType: 'EMAIL',
      role: 'USER',
      domain,
      country: 'KR',
      countryCode: '+82',
      phoneNumber: '01012345678',
      birth: '200001',
      firstLoginFlag: false,
    })
    .returning();
  return user;
}

export async function userById(id: number) {
  const [user] = await db().select().from(users).where(eq(users.id, id));
  return user;
}

/** The request context of a page under `domain` by `viewer` (routeContext, the institution tests' way round). */
export const contextFor = (domain: string, viewer: AppLoadContext['viewer'] = null, clientIp = '127.0.0.1') =>
  routeContext(viewer, { domain, clientIp });

/**
 * What a route loader or action answered, however it answered: a Response (redirect) or data() with its
 * init, returned or thrown (the 404 page is a thrown data()).
 */
export async function answerOf(run: () => Promise<unknown>) {
  const read = (value: unknown) => {
    if (value instanceof Response)
      return {
        status: value.status,
        location: value.headers.get('Location'),
        cookies: value.headers.getSetCookie(),
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own route's answer
        body: null as any,
      };
    const init = (value as { init?: ResponseInit } | null)?.init;
    return {
      status: init?.status ?? 200,
      location: null,
      cookies: [] as string[],
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own route's answer
      body: ((value as { data?: unknown } | null)?.data ?? value) as any,
    };
  };
  try {
    return read(await run());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { init?: ResponseInit } | null)?.init) return read(thrown);
    throw thrown;
  }
}
