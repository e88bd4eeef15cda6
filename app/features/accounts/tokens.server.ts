import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshTokens } from '#db/schema';
import { db, preparedQuery } from '~/lib/db.server';
import { unreadCount } from '~/features/notifications/index.server';
import { env } from '~/lib/env.server';
import { randomToken, sha256 } from '~/lib/secure-random.server';
import type { Viewer } from '~/lib/viewer';

export const ACCESS_TOKEN_TTL_S = 10 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;
/** Two requests racing with the same refresh token both succeed if the second comes this soon. */
export const ROTATION_GRACE_MS = 20_000;

/** `fam` is the refresh-token family (the sign-in) the token belongs to: revoking it ends the token too. */
export type AccessClaims = NonNullable<Viewer> & { sub: number; fam: string; exp: number };

function sign(data: string): string {
  return crypto.createHmac('sha256', env().SESSION_SECRET).update(data).digest('base64url');
}

/**
 * A short-lived signed token carrying who the user is and which sign-in it belongs to, so a page needs
 * no user query, only the family check of `signInState`.
 */
export function issueAccessToken(
  viewer: NonNullable<Viewer> & { id: number },
  familyId: string,
  now = Date.now(),
): string {
  const { id, ...rest } = viewer;
  const claims: AccessClaims = {
    ...rest,
    sub: id,
    fam: familyId,
    exp: Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `v1.${body}.${sign(`v1.${body}`)}`;
}

export function verifyAccessToken(token: string | undefined, now = Date.now()): AccessClaims | null {
  if (!token) return null;
  const [version, body, signature] = token.split('.');
  if (version !== 'v1' || !body || !signature) return null;
  const expected = Buffer.from(sign(`v1.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as AccessClaims;
    return typeof claims.exp === 'number' &&
      claims.exp * 1000 > now &&
      typeof claims.sub === 'number' &&
      typeof claims.fam === 'string'
      ? claims
      : null;
  } catch {
    return null;
  }
}

/** A new refresh token for a new sign-in (a new family). */
export async function issueRefreshToken(
  userId: number,
  familyId: string = crypto.randomUUID(),
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db()
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
    });
  return token;
}

export type RotationResult =
  | { type: 'rotated'; userId: number; familyId: string; token: string }
  | { type: 'raced'; userId: number; familyId: string }
  | { type: 'invalid' };

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated is a
 * replay: unless it comes within the grace of a race between two tabs, the whole family is revoked.
 */
export async function rotateRefreshToken(token: string, now = new Date()): Promise<RotationResult> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { type: 'invalid' };
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS)
        return { type: 'raced', userId: row.userId, familyId: row.familyId };
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { type: 'invalid' };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = randomToken();
    await tx.insert(refreshTokens).values({
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: sha256(next),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
    });
    return { type: 'rotated', userId: row.userId, familyId: row.familyId, token: next };
  });
}

/**
 * Whether a sign-in is still live: logout revokes its family; password change, reset and withdrawal
 * revoke all of the user's. One lookup in the partial index of live families, on every instance alike.
 */
export async function signInState(familyId: string, userId: number): Promise<SignInState> {
  const [row] = await signInStatement().execute({ familyId, userId });
  return { live: Boolean(row?.live), unread: row?.unread ?? 0 };
}

// Every signed-in request sends it: prepared once (its SQL is not built per request).
const signInStatement = preparedQuery((d) => {
  const live = d
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1);
  // The header bell's count rides along: a signed-in page sends one statement for both.
  return d
    .select({ live: sql<boolean>`exists (${live})`, unread: unreadCount(sql.placeholder('userId')) })
    .from(sql`(values (1)) one`)
    .prepare('sign_in_state');
});

export type SignInState = { live: boolean; unread: number };

/** The live family of a refresh token of this user (rotated or not), else null. */
export async function liveFamilyOf(token: string, userId: number): Promise<string | null> {
  const [row] = await db()
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256(token)),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return row?.familyId ?? null;
}

/** Logout: the presented token's family ends. */
export async function revokeRefreshFamily(token: string, now = new Date()) {
  const [row] = await db()
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row)
    await db()
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Password change, reset and withdrawal: every session of the user ends, access tokens included
 * (their families are no longer live). Pass the transaction that changes the user to do it atomically.
 */
export async function revokeAllRefreshTokens(
  userId: number,
  now = new Date(),
  executor: Pick<ReturnType<typeof db>, 'update'> = db(),
) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
