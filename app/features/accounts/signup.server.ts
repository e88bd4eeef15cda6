import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { emailVerifications, type User } from '#db/schema';
import { db } from '~/lib/db.server';
import { AppError, ERROR_CODES } from '~/lib/errors';
import type { Language } from '~/lib/i18n';
import { isUuid } from '~/lib/ids';
import { randomToken, sha256 } from '~/lib/secure-random.server';
import { sendLinkMail, takeMailAllowance } from './mail.server';
import { createPersonalAccount, type PersonalAccountInput } from './create-account.server';
import { hashPassword } from './password.server';
import { findActiveUserByEmail, normaliseEmail } from './users.server';

export const EMAIL_LINK_TTL_MS = 30 * 60 * 1000;

type LinkContext = { origin: string; domain: string; lng: Language; now?: Date };

/**
 * Sends the sign-up verification mail; returns the id the form keeps until the complete button, and
 * whether the mail went out at once ('queued': the first attempt failed, the outbox job retries it).
 * A new mail voids the address's earlier links; MailLimitedError past the per-address limit.
 */
export async function sendEmailVerification(
  rawEmail: string,
  ctx: LinkContext,
): Promise<{ authId: string; delivery: 'sent' | 'queued' }> {
  const email = normaliseEmail(rawEmail);
  if (await findActiveUserByEmail(email)) throw new AppError(ERROR_CODES.EMAIL_DUPLICATE, 409);
  await takeMailAllowance('verifyEmail', email);
  const now = ctx.now ?? new Date();
  const key = randomToken();
  const row = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${email}`}))`);
    await tx
      .update(emailVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(emailVerifications.email, email),
          isNull(emailVerifications.consumedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      );
    const [inserted] = await tx
      .insert(emailVerifications)
      .values({ email, keyHash: sha256(key), expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS) })
      .returning({ id: emailVerifications.id });
    return inserted;
  });
  const delivery = await sendLinkMail({
    to: email,
    lng: ctx.lng,
    kind: 'verifyEmail',
    link: `${ctx.origin}/${ctx.domain}/email-completed?key=${encodeURIComponent(key)}`,
  });
  return { authId: row.id, delivery };
}

/** Where the form's verification stands for this address: none (unknown, used or expired), sent or completed. */
export async function emailVerificationState(
  authId: string,
  rawEmail: string,
  now = new Date(),
): Promise<'none' | 'sent' | 'completed'> {
  // Any 36 characters of hex and dashes are not a UUID: PostgreSQL would refuse the cast (a 500).
  if (!isUuid(authId)) return 'none';
  const [row] = await db()
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.id, authId),
        eq(emailVerifications.email, normaliseEmail(rawEmail)),
        isNull(emailVerifications.consumedAt),
      ),
    );
  if (!row) return 'none';
  if (row.completedAt) return 'completed';
  return row.expiresAt > now ? 'sent' : 'none';
}

/** The mailed link: marks the address as verified, once, while the link is fresh. */
export async function confirmEmailLink(key: string, now = new Date()): Promise<'verified' | 'expired'> {
  const [row] = await db()
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.keyHash, sha256(key)));
  if (!row || row.consumedAt || row.expiresAt <= now) return 'expired';
  if (!row.verifiedAt)
    await db().update(emailVerifications).set({ verifiedAt: now }).where(eq(emailVerifications.id, row.id));
  return 'verified';
}

/** The complete button: succeeds only after the link was followed, for the same address. */
export async function completeEmailVerification(
  authId: string,
  rawEmail: string,
  now = new Date(),
): Promise<'completed' | 'notVerified'> {
  if (!isUuid(authId)) return 'notVerified';
  const [row] = await db()
    .update(emailVerifications)
    .set({ completedAt: now })
    .where(
      and(
        eq(emailVerifications.id, authId),
        eq(emailVerifications.email, normaliseEmail(rawEmail)),
        isNull(emailVerifications.consumedAt),
        isNotNull(emailVerifications.verifiedAt),
      ),
    )
    .returning({ id: emailVerifications.id });
  return row ? 'completed' : 'notVerified';
}

export type SignUpInput = PersonalAccountInput & {
  email: string;
  authId: string;
  password: string;
};

export class EmailNotVerifiedError extends Error {}

/**
 * Creates a personal account: the user, each term's consent with its time, the welcome pass and the
 * welcome credits, in one transaction that also uses up the e-mail verification.
 */
export async function signUp(
  input: SignUpInput,
  ctx: { domain: string; lng: Language; now?: Date },
): Promise<User> {
  const now = ctx.now ?? new Date();
  if (!isUuid(input.authId)) throw new EmailNotVerifiedError();
  const email = normaliseEmail(input.email);
  return createPersonalAccount({
    email,
    passwordHash: await hashPassword(input.password),
    joinType: 'EMAIL',
    input,
    language: ctx.lng,
    domain: ctx.domain,
    now,
    // The verification is used up in the same transaction: two joins with one link make one account.
    before: async (tx) => {
      const [verification] = await tx
        .update(emailVerifications)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailVerifications.id, input.authId),
            eq(emailVerifications.email, email),
            isNull(emailVerifications.consumedAt),
          ),
        )
        .returning();
      if (!verification?.completedAt) throw new EmailNotVerifiedError();
    },
  });
}
