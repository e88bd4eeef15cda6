import { redirect } from '@remix-run/node';
import type { User } from '#db/schema';
import { socialProvider } from '~/integrations/social/providers.server';
import { strategyFor } from '~/integrations/social/strategies.server';
import { env } from '~/lib/env.server';
import { httpError } from '~/lib/http.server';
import { isLanguage } from '~/lib/i18n';
import { languageCookie } from '~/lib/i18n.server';
import { logger } from '~/lib/logger.server';
import { safeRedirectPath } from '~/lib/redirect';
import { redirectWithToast, type Toast } from '~/lib/toast.server';
import { publicOrigin } from './guards.server';
import { startSession } from './session.server';
import { findUserBySocial, pendingSignUpCookie, readSocialReturn, socialReturnCookie } from './social.server';

function configured(providerId: string) {
  const config = socialProvider(providerId);
  if (!config) throw httpError(404);
  return config;
}

/** The login page's provider button: remember where to come back to, then off to the provider. */
export async function startSocialLogin(
  providerId: string,
  request: Request,
  domain: string,
  redirectTo: unknown,
): Promise<never> {
  const config = configured(providerId);
  const back = await socialReturnCookie().serialize({
    domain,
    redirectTo: safeRedirectPath(redirectTo, `/${domain}`),
  });
  try {
    await strategyFor(config, publicOrigin(request), env().isProduction).authenticate(request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      thrown.headers.append('Set-Cookie', back);
    throw thrown;
  }
  throw httpError(400); // a POST that carried a provider's state: not a start
}

/**
 * What a sign-in does besides the session, and the toast it says it with: given by the route (under an
 * institution's path the sign-in claims its seat: agencies' `claimSeatOnSignIn`), so identity imports
 * nothing of institutions (ADR 0035).
 */
export type SignInStep = (user: User, domain: string) => Promise<Omit<Toast, 'id'>>;

/**
 * The provider's return (`/auth/kakao`, `/auth/naver`, outside the tenants): a known identity signs in;
 * a new one goes to the sign-up completion; anything that fails is "login failed" on the login page.
 */
export async function finishSocialLogin(
  providerId: string,
  request: Request,
  onSignIn: SignInStep,
): Promise<Response> {
  const config = configured(providerId);
  const back = await readSocialReturn(request);
  const headers = new Headers();
  headers.append('Set-Cookie', `oauth_${providerId}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  let profile;
  try {
    profile = await strategyFor(config, publicOrigin(request), env().isProduction).authenticate(request);
  } catch (error) {
    logger().warn({ err: error, provider: providerId }, 'social login failed');
    return redirectWithToast(
      `/${back.domain}/login`,
      { type: 'error', key: 'accounts:social.failed' },
      headers,
    );
  }
  const user = await findUserBySocial(profile);
  if (!user) {
    headers.append('Set-Cookie', await pendingSignUpCookie(profile));
    return redirect(`/${back.domain}/sign-up/social`, { headers });
  }
  for (const cookie of await startSession(user)) headers.append('Set-Cookie', cookie);
  if (isLanguage(user.language)) headers.append('Set-Cookie', await languageCookie.serialize(user.language));
  const toast = await onSignIn(user, back.domain);
  return redirectWithToast(safeRedirectPath(back.redirectTo, `/${back.domain}`), toast, headers);
}
