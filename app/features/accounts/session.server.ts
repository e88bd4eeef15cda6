import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { and, eq, isNull } from 'drizzle-orm';
import { agencies, agencyUsers, users, type User } from '#db/schema';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { isStaff, type SessionViewer } from '~/lib/viewer';
import { welcomeGiftOf } from './benefits.server';
import {
  ACCESS_TOKEN_TTL_S,
  issueAccessToken,
  issueRefreshToken,
  liveFamilyOf,
  REFRESH_TOKEN_TTL_S,
  revokeRefreshFamily,
  rotateRefreshToken,
  signInState,
  verifyAccessToken,
} from './tokens.server';

const cookieOptions = () => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env().isProduction,
});
const accessCookie = () => createCookie('at', { ...cookieOptions(), maxAge: ACCESS_TOKEN_TTL_S });
const refreshCookie = () => createCookie('rt', { ...cookieOptions(), maxAge: REFRESH_TOKEN_TTL_S });

export type { SessionViewer };

/**
 * What the host learns about a request's session before Remix runs; `unreadNotifications` is the header
 * bell's count when it was read with the session check (else null: the root loader counts).
 */
export type SessionState = {
  viewer: SessionViewer | null;
  setCookies: string[];
  expired: boolean;
  unreadNotifications: number | null;
};

const NO_SESSION: SessionState = { viewer: null, setCookies: [], expired: false, unreadNotifications: null };

export function viewerOf(
  user: User,
  institution: { name: string; email: string } | null = null,
): SessionViewer {
  return {
    id: user.id,
    name: user.name ?? '',
    email: institution?.email ?? user.email ?? '',
    role: user.role,
    joinType: user.joinType,
    firstLogin: user.firstLoginFlag,
    institutionName: institution?.name ?? null,
  };
}

/**
 * The viewer of a user: a staff account carries its institution's name (the header chip) and its e-mail;
 * a member before the first login's welcome modal is closed, what the sign-up gave (the modal says it).
 */
async function viewerFor(user: User): Promise<SessionViewer> {
  if (!isStaff(user))
    return user.firstLoginFlag
      ? { ...viewerOf(user), welcomeGift: await welcomeGiftOf(db(), user.id) }
      : viewerOf(user);
  return viewerOf(user, await staffIdentity(user.id));
}

/**
 * How a staff account shows itself: its institution's name and the staff row's e-mail, read from the
 * tables (identity sits below the institutions feature and imports nothing of it: ADR 0035).
 */
async function staffIdentity(userId: number): Promise<{ name: string; email: string } | null> {
  const [row] = await db()
    .select({ name: agencies.name, email: agencyUsers.email })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencyUsers.userId, userId))
    .limit(1);
  return row ?? null;
}

async function activeUser(id: number): Promise<User | null> {
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.withdrawnAt)));
  return user ?? null;
}

async function readCookie(
  cookie: ReturnType<typeof createCookie>,
  header: string | null,
): Promise<string | undefined> {
  const value = await cookie.parse(header);
  return typeof value === 'string' && value.length < 1000 ? value : undefined;
}

/**
 * Reads the session of a request once: a signed access token whose sign-in (refresh family) is still
 * live is enough; an expired or revoked one goes to the refresh token (rotated); a refresh that fails
 * clears the cookies and marks the session expired.
 */
export async function resolveSession(cookieHeader: string | null, now = new Date()): Promise<SessionState> {
  if (!cookieHeader || (!cookieHeader.includes('at=') && !cookieHeader.includes('rt='))) return NO_SESSION;
  const claims = verifyAccessToken(await readCookie(accessCookie(), cookieHeader), now.getTime());
  const signIn = claims ? await signInState(claims.fam, claims.sub) : null;
  if (claims && signIn?.live) {
    const { sub, fam: _fam, exp: _exp, ...viewer } = claims;
    return {
      viewer: { ...(viewer as Omit<SessionViewer, 'id'>), id: sub },
      setCookies: [],
      expired: false,
      unreadNotifications: signIn.unread,
    };
  }
  const refresh = await readCookie(refreshCookie(), cookieHeader);
  if (!refresh)
    return claims ? { ...NO_SESSION, setCookies: await clearSessionCookies(), expired: true } : NO_SESSION;
  const rotation = await rotateRefreshToken(refresh, now);
  const user = rotation.type === 'invalid' ? null : await activeUser(rotation.userId);
  if (!user || rotation.type === 'invalid')
    return { ...NO_SESSION, setCookies: await clearSessionCookies(), expired: true };
  const viewer = await viewerFor(user);
  const setCookies = [
    await accessCookie().serialize(issueAccessToken(viewer, rotation.familyId, now.getTime())),
  ];
  if (rotation.type === 'rotated') setCookies.push(await refreshCookie().serialize(rotation.token));
  return { viewer, setCookies, expired: false, unreadNotifications: null };
}

/** Cookies of a fresh sign-in: a new refresh-token family and an access token of it. */
export async function startSession(user: User): Promise<string[]> {
  const familyId = crypto.randomUUID();
  const refresh = await issueRefreshToken(user.id, familyId);
  return [
    await accessCookie().serialize(issueAccessToken(await viewerFor(user), familyId)),
    await refreshCookie().serialize(refresh),
  ];
}

/**
 * A new access token of the request's sign-in after the user's own data changed (name, first-login
 * flag). Without a live sign-in the access cookie is dropped, so the next request refreshes or ends it.
 */
export async function refreshAccessCookie(request: Request, user: User): Promise<string> {
  const refresh = await readCookie(refreshCookie(), request.headers.get('cookie'));
  const familyId = refresh ? await liveFamilyOf(refresh, user.id) : null;
  if (!familyId) return accessCookie().serialize('', { maxAge: 0 });
  return accessCookie().serialize(issueAccessToken(await viewerFor(user), familyId));
}

export async function clearSessionCookies(): Promise<string[]> {
  return [
    await accessCookie().serialize('', { maxAge: 0 }),
    await refreshCookie().serialize('', { maxAge: 0 }),
  ];
}

/** Logout: revoke the refresh token's family and clear both cookies. */
export async function endSession(request: Request): Promise<string[]> {
  const refresh = await readCookie(refreshCookie(), request.headers.get('cookie'));
  if (refresh) await revokeRefreshFamily(refresh);
  return clearSessionCookies();
}
