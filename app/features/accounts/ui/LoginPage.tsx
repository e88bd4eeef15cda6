import { Form, Link, useLocation, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { HoneypotField } from '~/lib/honeypot';
import { useTranslation } from '~/lib/i18n-react';
import { useOperator } from '~/lib/operator';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { Dialog } from '~/ui/Dialog';
import { PasswordInput } from '~/ui/PasswordInput';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { USER_ROLES } from '../constants';
import { SocialLoginButtons } from './SocialLoginButtons';
import type { LoginAnswer } from '../login-action.server';

const loadLogin = () => import('../validation').then((m) => m.validateLogin);
const loadForgot = () => import('../validation').then((m) => m.validateForgotPassword);

/**
 * The login page: the personal tab (e-mail and password, the forgot-password box, social logins) and the
 * institution tab, whose form comes from the agencies feature through the route.
 */
export function LoginPage({
  providers,
  result,
  agencyForm,
}: {
  providers: string[];
  result: LoginAnswer | undefined;
  agencyForm: (answer: LoginAnswer | undefined) => ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const operator = useOperator();
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
        agencyForm(result?.form === 'agency' ? result : undefined)
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

          <SocialLoginButtons providers={providers} redirectTo={params.get('redirectTo') ?? ''} />

          <div className="mt-6 border-t border-gray-200 pt-6 text-center text-sm">
            <Link to={tenantPath(domain, '/signup-intro')} className="btn-secondary w-full">
              {t('login.emailSignUp')}
            </Link>
            {/* The spec's advert for phone-number login; not offered yet (ADR 0037): its page says so. */}
            <Link
              to={tenantPath(domain, '/login/phone')}
              className="mt-3 inline-block font-semibold text-primary-700 underline"
              data-testid="phone-login-advert"
            >
              {t('login.phoneAdvert')}
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
