import type { SubmissionResult } from '@conform-to/react';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { publicOrigin, requireVisitor } from '~/features/accounts/guards.server';
import { loginWithEmail } from '~/features/accounts/login.server';
import { joinAgencyOnLogin, joinToast } from '~/features/agencies/seats.server';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { AgencyLoginForm } from '~/features/agencies/AgencyLoginForm';
import { agencyLoginSchema } from '~/features/agencies/login-schema';
import { requestPasswordReset } from '~/features/accounts/password-flows.server';
import { forgotPasswordSchema, loginSchema } from '~/features/accounts/schemas';
import { startSession } from '~/features/accounts/session.server';
import { socialProviders } from '~/integrations/social/providers.server';
import { useOperator } from '~/lib/operator';
import { USER_ROLES } from '~/features/accounts/constants';
import { HoneypotField } from '~/lib/honeypot';
import { isSpam } from '~/lib/honeypot.server';
import { getFixedT, getLanguage, languageCookie } from '~/lib/i18n.server';
import { isLanguage } from '~/lib/i18n';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { PasswordInput } from '~/ui/PasswordInput';
import { Alert } from '~/ui/Alert';
import { Dialog } from '~/ui/Dialog';
import { SubmitButton } from '~/ui/SubmitButton';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return {
    title: t('login.title'),
    providers: socialProviders().map((p) => p.id),
  };
}

export const meta = titleMeta;

/**
 * What the login page's forms are answered with: conform's reply to the form that posted (what was typed,
 * not the password; a blank field is 20002) and what only the sign-in knows.
 */
type LoginAnswer = {
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

const HIDDEN = ['password'];

export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const home = tenantPath(context.tenant.domain);
  if (form.get('intent') === 'forgot') return forgotPassword(request, context, form);
  if (form.get('intent') === 'agency-login') return agencyLogin(form, context);

  const submission = parseSubmission(form, { schema: loginSchema });
  const answer = (status: number, more: Partial<LoginAnswer>, init: ResponseInit = {}) =>
    data<LoginAnswer>(
      { form: 'login', result: submission.reply({ hideFields: HIDDEN }), ...more },
      { status, ...init },
    );
  if (isSpam(form)) return answer(400, { refused: true });
  if (submission.status !== 'success') return answer(400, { errorCode: 20002 });
  const { email, password, redirectTo } = submission.value;
  const result = await loginWithEmail(email, password, { ip: context.clientIp });
  if (!result.ok && 'retryAfterSec' in result)
    return answer(429, { limited: true }, { headers: { 'Retry-After': String(result.retryAfterSec) } });
  // The reset offer after the fifth failure names the address just typed.
  if (!result.ok) return answer(401, { errorCode: result.code, email });

  const headers = new Headers();
  for (const cookie of await startSession(result.user)) headers.append('Set-Cookie', cookie);
  if (isLanguage(result.user.language))
    headers.append('Set-Cookie', await languageCookie.serialize(result.user.language));
  // Under an institution's path the sign-in also claims its seat (the domain coupon, spec §4).
  const joined = await joinAgencyOnLogin(result.user, context.tenant.domain);
  const toast = joinToast(joined);
  // The very first login is not a return: "welcome", not "welcome back".
  const first = result.user.firstLoginFlag && toast.key === 'accounts:login.success';
  return redirectWithToast(
    safeRedirectPath(redirectTo, home),
    first ? { ...toast, key: 'accounts:login.welcomeFirst' } : toast,
    headers,
  );
}

/** The "forgot your password" box: the same answer whether or not the address has an account. */
async function forgotPassword(request: Request, context: ActionFunctionArgs['context'], form: FormData) {
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
    domain: context.tenant.domain,
    lng: await getLanguage(request),
  });
  return redirectWithToast(`${tenantPath(context.tenant.domain, '/login')}`, {
    type: 'success',
    key: 'accounts:forgot.sent',
  });
}

