import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { env } from '~/lib/env.server';
import { localRedirectField } from '~/lib/fields';
import { PROMOTION_HIDE_MS, shouldShowPromotion } from './promotion';

// The hide flag: a time for "not today" (one day), or "session" for a plain close.
function hideCookie() {
  return createCookie('promo_hidden', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().isProduction,
  });
}

/** The banner's two buttons, and the page to go back to. */
export const promotionFormSchema = z.object({
  intent: z.enum(['hide-today', 'close']),
  redirectTo: localRedirectField,
});

export async function isPromotionVisible(request: Request, now: Date): Promise<boolean> {
  const value = await hideCookie().parse(request.headers.get('cookie'));
  return shouldShowPromotion(now, {
    until: typeof value === 'number' ? value : null,
    session: value === 'session',
  });
}

/** The Set-Cookie that hides the promotion: for one day, or until the browser closes. */
export async function hidePromotion(intent: 'hide-today' | 'close', now: Date): Promise<string> {
  if (intent === 'close') return hideCookie().serialize('session');
  const until = now.getTime() + PROMOTION_HIDE_MS;
  return hideCookie().serialize(until, { expires: new Date(until) });
}
