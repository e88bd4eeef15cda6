import { Form, Link } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { COMPANY } from '~/features/layout';
import { HoneypotField } from '~/lib/honeypot';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Field';
import { PasswordInput } from '~/ui/PasswordInput';
import { SubmitButton } from '~/ui/SubmitButton';

type Answer = {
  agencyLoginId?: string;
  errorCode?: number;
  limited?: boolean;
  refused?: boolean;
  suspended?: boolean;
};

/** The login page's institution tab: ID and password, links to sign up, find ID and forgot password. */
export function AgencyLoginForm({ answer }: { answer?: Answer }) {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  const [blank, setBlank] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const missing = !String(form.get('agencyLoginId') ?? '').trim() || !String(form.get('password') ?? '');
    if (missing) event.preventDefault();
    setBlank(missing);
  };
  const message = blank
    ? t('login.agencyFailed')
    : answer?.limited
      ? t('errors:status.429.message')
      : answer?.refused
        ? t('errors:formTooFast')
        : answer?.suspended
          ? t('login.suspended', { email: COMPANY.email })
          : answer?.errorCode
            ? answer.errorCode === 20011
              ? t('errors:code.20011')
              : t('login.agencyFailed')
            : null;
  return (
    <div id="login-panel-agency" role="tabpanel" aria-labelledby="login-tab-agency">
      <Form method="post" className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
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
            defaultValue={answer?.agencyLoginId}
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
