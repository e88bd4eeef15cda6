import { redirect, type AppLoadContext } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { admins } from '#db/schema';
import { db } from '~/lib/db.server';
import { env, type Env } from '~/lib/env.server';
import { httpError } from '~/lib/http.server';
import { hasOwnPassword, isStaff } from '~/lib/viewer';
import type { SessionViewer } from './session.server';

// The one place where loaders and actions say who may see a page (design §3: auth helpers throw); an
// institution's staff pages are guarded in features/agencies/staff-guards.server.ts, above identity.
// Visitors on a signed-in page go to the login (and come back); a signed-in person on a page that is
// not for them gets the 404 page, so a page's existence is not told to someone who may not use it.

/**
 * The signed-in person, or a redirect to this tenant's login that comes back here afterwards (the login
 * page says the page needs a login). A session that just ended (revoked, or its refresh failed) goes to
 * the session-expired dialog first, which leads to the same login.
 */
export function requireViewer(request: Request, context: AppLoadContext): SessionViewer {
  if (context.viewer) return context.viewer;
  const url = new URL(request.url);
  const back = encodeURIComponent(url.pathname.replace(/\.data$/, '') + url.search);
  if (context.sessionExpired) throw redirect(`/${context.tenant.domain}/session-expired?redirectTo=${back}`);
  throw redirect(`/${context.tenant.domain}/login?redirectTo=${back}`);
}

/** Pages for visitors only (login, sign-up): a signed-in person goes to the tenant home. */
export function requireVisitor(context: AppLoadContext) {
  if (context.viewer) throw redirect(`/${context.tenant.domain}`);
}

/** Pages that change the account's own password: accounts that sign in with Kakao or Naver get 403. */
export function requirePasswordAccount(request: Request, context: AppLoadContext): SessionViewer {
  const viewer = requireViewer(request, context);
  if (!hasOwnPassword(viewer)) throw httpError(403);
  return viewer;
}

/** An individual member's pages (coupons, the member's orders): an institution's staff gets the 404 page. */
export function requireMember(request: Request, context: AppLoadContext): SessionViewer {
  const viewer = requireViewer(request, context);
  if (isStaff(viewer)) throw httpError(404);
  return viewer;
}

/** Pages for visitors and members, never for an institution (it buys on its own page): staff get 404. */
export function refuseStaff(context: AppLoadContext) {
  if (isStaff(context.viewer)) throw httpError(404);
}

export async function isOperator(userId: number): Promise<boolean> {
  const [row] = await db().select({ id: admins.userId }).from(admins).where(eq(admins.userId, userId));
  return Boolean(row);
}

/** The operator console exists only for operators: everyone else (visitors too) gets the 404 page. */
export async function requireOperator(context: AppLoadContext): Promise<{ id: number; email: string }> {
  const viewer = context.viewer;
  if (!viewer || !(await isOperator(viewer.id))) throw httpError(404);
  return { id: viewer.id, email: viewer.email };
}

/**
 * The origin for links in mails and provider callbacks: PUBLIC_URL, never the request's Host header.
 * Only without PUBLIC_URL (development and tests; production refuses to start) the request's own.
 */
export function publicOrigin(request: Request, config: Pick<Env, 'PUBLIC_URL'> = env()): string {
  return config.PUBLIC_URL ?? new URL(request.url).origin;
}
