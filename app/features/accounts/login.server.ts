import { eq, sql } from 'drizzle-orm';
import { users, type User } from '../../../db/schema';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { ERROR_CODES } from '~/lib/errors';
import { consume, createRateLimiter, waitFor, type RateLimiter } from '~/lib/rate-limit.server';
import { verifyPassword } from './password.server';
import { findActiveUserByEmail, normaliseEmail } from './users.server';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** Failed logins of one account (known or not) allowed per window, besides the lock at 5 in a row. */
export const ACCOUNT_FAILURES_PER_WINDOW = 15;

export type LoginResult =
  | { ok: true; user: User }
  | { ok: false; code: 20002 | 20010 | 20011 }
  /** A burst limit (per address, or failures per account) was hit: 429, try again after this many seconds. */
  | { ok: false; retryAfterSec: number };

let limiters: { ip: RateLimiter; account: RateLimiter } | undefined;
/** The sign-in limiters, shared by personal and institution sign-ins (accounts keyed apart). */
export function loginLimiters() {
  // Per address generously (a school's classroom shares one), per account tightly.
  limiters ??= {
    ip: createRateLimiter({ name: 'login-ip', points: env().LOGIN_ATTEMPTS_PER_IP, durationSec: 10 * 60 }),
    account: createRateLimiter({
      name: 'login-account-failures',
      points: ACCOUNT_FAILURES_PER_WINDOW,
      durationSec: 15 * 60,
    }),
  };
  return limiters;
}

/**
 * E-mail sign-in. Unknown e-mail and wrong password answer the same code and cost the same argon2
 * verification. The 5th consecutive failure answers 20010 and locks the account for 15 minutes
 * (20011 until then). Every attempt counts against the address, only failures against the account,
 * so signing in and out never locks anyone; either limit answers with the seconds to wait (429).
 */
export async function loginWithEmail(
  rawEmail: string,
  password: string,
  ctx: { ip: string; now?: Date },
): Promise<LoginResult> {
  const now = ctx.now ?? new Date();
  const email = normaliseEmail(rawEmail);
  const { ip, account } = loginLimiters();
  const wait = (await consume(ip, ctx.ip)) ?? (await waitFor(account, email));
  if (wait !== null) return { ok: false, retryAfterSec: wait };
  const user = await findActiveUserByEmail(email);
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  if (!passwordOk || !user || user.joinType !== 'EMAIL') await consume(account, email);
  if (!user || user.joinType !== 'EMAIL') return { ok: false, code: ERROR_CODES.LOGIN_FAILED };
  return settleAttempt(user, passwordOk, now);
}

/**
 * The outcome of a password check on a known account, shared by the personal and institution sign-ins:
 * locked (20011); a wrong password counts, and the 5th in a row answers 20010 and locks for 15 minutes;
 * a right one clears the count.
 */
export async function settleAttempt(user: User, passwordOk: boolean, now: Date): Promise<LoginResult> {
  if (user.lockedUntil && user.lockedUntil > now) return { ok: false, code: ERROR_CODES.LOGIN_LOCKED };
  if (!passwordOk) {
    const [row] = await db()
      .update(users)
      .set({
        failedLogins: sql`${users.failedLogins} + 1`,
        lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString()}::timestamptz else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ failedLogins: users.failedLogins });
    return {
      ok: false,
      code:
        row.failedLogins >= MAX_FAILED_LOGINS
          ? ERROR_CODES.LOGIN_FAILED_FIVE_TIMES
          : ERROR_CODES.LOGIN_FAILED,
    };
  }
  const [updated] = await db()
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, user.id))
    .returning();
  return { ok: true, user: updated };
}
