import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordKeys, users, type User } from '#db/schema';
import { db } from '~/lib/db.server';
import { AppError, ERROR_CODES } from '~/lib/errors';
import type { Language } from '~/lib/i18n';
import { randomToken, sha256 } from '~/lib/secure-random.server';
import { trySendNow } from '~/integrations/mail/outbox.server';
import { logger } from '~/lib/logger.server';
import { MailLimitedError, queueLinkMail, takeMailAllowance } from './mail.server';
import { hashPassword, verifyPassword } from './password.server';
import { revokeAllRefreshTokens } from './tokens.server';
import { findActiveUser, findActiveUserByEmail } from './users.server';
import type { PasswordKeyPurpose } from '#db/schema/enums';

export const RESET_KEY_TTL_MS = 30 * 60 * 1000;
export const CHANGE_KEY_TTL_MS = 10 * 60 * 1000;

/** A new single-use key; the user's earlier unused keys of the same purpose stop working. */
async function createKey(
  userId: number,
  purpose: PasswordKeyPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const key = randomToken();
  await db().transaction(async (tx) => {
    // One key at a time per user and purpose, even when two requests arrive together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(passwordKeys)
      .set({ expiresAt: now })
      .where(
        and(
          eq(passwordKeys.userId, userId),
          eq(passwordKeys.purpose, purpose),
          isNull(passwordKeys.usedAt),
          gt(passwordKeys.expiresAt, now),
        ),
      );
    await tx
      .insert(passwordKeys)
      .values({ userId, purpose, keyHash: sha256(key), expiresAt: new Date(now.getTime() + ttlMs) });
  });
  return key;
}

/**
 * Forgot password: mails a single-use link when an e-mail account exists. The answer is the same in
 * every case (unknown address, limit reached, mail server down): nothing here reaches the caller.
 * The mail goes through the outbox; its first delivery attempt runs without holding up the answer.
 */
export async function requestPasswordReset(
  email: string,
  ctx: { origin: string; domain: string; lng: Language; now?: Date },
): Promise<void> {
  const user = await findActiveUserByEmail(email);
  if (!user || user.joinType !== 'EMAIL' || !user.email) return;
  await mailResetLink(user, user.email, ctx);
}

/**
 * A reset link to `to` for `user` (a personal account's own address, or an institution's manager
 * e-mail): at most 3 per address per 15 minutes, the older keys void, delivered through the outbox.
 * Nothing here reaches the caller.
 */
export async function mailResetLink(
  user: User,
  to: string,
  ctx: { origin: string; domain: string; lng: Language; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  try {
    await takeMailAllowance('resetPassword', to);
  } catch (error) {
    if (error instanceof MailLimitedError) return;
    throw error;
  }
  const key = await createKey(user.id, 'RESET', RESET_KEY_TTL_MS, now);
  const lng = (['ko', 'en', 'id'].includes(user.language) ? user.language : ctx.lng) as Language;
  const id = await queueLinkMail({
    to,
    lng,
    kind: 'resetPassword',
    link: `${ctx.origin}/${ctx.domain}/forgot-password?key=${encodeURIComponent(key)}`,
  });
  void trySendNow(id).catch((error: unknown) =>
    logger().error({ err: error, mailId: id }, 'first delivery attempt failed to start'),
  );
}

/** A key of this purpose, not used and not expired at `now` (looked up by its hash). */
function usableKey(key: string, purpose: PasswordKeyPurpose, now: Date) {
  return and(
    eq(passwordKeys.keyHash, sha256(key)),
    eq(passwordKeys.purpose, purpose),
    isNull(passwordKeys.usedAt),
    gt(passwordKeys.expiresAt, now),
  );
}

async function findUsableKey(key: string, purpose: PasswordKeyPurpose, now: Date) {
  const [row] = await db()
    .select()
    .from(passwordKeys)
    .where(usableKey(key, purpose, now));
  return row ?? null;
}

export async function isResetKeyValid(key: string, now = new Date()): Promise<boolean> {
  return Boolean(await findUsableKey(key, 'RESET', now));
}

/** Uses a key once (atomically) and sets the new password; every session of the user ends. */
async function consumeKeyAndSetPassword(
  key: string,
  purpose: PasswordKeyPurpose,
  password: string,
  now: Date,
  ownerId?: number,
): Promise<User | null> {
  const passwordHash = await hashPassword(password);
  const user = await db().transaction(async (tx) => {
    const [used] = await tx
      .update(passwordKeys)
      .set({ usedAt: now })
      .where(
        and(
          usableKey(key, purpose, now),
          ownerId === undefined ? undefined : eq(passwordKeys.userId, ownerId),
        ),
      )
      .returning();
    if (!used) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: now })
      .where(and(eq(users.id, used.userId), isNull(users.withdrawnAt)))
      .returning();
    return updated ?? null;
  });
  if (user) await revokeAllRefreshTokens(user.id, now);
  return user;
}

/** The reset page's form. False when the key is unknown, used or expired. */
export async function resetPassword(key: string, password: string, now = new Date()): Promise<boolean> {
  return Boolean(await consumeKeyAndSetPassword(key, 'RESET', password, now));
}

/** Change step 1: the current password gives a short-lived key for step 2. */
export async function confirmCurrentPassword(
  userId: number,
  password: string,
  now = new Date(),
): Promise<string | null> {
  const user = await findActiveUser(userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) return null;
  return createKey(user.id, 'CHANGE', CHANGE_KEY_TTL_MS, now);
}

/** Change step 2. A key that is not this user's, used or expired is code 20005. */
export async function changePassword(
  userId: number,
  key: string,
  password: string,
  now = new Date(),
): Promise<User> {
  const user = await consumeKeyAndSetPassword(key, 'CHANGE', password, now, userId);
  if (!user) throw new AppError(ERROR_CODES.PASSWORD_KEY_INVALID, 400);
  return user;
}
