import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { publicOrigin, requireVisitor } from '~/features/accounts/guards.server';
import {
  birthYearRange,
  emailAuthRefSchema,
  emailAuthSchema,
  signUpSchema,
  type EmailAuthState,
} from '~/features/accounts/schemas';
import {
  completeEmailVerification,
  EmailNotVerifiedError,
  emailVerificationState,
  sendEmailVerification,
  signUp,
} from '~/features/accounts/signup.server';
import { MailLimitedError } from '~/features/accounts/mail.server';
import { fieldsForLeaving, SignUpProblem } from '~/features/accounts/ui/SignUpProblem';
import { TermsFieldset, withAllTerms } from '~/features/accounts/TermsFieldset';
import { now } from '~/lib/clock.server';
import { AppError } from '~/lib/errors';
import { HoneypotField } from '~/lib/honeypot';
import { isSpam } from '~/lib/honeypot.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Alert';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { parseOrThrow, parseSubmission, readFormData } from '~/lib/form.server';
import { isUuid } from '~/lib/ids';
import { AccountFields } from '~/features/accounts/AccountFields';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'accounts');
  return {
    title: t('signUp.title'),
    years: birthYearRange(now()),
    constraint: getZodConstraint(signUpSchema(now())),
  };
}

export const meta = titleMeta;

const HIDDEN = ['password', 'passwordConfirm'];

export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const formData = withAllTerms(await readFormData(request));
  const intent = formData.get('intent');
  const lng = await getLanguage(request);
  const domain = context.tenant.domain;
  const { authId: formAuthId, email: formEmail } = parseOrThrow(formData, emailAuthRefSchema);
  // Where the form's verification really stands (the posted state is only the page's copy of it).
  const storedAuth = () => emailVerificationState(formAuthId, formEmail);
  // Every answer carries the verification id and state back, so the page keeps them with or without
  // JavaScript: a pending verification survives any failed submission.
  const answer = (
    result: SubmissionResult<string[]>,
    state: EmailAuthState,
    notice: { key: string; tone: 'success' | 'error' } | null,
    status = 200,
    authId = state === 'none' ? '' : formAuthId,
  ) => data({ result, authState: state, authId, notice }, { status });
  const refused = { key: 'errors:formTooFast', tone: 'error' } as const;

  if (intent === 'send-auth') {
    const submission = parseSubmission(formData, { schema: emailAuthSchema });
    if (submission.status !== 'success')
      return answer(submission.reply({ hideFields: HIDDEN }), 'none', null, 400);
    if (isSpam(formData))
      return answer(submission.reply({ hideFields: HIDDEN }), await storedAuth(), refused, 400);
    try {
      const { authId, delivery } = await sendEmailVerification(submission.value.email, {
        origin: publicOrigin(request),
        domain,
        lng,
      });
      // Not sent at once: the outbox job keeps trying, and the link in it will work when it arrives.
      const notice =
        delivery === 'sent'
          ? ({ key: 'accounts:signUp.authSent', tone: 'success' } as const)
          : ({ key: 'accounts:signUp.authSendFailed', tone: 'error' } as const);
      return answer(submission.reply({ hideFields: HIDDEN }), 'sent', notice, 200, authId);
    } catch (error) {
      if (error instanceof MailLimitedError)
        return answer(
          submission.reply({ fieldErrors: { email: ['validation.emailAuthTooMany'] }, hideFields: HIDDEN }),
          await storedAuth(),
          null,
          429,
        );
      if (error instanceof AppError)
        return answer(
          submission.reply({ fieldErrors: { email: [`errors:code.${error.code}`] }, hideFields: HIDDEN }),
          'none',
          null,
          409,
        );
      throw error;
    }
  }

  if (intent === 'complete-auth') {
    const ok = isUuid(formAuthId) && (await completeEmailVerification(formAuthId, formEmail)) === 'completed';
    const reply = parseSubmission(formData, { schema: emailAuthSchema });
    if (!ok) {
      const state = await storedAuth();
      const key = state === 'sent' ? 'validation.emailAuthNotVerified' : 'validation.emailAuthSendFirst';
      return answer(reply.reply({ fieldErrors: { authId: [key] }, hideFields: HIDDEN }), state, null, 400);
    }
    return answer(reply.reply({ hideFields: HIDDEN }), 'completed', {
      key: 'accounts:signUp.authCompleted',
      tone: 'success',
    });
  }

  // E-mail authentication is checked first, always, from the database.
  const emailAuth = await storedAuth();
  const submission = parseSubmission(formData, { schema: signUpSchema(now(), { emailAuth }) });
  if (submission.status !== 'success')
    return answer(submission.reply({ hideFields: HIDDEN }), emailAuth, null, 400);
  if (isSpam(formData)) return answer(submission.reply({ hideFields: HIDDEN }), emailAuth, refused, 400);
  try {
    await signUp(submission.value, { domain, lng });
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      const state = await storedAuth();
      return answer(
        submission.reply({ fieldErrors: { authId: ['validation.emailAuthRequired'] }, hideFields: HIDDEN }),
        state,
        null,
        400,
      );
    }
    if (error instanceof AppError)
      return answer(
        submission.reply({ fieldErrors: { email: [`errors:code.${error.code}`] }, hideFields: HIDDEN }),
        emailAuth,
        null,
        409,
      );
    throw error;
  }
  return redirectWithToast(tenantPath(domain, '/login'), { type: 'success', key: 'accounts:signUp.welcome' });
}

const loadValidation = () => import('~/features/accounts/validation').then((m) => m.validateSignUp);

export default function SignUpPage() {
  const { t } = useTranslation('accounts');
  const { years, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const form = useCheckedForm(actionData?.result, loadValidation, {
    id: 'signup',
    constraint,
    validateOnBlur: true,
    noValidate: true,
  });
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
        {actionData?.notice ? (
          <Alert tone={actionData.notice.tone} testId="signup-notice">
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
