import { getZodConstraint } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { birthYearRange, socialSignUpSchema } from '~/features/accounts/schemas';
import { startSession } from '~/features/accounts/session.server';
import {
  clearPendingSignUp,
  completeSocialSignUp,
  readPendingSignUp,
} from '~/features/accounts/social.server';
import { TermsFieldset, withAllTerms } from '~/features/accounts/TermsFieldset';
import { now } from '~/lib/clock.server';
import { AppError } from '~/lib/errors';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getLanguage, getFixedT } from '~/lib/i18n.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { AccountFields } from '~/features/accounts/AccountFields';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

async function pendingOrLogin(request: Request, domain: string) {
  const profile = await readPendingSignUp(request);
  if (!profile) throw redirect(tenantPath(domain, '/login'));
  return profile;
}

/** A first Kakao or Naver sign-in completes the sign-up here: the missing fields and the terms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const profile = await pendingOrLogin(request, context.tenant.domain);
  const t = await getFixedT(request, 'accounts');
  return {
    title: t('socialSignUp.title', { provider: t(`social.names.${profile.provider}`) }),
    provider: profile.provider,
    email: profile.email ?? '',
    years: birthYearRange(now()),
    constraint: getZodConstraint(socialSignUpSchema(now())),
    defaults: {
      name: profile.name ?? '',
      birthYear: profile.birthYear ? String(profile.birthYear) : '',
      ...Object.fromEntries(profile.agreedTerms.map((term) => [term, 'on'])),
    },
  };
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await pendingOrLogin(request, context.tenant.domain);
  const submission = parseSubmission(withAllTerms(await readFormData(request)), {
    schema: socialSignUpSchema(now()),
  });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), duplicate: false }, { status: 400 });
  try {
    const user = await completeSocialSignUp(profile, submission.value, {
      domain: context.tenant.domain,
      lng: await getLanguage(request),
    });
    const headers = new Headers();
    for (const cookie of await startSession(user)) headers.append('Set-Cookie', cookie);
    headers.append('Set-Cookie', await clearPendingSignUp());
    return redirectWithToast(
      tenantPath(context.tenant.domain),
      { type: 'success', key: 'accounts:signUp.welcomeSocial' },
      headers,
    );
  } catch (error) {
    if (error instanceof AppError)
      return data({ result: submission.reply(), duplicate: true }, { status: 409 });
    throw error;
  }
}

const loadValidation = () => import('~/features/accounts/validation').then((m) => m.validateSocialSignUp);

export default function SocialSignUpPage() {
  const { provider, email, years, defaults, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('accounts');
  const form = useCheckedForm(actionData?.result, loadValidation, {
    id: 'social-signup',
    defaultValue: defaults,
    constraint,
    validateOnBlur: true,
    noValidate: true,
  });
  return (
    <div className="container-page max-w-lg py-10">
      <h1 className="text-2xl font-bold">
        {t('socialSignUp.title', { provider: t(`social.names.${provider}`) })}
      </h1>
      <p className="mt-2 text-sm text-gray-600">{t('socialSignUp.subtitle')}</p>
      {email ? (
        <p className="mt-4 text-sm" data-testid="social-email">
          {t('fields.email')}: {email}
        </p>
      ) : null}
      {actionData?.duplicate ? (
        <div className="mt-4">
          <Alert testId="social-duplicate">{t('socialSignUp.duplicate')}</Alert>
        </div>
      ) : null}
      <Form method="post" {...form.props} className="mt-6 space-y-5">
        <AccountFields field={form.field} years={years} />
        <TermsFieldset
          field={form.field}
          error={form.errors.terms?.[0]}
          errorId={form.field('terms').errorId}
        />
        <SubmitButton>{t('signUp.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
