import { and, eq, isNull } from 'drizzle-orm';
import { agencies, agencyUsers, tenants, users } from '#db/schema';
import {
  attemptPassword,
  loginLimiters,
  type LoginResult,
  verifyPassword,
} from '~/features/accounts/index.server';
import { db } from '~/lib/db.server';
import { ERROR_CODES } from '~/lib/errors';
import { consume, giveBack, waitFor } from '~/lib/rate-limit.server';

export const AGENCY_LOGIN_ID_PATTERN = /^[a-z0-9_-]{5,20}$/;

export type AgencyLoginResult =
  | (LoginResult & { ok: false })
  | { ok: true; user: (LoginResult & { ok: true })['user']; domain: string }
  /** The institution was suspended by an operator: its staff cannot sign in. */
  | { ok: false; suspended: true };

/**
 * Institution sign-in by login id (spec: agencyLoginId, role ORGANIZATION). Like the personal one: an
 * unknown id and a wrong password answer the same code at the same cost, the 5th failure in a row
 * answers 20010 and locks (each attempt counted before its password is checked), limits per address
 * and per account. Success names the institution's own domain, where staff land.
 */
export async function loginWithAgencyId(
  rawLoginId: string,
  password: string,
  ctx: { ip: string; now?: Date },
): Promise<AgencyLoginResult> {
  const now = ctx.now ?? new Date();
  const loginId = rawLoginId.trim().toLowerCase();
  const accountKey = `agency:${loginId}`;
  const { ip, account } = loginLimiters();
  const wait = (await consume(ip, ctx.ip)) ?? (await waitFor(account, accountKey));
  if (wait !== null) return { ok: false, retryAfterSec: wait };
  const [row] = AGENCY_LOGIN_ID_PATTERN.test(loginId)
    ? await db()
        .select({ user: users, status: agencies.status, domain: tenants.domain })
        .from(agencyUsers)
        .innerJoin(users, eq(users.id, agencyUsers.userId))
        .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
        .innerJoin(tenants, eq(tenants.id, agencies.tenantId))
        .where(and(eq(agencyUsers.loginId, loginId), isNull(users.withdrawnAt)))
        .limit(1)
    : [];
  if (!row) {
    // The same answer at the same cost as a wrong password.
    await verifyPassword(undefined, password);
    await consume(account, accountKey);
    return { ok: false, code: ERROR_CODES.LOGIN_FAILED };
  }
  // Counted on the staff account before the password is checked (at most 5 verified per lock window).
  const result = await attemptPassword(row.user, password, now);
  if (!result.ok) {
    await consume(account, accountKey);
    return result;
  }
  await giveBack(ip, ctx.ip); // a right password costs the address nothing (see loginWithEmail)
  if (row.status !== 'ACTIVE') return { ok: false, suspended: true };
  return { ok: true, user: result.user, domain: row.domain };
}