/** The institution tab (spec: agencyLoginId + password, role ORGANIZATION): staff land on their own domain. */
async function agencyLogin(form: FormData, context: ActionFunctionArgs['context']) {
  const submission = parseSubmission(form, { schema: agencyLoginSchema });
  const fail = (status: number, extra: Partial<LoginAnswer>, init: ResponseInit = {}) =>
    data<LoginAnswer>(
      { form: 'agency', agency: true, result: submission.reply({ hideFields: HIDDEN }), ...extra },
      { status, ...init },
    );
  if (isSpam(form)) return fail(400, { refused: true });
  if (submission.status !== 'success') return fail(400, { errorCode: 20002 });
  const { agencyLoginId, password } = submission.value;
  const result = await loginWithAgencyId(agencyLoginId, password, { ip: context.clientIp });
  if (!result.ok && 'retryAfterSec' in result)
    return fail(429, { limited: true }, { headers: { 'Retry-After': String(result.retryAfterSec) } });
  if (!result.ok && 'suspended' in result) return fail(403, { suspended: true });
  if (!result.ok && result.code === 20010)
    return redirectWithToast(`${tenantPath(context.tenant.domain, '/login')}?userType=AGENCY`, {
      type: 'error',
      key: 'accounts:login.agencyTooMany',
    });
  if (!result.ok) return fail(401, { errorCode: result.code });
  const headers = new Headers();
  for (const cookie of await startSession(result.user)) headers.append('Set-Cookie', cookie);
  if (isLanguage(result.user.language))
    headers.append('Set-Cookie', await languageCookie.serialize(result.user.language));
  return redirectWithToast(
    tenantPath(result.domain),
    { type: 'success', key: 'accounts:login.success' },
    headers,
  );
}

