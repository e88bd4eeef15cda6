import { redirect, type AppLoadContext } from '@remix-run/node';
import { env, type Env } from '~/lib/env.server';
import type { SessionViewer } from './session.server';

/** The signed-in person, or a redirect to this tenant's login that comes back here afterwards. */
export function requireViewer(request: Request, context: AppLoadContext): SessionViewer {
  if (context.viewer) return context.viewer;
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, '') + url.search;
  throw redirect(`/${context.tenant.domain}/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Pages for visitors only (login, sign-up): a signed-in person goes to the tenant home. */
export function requireVisitor(context: AppLoadContext) {
  if (context.viewer) throw redirect(`/${context.tenant.domain}`);
}

/**
 * The origin for links in mails and provider callbacks: PUBLIC_URL, never the request's Host header.
 * Only without PUBLIC_URL (development and tests; production refuses to start) the request's own.
 */
export function publicOrigin(request: Request, config: Pick<Env, 'PUBLIC_URL'> = env()): string {
  return config.PUBLIC_URL ?? new URL(request.url).origin;
}
