import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { users, type User } from '#db/schema';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { ERROR_CODES } from '~/lib/errors';
import { consume, createRateLimiter, giveBack, waitFor, type RateLimiter } from '~/lib/rate-limit.server';
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
  // Per address: a school's classroom shares one, yet a guesser gets few tries (LOGIN_ATTEMPTS_PER_IP,
  // 30 per 10 minutes by default); per account tightly.
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
 * (20011 until then). Every attempt is counted against the address before the password is checked
 * (a successful one is given back), only failures against the account, so signing in and out never
 * locks anyone; either limit answers with the seconds to wait (429).
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
  if (!user || user.joinType !== 'EMAIL') {
    // No password of ours to guess: the same answer at the same cost as a wrong one.
    await verifyPassword(undefined, password);
    await consume(account, email);
    return { ok: false, code: ERROR_CODES.LOGIN_FAILED };
  }
  const result = await attemptPassword(user, password, now);
  if (!result.ok) await consume(account, email);
  // A sign-in that succeeds gives its address point back: a classroom behind one address signs in all
  // at once, while a guesser's failures still stop at LOGIN_ATTEMPTS_PER_IP.
  else await giveBack(ip, ctx.ip);
  return result;
}

/**
 * One password attempt on a known account, shared by the personal and institution sign-ins.
 *
 * The attempt is counted before its password is checked: one conditional UPDATE takes a slot on the
 * user row only while the account is not locked, and the slot that reaches 5 sets the lock. So however
 * many attempts arrive at once, at most 5 passwords are verified per lock window; the others answer
 * 20011 (locked) without an argon2 verification. A wrong password keeps its slot (the 5th answers
 * 20010); a right one signs in and clears the count — unless attempts reserved after it are still
 * counted (a burst in flight), which then keep the count and lock they reached.
 */
export async function attemptPassword(user: User, password: string, now: Date): Promise<LoginResult> {
  const slot = await reserveAttempt(user.id, now);
  if (slot === null) return { ok: false, code: ERROR_CODES.LOGIN_LOCKED };
  if (!(await verifyPassword(user.passwordHash, password)))
    return {
      ok: false,
      code: slot >= MAX_FAILED_LOGINS ? ERROR_CODES.LOGIN_FAILED_FIVE_TIMES : ERROR_CODES.LOGIN_FAILED,
    };
  const [cleared] = await db()
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(and(eq(users.id, user.id), eq(users.failedLogins, slot)))
    .returning();
  if (cleared) return { ok: true, user: cleared };
  const [current] = await db().select().from(users).where(eq(users.id, user.id));
  return { ok: true, user: current ?? user };
}

/**
 * Counts an attempt on the account before its password is checked: the attempt's number in the
 * current run of failures, or null when the account is locked. The attempt that reaches
 * MAX_FAILED_LOGINS sets the lock in the same statement, so no attempt after it gets a slot.
 */
async function reserveAttempt(userId: number, now: Date): Promise<number | null> {
  const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const [row] = await db()
    .update(users)
    .set({
      failedLogins: sql`${users.failedLogins} + 1`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${until.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ failedLogins: users.failedLogins });
  return row ? row.failedLogins : null;
}
