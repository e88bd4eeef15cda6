import type { SubmissionResult } from '@conform-to/react';
import { data } from '@remix-run/node';
import { parseSubmission } from '~/lib/form.server';
import { isSpam } from '~/lib/honeypot.server';
import { isLanguage } from '~/lib/i18n';
import { getLanguage, languageCookie } from '~/lib/i18n.server';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast, type Toast } from '~/lib/toast.server';
import { publicOrigin } from './guards.server';
import { loginWithEmail } from './login.server';
import { requestPasswordReset } from './password-flows.server';
import { forgotPasswordSchema, loginSchema } from './schemas';
import { startSession } from './session.server';

/**
 * What the login page's forms are answered with: conform's reply to the form that posted (what was typed,
 * not the password; a blank field is 20002) and what only the sign-in knows.
 */
export type LoginAnswer = {
  form: 'login' | 'forgot' | 'agency';
  result: SubmissionResult<string[]>;
  errorCode?: number;
  /** Too many attempts in a short time: the 429 message instead of a login error. */
  limited?: boolean;
  /** The honeypot refused the form (a bot, or sent faster than a person could fill it in). */
  refused?: boolean;
  /** The institution tab answered. */
  agency?: boolean;
  suspended?: boolean;
  /** The address a failed personal login was for (the reset offer sends to it). */
  email?: string;
};

type SignedInUser = Parameters<typeof startSession>[0];
type LoginToast = Omit<Toast, 'id'>;

/** The cookies of a new session, and the account's language when it has one. */
export async function signInHeaders(user: SignedInUser): Promise<Headers> {
  const headers = new Headers();
  for (const cookie of await startSession(user)) headers.append('Set-Cookie', cookie);
  if (isLanguage(user.language)) headers.append('Set-Cookie', await languageCookie.serialize(user.language));
  return headers;
}

/**
 * The personal tab: e-mail and password. A success starts the session and goes back where the member was
 * sent from; `welcome` names the toast (the route adds what signing in under an institution's path does).
 */
export async function personalLogin(
  form: FormData,
  { ip, home, welcome }: { ip: string; home: string; welcome: (user: SignedInUser) => Promise<LoginToast> },
) {
  const submission = parseSubmission(form, { schema: loginSchema });
  const answer = (status: number, more: Partial<LoginAnswer>, init: ResponseInit = {}) =>
    data<LoginAnswer>(
      { form: 'login', result: submission.reply({ hideFields: ['password'] }), ...more },
      { status, ...init },
    );
  if (isSpam(form)) return answer(400, { refused: true });
  if (submission.status !== 'success') return answer(400, { errorCode: 20002 });
  const { email, password, redirectTo } = submission.value;
  const result = await loginWithEmail(email, password, { ip });
  if (!result.ok && 'retryAfterSec' in result)
    return answer(429, { limited: true }, { headers: { 'Retry-After': String(result.retryAfterSec) } });
  // The reset offer after the fifth failure names the address just typed.
  if (!result.ok) return answer(401, { errorCode: result.code, email });

  const headers = await signInHeaders(result.user);
  const toast = await welcome(result.user);
  // The very first login is not a return: "welcome", not "welcome back".
  const first = result.user.firstLoginFlag && toast.key === 'accounts:login.success';
  return redirectWithToast(
    safeRedirectPath(redirectTo, home),
    first ? { ...toast, key: 'accounts:login.welcomeFirst' } : toast,
    headers,
  );
}

/** The "forgot your password" box: the same answer whether or not the address has an account. */
export async function forgotPassword(request: Request, form: FormData, domain: string) {
  const submission = parseSubmission(form, { schema: forgotPasswordSchema });
  if (submission.status !== 'success')
    return data<LoginAnswer>({ form: 'forgot', result: submission.reply() }, { status: 400 });
  if (isSpam(form))
    return data<LoginAnswer>(
      { form: 'forgot', result: submission.reply({ fieldErrors: { email: ['errors:formTooFast'] } }) },
      { status: 400 },
    );
  // The same answer whether or not the address has an account, or its mail could be sent.
  await requestPasswordReset(submission.value.email, {
    origin: publicOrigin(request),
    domain,
    lng: await getLanguage(request),
  });
  return redirectWithToast(`${tenantPath(domain, '/login')}`, {
    type: 'success',
    key: 'accounts:forgot.sent',
  });
}
