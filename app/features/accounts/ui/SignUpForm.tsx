import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { HoneypotField } from '~/lib/honeypot';
import { Alert } from '~/ui/Alert';
import { StatusRegion } from '~/ui/StatusRegion';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import type { CheckedForm } from '~/ui/useCheckedForm';
import { AccountFields } from '../AccountFields';
import type { EmailAuthState } from '../schemas';
import { TermsFieldset } from '../TermsFieldset';
import { fieldsForLeaving, SignUpProblem } from './SignUpProblem';

/** What the sign-up action answers: the form's reply, where e-mail verification stands, a notice. */
export type SignUpAnswer = {
  authState: EmailAuthState;
  authId: string;
  notice: { key: string; tone: 'success' | 'error' } | null;
};

/**
 * The personal sign-up form: e-mail with its verification (send, then confirm), password, the account's
 * fields and the terms. The first failure shows once at the top (SignUpProblem).
 */
export function SignUpForm({
  years,
  form,
  actionData,
}: {
  years: { min: number; max: number };
  form: CheckedForm;
  actionData: SignUpAnswer | undefined;
}) {
  const { t } = useTranslation('accounts');
  const authState = actionData?.authState ?? 'none';
  // A refused send shows its first failure once (SignUpProblem); a field's own message is only for leaving it.
  const field = fieldsForLeaving(form);
  const translate = (key: string) => (key.includes(':') ? t(key) : t(`common:${key}`));

  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-2xl font-bold">{t('signUp.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('signUp.subtitle')}</p>
      <Form method="post" {...form.props} className="mt-8 space-y-5">
        <HoneypotField />
        <input type="hidden" name="authState" value={authState} />
        <input type="hidden" name="authId" value={actionData?.authId ?? ''} />
        <SignUpProblem form={form} translate={translate} />
        {/* A sent or completed verification is news in a region kept on the page; a failed send, an alert. */}
        <StatusRegion testId="signup-status">
          {actionData?.notice?.tone === 'success' ? (
            <Alert tone="success" testId="signup-notice" announce={false}>
              {t(actionData.notice.key)}
            </Alert>
          ) : null}
        </StatusRegion>
        {actionData?.notice?.tone === 'error' ? (
          <Alert tone="error" testId="signup-notice">
            {t(actionData.notice.key)}
          </Alert>
        ) : null}

        <fieldset className="space-y-2">
          <TextField
            field={field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            readOnly={authState === 'completed'}
            trailing={
              authState === 'completed' ? (
                <span className="btn shrink-0 bg-emerald-50 text-emerald-700" data-testid="auth-completed">
                  {t('signUp.authDone')}
                </span>
              ) : (
                <SubmitButton intent="send-auth" className="btn-secondary shrink-0">
                  {authState === 'sent' ? t('signUp.resend') : t('signUp.authenticate')}
                </SubmitButton>
              )
            }
          />
          {authState === 'sent' ? (
            <div className="flex items-center justify-between gap-2 rounded-lg bg-primary-50 p-3 text-sm">
              <span>{t('signUp.authHelp')}</span>
              <SubmitButton intent="complete-auth" className="btn-primary shrink-0">
                {t('signUp.authComplete')}
              </SubmitButton>
            </div>
          ) : null}
        </fieldset>

        <TextField
          field={field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
        />
        <TextField
          field={field('passwordConfirm')}
          label={t('fields.passwordConfirm')}
          type="password"
          autoComplete="new-password"
        />
        <AccountFields field={field} years={years} />
        <TermsFieldset field={field} />
        <SubmitButton intent="join">{t('signUp.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
