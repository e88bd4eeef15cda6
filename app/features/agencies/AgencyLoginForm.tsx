import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { useOperator } from '~/lib/operator';
import { HoneypotField } from '~/lib/honeypot';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { PasswordInput } from '~/ui/PasswordInput';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';

type Answer = {
  /** conform's reply to this form: the login id typed, a blank field (20002). */
  result: SubmissionResult<string[]>;
  errorCode?: number;
  limited?: boolean;
  refused?: boolean;
  suspended?: boolean;
};

const loadValidation = () => import('./validation').then((m) => m.validateAgencyLogin);

/**
 * The login page's institution tab: ID and password (agencyLoginSchema, checked here once the page is
 * interactive and again by the action), links to sign up, find ID and forgot password.
 */
export function AgencyLoginForm({
  answer,
}: {
  answer?: Answer;
}) {
  const { t } = useTranslation('accounts');
  const operator = useOperator();
  const domain = useDomain();
  const form = useCheckedForm(answer?.result, loadValidation, { id: 'agency-login' });
  // A blank field is the only problem the form itself finds; it reads as a failed sign-in (spec §5).
  const blank = Object.keys(form.errors).length > 0;
  const message = blank
    ? t('login.agencyFailed')
    : answer?.limited
      ? t('errors:status.429.message')
      : answer?.refused
        ? t('errors:formTooFast')
        : answer?.suspended
          ? t('login.suspended', { email: operator?.email ?? '' })
          : answer?.errorCode
            ? answer.errorCode === 20011
              ? t('errors:code.20011')
              : t('login.agencyFailed')
            : null;
  return (
    <div id="login-panel-agency" role="tabpanel" aria-labelledby="login-tab-agency">
      <Form method="post" {...form.props} className="mt-6 space-y-4" noValidate>
        <HoneypotField />
        {message ? (
          <Alert testId="login-error">
            <p>{message}</p>
          </Alert>
        ) : null}
        <div>
          <label htmlFor="agency-login-id" className="block text-sm font-medium">
            {t('login.agencyLoginId')}
          </label>
          <input
            id="agency-login-id"
            name="agencyLoginId"
            autoComplete="username"
            autoCapitalize="none"
            maxLength={20}
            defaultValue={form.typed('agencyLoginId')}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
          />
        </div>
        <div>
          <label htmlFor="agency-login-password" className="block text-sm font-medium">
            {t('fields.password')}
          </label>
          <PasswordInput id="agency-login-password" />
        </div>
        <SubmitButton intent="agency-login">{t('login.agencySubmit')}</SubmitButton>
      </Form>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-gray-200 pt-6 text-sm">
        <li>
          <Link
            to={tenantPath(domain, '/sign-up/agency-biznumber')}
            className="inline-block py-1 text-primary-700"
          >
            {t('login.agencySignUp')}
          </Link>
        </li>
        <li>
          <Link to={tenantPath(domain, '/agency/find/id')} className="inline-block py-1 text-primary-700">
            {t('login.findId')}
          </Link>
        </li>
        <li>
          <Link
            to={tenantPath(domain, '/agency/find/password')}
            className="inline-block py-1 text-primary-700"
          >
            {t('login.findPassword')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