const loadLogin = () => import('~/features/accounts/validation').then((m) => m.validateLogin);
const loadForgot = () => import('~/features/accounts/validation').then((m) => m.validateForgotPassword);

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const operator = useOperator();
  const { providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const domain = useDomain();
  const location = useLocation();
  // The institution tab: chosen by `?userType=AGENCY` or navigation state (spec §2), or by its own answer.
  const stateType = (location.state as { userType?: string } | null)?.userType;
  const tab =
    result?.agency ||
    params.get('userType') === 'AGENCY' ||
    (stateType === 'AGENCY' && !params.has('userType'))
      ? 'AGENCY'
      : 'USER';
  const personal = result?.form === 'login' ? result : undefined;
  const forgotAnswer = result?.form === 'forgot' ? result : undefined;
  const form = useCheckedForm(personal?.result, loadLogin, { id: 'login' });
  const forgotForm = useCheckedForm(forgotAnswer?.result, loadForgot, { id: 'forgot-form' });
  // A blank field (the schema's 20002, from either side) is the only problem the form itself finds.
  const blank = Object.keys(form.errors).length > 0;
  const errorCode = blank ? 20002 : personal?.errorCode;
  const limited = !blank && Boolean(personal?.limited);
  const forgotOpen = params.get('forgot') === '1' || Boolean(forgotAnswer) || errorCode === 20010;
  const forgotError = forgotForm.errors.email?.[0];
  // Sent here from a page that needs a login (guards.server.ts): say so until the login answers.
  const loginRequired = Boolean(params.get('redirectTo')) && !result;

  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      {loginRequired ? (
        <div className="mt-4">
          <Alert tone="info" testId="login-required">
            {t('common:requiresLogin')}
          </Alert>
        </div>
      ) : null}
      <div
        role="tablist"
        aria-label={t('login.tabs')}
        className="mt-6 grid grid-cols-2 border-b border-gray-200"
      >
        {USER_ROLES.map((type) => (
          <Link
            key={type}
            id={type === 'AGENCY' ? 'login-tab-agency' : 'login-tab-personal'}
            role="tab"
            aria-selected={tab === type}
            aria-controls={type === 'AGENCY' ? 'login-panel-agency' : 'login-panel-personal'}
            to={type === 'AGENCY' ? '?userType=AGENCY' : '?'}
            state={{ userType: type }}
            replace
            className={`pb-2 text-center text-sm ${tab === type ? 'border-b-2 border-primary-600 font-semibold text-primary-700' : 'text-gray-600'}`}
          >
            {t(type === 'AGENCY' ? 'login.institution' : 'login.personal')}
          </Link>
        ))}
      </div>
      {tab === 'AGENCY' ? (
        <AgencyLoginForm answer={result?.form === 'agency' ? result : undefined} />
      ) : (
        <div id="login-panel-personal" role="tabpanel" aria-labelledby="login-tab-personal">
          {/* noValidate: a blank field is the spec's one message (20002), not the browser's bubble. */}
          <Form method="post" {...form.props} className="mt-6 space-y-4" noValidate>
            <HoneypotField />
            <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
            {limited ? (
              <Alert testId="login-error">
                <p>{t('errors:status.429.message')}</p>
              </Alert>
            ) : null}
            {!blank && personal?.refused ? (
              <Alert testId="login-error">
                <p>{t('errors:formTooFast')}</p>
              </Alert>
            ) : null}
            {errorCode ? (
              <Alert testId="login-error">
                <p>{t(`errors:code.${errorCode}`)}</p>
                {errorCode === 20010 || errorCode === 20011 ? (
                  <a href="#forgot" className="mt-1 inline-block font-semibold underline">
                    {t('login.resetOffer')}
                  </a>
                ) : null}
              </Alert>
            ) : null}
            <div>
              <label htmlFor="login-email" className="block text-sm font-medium">
                {t('fields.email')}
              </label>
              <input
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                defaultValue={form.typed('email')}
                className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
              />
            </div>
            <div>
              <label htmlFor="login-password" className="block text-sm font-medium">
                {t('fields.password')}
              </label>
              <PasswordInput id="login-password" />
            </div>
            <SubmitButton>{t('login.submit')}</SubmitButton>
          </Form>

          {errorCode === 20010 ? (
            <ResetOffer
              email={personal?.email ?? form.typed('email')}
              cancelTo={location.pathname + location.search}
            />
          ) : null}

          <details id="forgot" open={forgotOpen} className="mt-4 rounded-lg border border-gray-200 p-4">
            <summary className="text-sm font-medium text-primary-700">{t('forgot.open')}</summary>
            <Form method="post" {...forgotForm.props} className="mt-3 space-y-3" noValidate>
              <HoneypotField />
              <p className="text-sm text-gray-600">{t('forgot.help')}</p>
              <label htmlFor="forgot-email" className="block text-sm font-medium">
                {t('fields.email')}
              </label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                required
                defaultValue={forgotForm.typed('email')}
                aria-invalid={forgotError ? true : undefined}
                aria-describedby={forgotError ? 'forgot-email-error' : undefined}
                className="block w-full rounded-lg border border-gray-300 px-3 py-2.5"
              />
              {forgotError ? (
                <p id="forgot-email-error" className="text-sm text-red-600">
                  {t(forgotError.includes(':') ? forgotError : `common:${forgotError}`)}
                </p>
              ) : null}
              <SubmitButton intent="forgot" className="btn-secondary w-full">
                {t('forgot.submit')}
              </SubmitButton>
            </Form>
          </details>

          {providers.length ? (
            <div className="mt-6 space-y-2">
              {providers.map((id) => (
                <Form key={id} method="post" action={tenantPath(domain, `/login/${id}`)}>
                  <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
                  <button
                    type="submit"
                    className={`btn w-full ${id === 'kakao' ? 'bg-[#FEE500] text-gray-900' : 'bg-[#03C75A] text-gray-900'}`}
                  >
                    {t(`social.${id}`)}
                  </button>
                </Form>
              ))}
            </div>
          ) : null}

          <div className="mt-6 border-t border-gray-200 pt-6 text-center text-sm">
            <Link to={tenantPath(domain, '/signup-intro')} className="btn-secondary w-full">
              {t('login.emailSignUp')}
            </Link>
            <p className="mt-4 text-gray-500">{t('login.support', { email: operator?.email ?? '' })}</p>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The fifth wrong password (spec §8, 20010): a confirm dialog offering the password reset for the address
 * just typed. Confirm sends the reset link (the forgot-password form's action); cancel goes back to the
 * login. Without JavaScript the same box is on the page with the same two controls.
 */
function ResetOffer({ email, cancelTo }: { email: string; cancelTo: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog
      role="alertdialog"
      labelledBy="reset-offer-title"
      describedBy="reset-offer-body"
      testId="reset-offer"
      className="text-center"
    >
      <h2 id="reset-offer-title" className="text-lg font-bold">
        {t('login.resetConfirm.title')}
      </h2>
      <p id="reset-offer-body" className="mt-2 text-sm text-gray-600">
        {t('errors:code.20010')} {t('login.resetConfirm.body', { email })}
      </p>
      <Form method="post" className="mt-6 flex flex-col gap-2">
        <HoneypotField />
        <input type="hidden" name="email" value={email} />
        <SubmitButton intent="forgot">{t('login.resetConfirm.confirm')}</SubmitButton>
        <Link to={cancelTo} replace className="btn-ghost" data-dialog-dismiss>
          {t('login.resetConfirm.cancel')}
        </Link>
      </Form>
    </Dialog>
  );
}
