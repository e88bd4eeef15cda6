import { getZodConstraint } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { useTranslation } from '~/lib/i18n-react';
import { requirePasswordAccount } from '~/features/accounts/guards.server';
import { confirmCurrentPassword } from '~/features/accounts/password-flows.server';
import { currentPasswordSchema } from '~/features/accounts/schemas';
import { consume, createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { tenantPath } from '~/lib/root-data';
import { TextField } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

/** Password change is only for accounts that have a password of ours. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requirePasswordAccount(request, context);
  const t = await getFixedT(request, 'accounts');
  return { title: t('change.title'), constraint: getZodConstraint(currentPasswordSchema) };
}

export const meta = titleMeta;

const loadValidation = () => import('~/features/accounts/validation').then((m) => m.validateCurrentPassword);

let limiter: RateLimiter | undefined;

/** Step 1: the current password; on success, step 2 with a short-lived key. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requirePasswordAccount(request, context);
  const submission = parseSubmission(await readFormData(request), { schema: currentPasswordSchema });
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  limiter ??= createRateLimiter({ name: 'password-confirm', points: 10, durationSec: 15 * 60 });
  if ((await consume(limiter, String(viewer.id))) !== null) {
    return data(
      submission.reply({ fieldErrors: { password: ['errors:code.20011'] }, hideFields: ['password'] }),
      { status: 429 },
    );
  }
  const key = await confirmCurrentPassword(viewer.id, submission.value.password);
  if (!key)
    return data(
      submission.reply({
        fieldErrors: { password: ['validation.currentPasswordWrong'] },
        hideFields: ['password'],
      }),
      { status: 400 },
    );
  return redirect(
    `${tenantPath(context.tenant.domain, '/account/me/edit/password')}?key=${encodeURIComponent(key)}`,
  );
}

export default function PasswordConfirmPage() {
  const lastResult = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const form = useCheckedForm(lastResult, loadValidation, { constraint, noValidate: true });
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('change.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('change.step1')}</p>
      <Form method="post" {...form.props} className="mt-6 space-y-4">
        <TextField
          field={form.field('password')}
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton>{t('change.next')}</SubmitButton>
      </Form>
    </div>
  );
}
