import { createCookie } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { agencies, agencyUsers, tenants } from '#db/schema';
import { createAccount, hashPassword, isUniqueViolation } from '~/features/accounts/index.server';
import { businessStatus } from '~/integrations/nts/business-status.server';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { consume, createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { agencyByBizNo } from './agencies.server';
import { AGENCY_LOGIN_ID_PATTERN } from './login.server';
import { isValidBizNo } from './bizno';
import type { AgencySignUpInput } from './signup-schemas';
import { PAGE_SEGMENTS } from '~/lib/tenant.server';

/** Paths a tenant can never take: the main service and the paths outside the tenants. */
const RESERVED_DOMAINS = new Set([
  'main',
  'auth',
  'healthz',
  'webhooks',
  'admin',
  'api',
  'assets',
  'build',
  'static',
  'www',
  'public',
  // The pages' own first segments (`/login`, `/goods/…` go under main whole: issue 27 item 30).
  ...PAGE_SEGMENTS,
]);
const DOMAIN_PATTERN = /^[a-z]{1,10}$/;

/** Step 1 → step 2: the verified business number, in a signed cookie for 30 minutes (works without JavaScript). */
export const signUpTicket = () =>
  createCookie('agency_signup', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().isProduction,
    secrets: [env().SESSION_SECRET],
    maxAge: 30 * 60,
  });

export async function verifiedBizNo(request: Request): Promise<string | null> {
  const value = (await signUpTicket().parse(request.headers.get('cookie'))) as unknown;
  return typeof value === 'string' && isValidBizNo(value) ? value : null;
}

/** Sign-up look-ups (business number registered, login id taken, domain taken) per address per 10 minutes. */
export const SIGNUP_LOOKUPS_PER_ADDRESS = 30;

let lookups: RateLimiter | undefined;
/**
 * Takes one look-up of the address: the seconds to wait when it has used its look-ups, else null.
 * Enough for a person signing up (a few checks each), too few to learn which numbers, ids and domains
 * exist by trying them.
 */
export function signUpLookupLimited(ip: string): Promise<number | null> {
  lookups ??= createRateLimiter({
    name: 'agency-signup-lookup',
    points: SIGNUP_LOOKUPS_PER_ADDRESS,
    durationSec: 10 * 60,
  });
  return consume(lookups, ip);
}

export type BizNoProblem =
  | 'bizNoRegistered'
  | 'bizNoNotActive'
  /** The National Tax Service does not know the number (it passes the checksum, but no business has it). */
  | 'bizNoNotRegistered'
  /** The address used its look-ups (429): `retryAfterSec` says how long to wait. */
  | 'limited';

/**
 * Step 1, past the form's own checks (digits, checksum: `bizNoSchema`): not registered yet and — with a
 * National Tax Service key — an active business (a lookup that fails leaves the checksum to decide).
 * Every number looked up counts against the address (`signUpLookupLimited`).
 */
export async function checkBizNo(
  bizNo: string,
  ctx: { ip: string },
): Promise<{ problem: BizNoProblem | null; retryAfterSec?: number }> {
  const wait = await signUpLookupLimited(ctx.ip);
  if (wait !== null) return { problem: 'limited', retryAfterSec: wait };
  if (await agencyByBizNo(bizNo)) return { problem: 'bizNoRegistered' };
  const status = await businessStatus(bizNo);
  if (status === 'NOT_REGISTERED') return { problem: 'bizNoNotRegistered' };
  if (status !== null && status !== 'ACTIVE') return { problem: 'bizNoNotActive' };
  return { problem: null };
}

export type Availability = 'ok' | 'invalid' | 'taken';

/** A domain for a new institution: lowercase letters, at most 10, no reserved path, no tenant yet. */
export async function domainAvailability(domain: string): Promise<Availability> {
  if (!DOMAIN_PATTERN.test(domain) || RESERVED_DOMAINS.has(domain)) return 'invalid';
  const [row] = await db()
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.domain, domain))
    .limit(1);
  return row ? 'taken' : 'ok';
}

export async function loginIdAvailability(loginId: string): Promise<Availability> {
  if (!AGENCY_LOGIN_ID_PATTERN.test(loginId)) return 'invalid';
  const [row] = await db()
    .select({ id: agencyUsers.userId })
    .from(agencyUsers)
    .where(eq(agencyUsers.loginId, loginId))
    .limit(1);
  return row ? 'taken' : 'ok';
}

/** An institution outside Korea may leave the domain empty: one is made from its login id's letters. */
async function derivedDomain(loginId: string): Promise<string> {
  const letters = loginId.replace(/[^a-z]/g, '').slice(0, 8) || 'inst';
  for (let i = 0; i < 50; i++) {
    const suffix =
      i === 0
        ? ''
        : String.fromCharCode(97 + Math.floor(Math.random() * 26)) + String.fromCharCode(97 + (i % 26));
    const candidate = (letters + suffix).slice(0, 10);
    if ((await domainAvailability(candidate)) === 'ok') return candidate;
  }
  throw new Error('no free domain');
}

export type RegisterOutcome =
  { ok: true; domain: string } | { ok: false; problem: 'bizNoRegistered' | 'loginIdTaken' | 'domainTaken' };

/**
 * Creates the institution in one transaction: its tenant (`/{domain}`), the institution, then the staff
 * account through the one account-creation path (role AGENCY, join type AGENCY, e-mail on the staff row,
 * the terms answers). A unique violation (another sign-up took the number, id or domain a moment
 * earlier) names what was taken.
 */
export async function registerAgency(input: AgencySignUpInput, bizNo: string): Promise<RegisterOutcome> {
  const domain = input.domain || (await derivedDomain(input.loginId));
  const passwordHash = await hashPassword(input.password);
  let agencyId = 0;
  try {
    await createAccount({
      email: null,
      passwordHash,
      role: 'AGENCY',
      joinType: 'AGENCY',
      person: {
        name: input.managerName,
        country: input.country,
        countryCode: input.countryCode,
        phoneNumber: input.phoneNumber,
      },
      consents: input.terms,
      language: input.country === 'ID' ? 'id' : 'ko',
      domain,
      now: new Date(),
      firstLogin: false,
      before: async (tx) => {
        const [tenant] = await tx
          .insert(tenants)
          .values({ domain, displayName: input.agencyName, kind: 'INSTITUTION' })
          .returning();
        const [agency] = await tx
          .insert(agencies)
          .values({
            tenantId: tenant.id,
            name: input.agencyName,
            bizNo,
            country: input.country,
            zipCode: input.zipCode,
            address: input.address,
            subAddress: input.subAddress,
            bossName: input.bossName,
          })
          .returning();
        agencyId = agency.id;
      },
      identify: async (tx, user) => {
        await tx.insert(agencyUsers).values({
          userId: user.id,
          agencyId,
          loginId: input.loginId,
          email: input.email,
          dept: input.dept,
          position: input.position,
        });
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (await agencyByBizNo(bizNo)) return { ok: false, problem: 'bizNoRegistered' };
    if ((await loginIdAvailability(input.loginId)) === 'taken') return { ok: false, problem: 'loginIdTaken' };
    return { ok: false, problem: 'domainTaken' };
  }
  return { ok: true, domain };
}
