import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
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
import { COMPANY } from '~/features/layout/company';
import { HoneypotField } from '~/lib/honeypot';
import { isSpam } from '~/lib/honeypot.server';
import { getFixedT, getLanguage, languageCookie } from '~/lib/i18n.server';
import { isLanguage } from '~/lib/i18n';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { PasswordInput } from '~/ui/PasswordInput';
import { Alert } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { readFormData } from '~/lib/form.server';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return { title: t('login.title'), providers: socialProviders().map((p) => p.id) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

type ActionResult = {
  errorCode?: number;
  /** Too many attempts in a short time: the 429 message instead of a login error. */
  limited?: boolean;
  /** The honeypot refused the form (a bot, or sent faster than a person could fill it in). */
  refused?: boolean;
  email?: string;
  forgot?: { error?: string; email?: string };
  /** The institution tab answered. */
  agency?: boolean;
  agencyLoginId?: string;
  suspended?: boolean;
};

export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const home = tenantPath(context.tenant.domain);
  if (form.get('intent') === 'forgot') {
    const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') });
    if (!parsed.success) {
      return data<ActionResult>(
        { forgot: { error: parsed.error.issues[0].message, email: String(form.get('email') ?? '') } },
        { status: 400 },
      );
    }
    if (isSpam(form))
      return data<ActionResult>(
        { forgot: { error: 'errors:formTooFast', email: parsed.data.email } },
        { status: 400 },
      );
    // The same answer whether or not the address has an account, or its mail could be sent.
    await requestPasswordReset(parsed.data.email, {
      origin: publicOrigin(request),
      domain: context.tenant.domain,
      lng: await getLanguage(request),
    });
    return redirectWithToast(`${tenantPath(context.tenant.domain, '/login')}`, {
      type: 'success',
      key: 'accounts:forgot.sent',
    });
  }

  if (form.get('intent') === 'agency-login') return agencyLogin(form, context);

  const parsed = loginSchema.safeParse(Object.fromEntries(form));
  const email = parsed.success ? parsed.data.email : '';
  const password = parsed.success ? parsed.data.password : '';
  if (isSpam(form)) return data<ActionResult>({ refused: true, email }, { status: 400 });
  if (!email || !password) return data<ActionResult>({ errorCode: 20002, email }, { status: 400 });
  const result = await loginWithEmail(email, password, { ip: context.clientIp });
  if (!result.ok && 'retryAfterSec' in result)
    return data<ActionResult>(
      { limited: true, email },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSec) } },
    );
  if (!result.ok) return data<ActionResult>({ errorCode: result.code, email }, { status: 401 });

  const headers = new Headers();
  for (const cookie of await startSession(result.user)) headers.append('Set-Cookie', cookie);
  if (isLanguage(result.user.language))
    headers.append('Set-Cookie', await languageCookie.serialize(result.user.language));
  // Under an institution's path the sign-in also claims its seat (the domain coupon, spec §4).
  const joined = await joinAgencyOnLogin(result.user, context.tenant.domain);
  return redirectWithToast(
    safeRedirectPath(parsed.success ? parsed.data.redirectTo : undefined, home),
    joinToast(joined),
    headers,
  );
}

/** The institution tab (spec: agencyLoginId + password, role ORGANIZATION): staff land on their own domain. */
async function agencyLogin(form: FormData, context: ActionFunctionArgs['context']) {
  const parsed = agencyLoginSchema.safeParse(Object.fromEntries(form));
  const loginId = parsed.success ? parsed.data.agencyLoginId : '';
  const password = parsed.success ? parsed.data.password : '';
  const fail = (status: number, extra: Partial<ActionResult>) =>
    data<ActionResult>({ agency: true, agencyLoginId: loginId, ...extra }, { status });
  if (isSpam(form)) return fail(400, { refused: true });
  if (!loginId || !password) return fail(400, { errorCode: 20002 });
  const result = await loginWithAgencyId(loginId, password, { ip: context.clientIp });
  if (!result.ok && 'retryAfterSec' in result)
    return data<ActionResult>(
      { agency: true, agencyLoginId: loginId, limited: true },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSec) } },
    );
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

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const { providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const domain = useDomain();
  const location = useLocation();
  const [clientError, setClientError] = useState<number | null>(null);
  // The institution tab: chosen by `?userType=AGENCY` or navigation state (spec §2), or by its own answer.
  const stateType = (location.state as { userType?: string } | null)?.userType;
  const tab =
    result?.agency ||
    params.get('userType') === 'AGENCY' ||
    (stateType === 'AGENCY' && !params.has('userType'))
      ? 'AGENCY'
      : 'USER';
  const personal = result?.agency ? undefined : result;
  const errorCode = clientError ?? personal?.errorCode;
  const limited = !clientError && Boolean(personal?.limited);
  const forgotOpen = params.get('forgot') === '1' || Boolean(result?.forgot) || errorCode === 20010;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    if (!String(form.get('email') ?? '').trim() || !String(form.get('password') ?? '')) {
      event.preventDefault();
      setClientError(20002);
    } else {
      setClientError(null);
    }
  };

  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      <div
        role="tablist"
        aria-label={t('login.tabs')}
        className="mt-6 grid grid-cols-2 border-b border-gray-200"
      >
        {(['USER', 'AGENCY'] as const).map((type) => (
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
        <AgencyLoginForm answer={result?.agency ? result : undefined} />
      ) : (
        <div id="login-panel-personal" role="tabpanel" aria-labelledby="login-tab-personal">
          <Form method="post" className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
            <HoneypotField />
            <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
            {limited ? (
              <Alert testId="login-error">
                <p>{t('errors:status.429.message')}</p>
              </Alert>
            ) : null}
            {!clientError && personal?.refused ? (
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
                defaultValue={result?.email}
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

          <details id="forgot" open={forgotOpen} className="mt-4 rounded-lg border border-gray-200 p-4">
            <summary className="text-sm font-medium text-primary-700">{t('forgot.open')}</summary>
            <Form method="post" className="mt-3 space-y-3" noValidate>
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
                defaultValue={result?.forgot?.email}
                className="block w-full rounded-lg border border-gray-300 px-3 py-2.5"
              />
              {result?.forgot?.error ? (
                <p className="text-sm text-red-600">
                  {t(
                    result.forgot.error.includes(':') ? result.forgot.error : `common:${result.forgot.error}`,
                  )}
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
            <p className="mt-4 text-gray-500">{t('login.support', { email: COMPANY.email })}</p>
          </div>
        </div>
      )}
    </div>
  );
}
