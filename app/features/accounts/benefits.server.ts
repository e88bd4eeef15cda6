import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { creditLedger, passes, socialIdentities, users, welcomeClaims } from '#db/schema';
import type { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { events, notify } from '~/features/notifications/index.server';
import type { WelcomeGift } from '~/lib/viewer';

export const WELCOME_CREDITS = 3;
export const WELCOME_PASS_DAYS = 3;

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/**
 * A keyed one-way hash (HMAC-SHA256 with SESSION_SECRET) of a person's identity: the lowercased,
 * trimmed e-mail, or `kakao:<id>` / `naver:<id>`. It cannot be turned back into the e-mail or id.
 */
export function welcomeIdentityHash(identity: string): string {
  return crypto.createHmac('sha256', env().SESSION_SECRET).update(`welcome-claim:${identity}`).digest('hex');
}

/** The hashes of the e-mail and provider identities an account holds now. */
async function identityHashes(tx: Tx, userId: number): Promise<string[]> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const socials = await tx
    .select({ provider: socialIdentities.provider, id: socialIdentities.providerUserId })
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
  const identities = [
    ...(user?.email ? [user.email.trim().toLowerCase()] : []),
    ...socials.map((s) => `${s.provider.toLowerCase()}:${s.id}`),
  ];
  return identities.map(welcomeIdentityHash);
}

/**
 * 3 free generation credits and a 3-day welcome pass, as real records, once per person: an account
 * whose e-mail or provider identity belonged to a withdrawn member who had them gets nothing.
 * Call it after the account's e-mail and social identity are stored. True when granted.
 */
export async function grantWelcomeBenefits(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const hashes = await identityHashes(tx, userId);
  if (hashes.length) {
    const seen = await tx
      .select({ hash: welcomeClaims.identityHash })
      .from(welcomeClaims)
      .where(inArray(welcomeClaims.identityHash, hashes))
      .limit(1);
    if (seen.length) return false;
  }
  await tx.insert(creditLedger).values({ userId, delta: WELCOME_CREDITS, reason: 'WELCOME' });
  await tx.insert(passes).values({
    userId,
    name: 'WELCOME',
    source: 'WELCOME',
    startsAt: now,
    endsAt: new Date(now.getTime() + WELCOME_PASS_DAYS * 24 * 60 * 60 * 1000),
    status: 'ACTIVE',
  });
  await notify(userId, events.welcome(WELCOME_CREDITS, WELCOME_PASS_DAYS), tx);
  return true;
}

/**
 * Withdrawal, before the e-mail and identities are erased: when the account had the welcome
 * benefits, keep only the hashes of its identities, so signing up again does not give them twice.
 */
export async function rememberWelcomeClaims(tx: Tx, userId: number): Promise<void> {
  const [welcomed] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'WELCOME')))
    .limit(1);
  if (!welcomed) return;
  const hashes = await identityHashes(tx, userId);
  if (hashes.length)
    await tx
      .insert(welcomeClaims)
      .values(hashes.map((identityHash) => ({ identityHash })))
      .onConflictDoNothing();
}

/**
 * What the sign-up gave this account, for the first login's welcome modal: the welcome credits and the
 * welcome pass's days, or null when it gave nothing (a member who had them under an earlier account).
 */
export async function welcomeGiftOf(q: Pick<ReturnType<typeof db>, 'select'>, userId: number): Promise<WelcomeGift> {
  const [[credit], [pass]] = await Promise.all([
    q
      .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'WELCOME'))),
    q
      .select({ startsAt: passes.startsAt, endsAt: passes.endsAt })
      .from(passes)
      .where(and(eq(passes.userId, userId), eq(passes.source, 'WELCOME')))
      .limit(1),
  ]);
  const credits = Number(credit?.total ?? 0);
  const passDays = pass ? Math.round((pass.endsAt.getTime() - pass.startsAt.getTime()) / 86_400_000) : 0;
  return credits > 0 || passDays > 0 ? { credits, passDays } : null;
}
