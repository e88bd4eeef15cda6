import { and, eq, isNull } from 'drizzle-orm';
import { agencies, agencyUsers, users } from '#db/schema';
import { mailResetLink, normaliseEmail } from '~/features/accounts/index.server';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { createRateLimiter, consume, type RateLimiter } from '~/lib/rate-limit.server';

async function staffOfBizNo(bizNo: string) {
  const [row] = await db()
    .select({ user: users, staff: agencyUsers })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(agencies.bizNo, bizNo), isNull(agencies.withdrawnAt), isNull(users.withdrawnAt)))
    .limit(1);
  return row ?? null;
}

let limiter: RateLimiter | undefined;
/** Look-ups per address: enough for a person, too few to harvest IDs by trying numbers. */
export async function findLimited(ip: string): Promise<number | null> {
  limiter ??= createRateLimiter({ name: 'agency-find', points: 10, durationSec: 10 * 60 });
  return consume(limiter, ip);
}

/** Find ID (spec): the login id of the institution registered with this business number, or null. */
export async function loginIdOf(bizNo: string): Promise<string | null> {
  return (await staffOfBizNo(bizNo))?.staff.loginId ?? null;
}

/**
 * Find password: when the business number and the sign-up (manager) e-mail match a staff account, a
 * reset link goes to that e-mail. The caller answers the same whether or not they matched.
 */
export async function requestAgencyPasswordReset(
  bizNo: string,
  email: string,
  ctx: { origin: string; domain: string; lng: Language },
): Promise<void> {
  const row = await staffOfBizNo(bizNo);
  if (!row || normaliseEmail(row.staff.email) !== normaliseEmail(email)) return;
  await mailResetLink(row.user, row.staff.email, ctx);
}
