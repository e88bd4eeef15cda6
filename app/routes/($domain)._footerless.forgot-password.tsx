import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { isResetKeyValid, resetPassword } from '~/features/accounts/password-flows.server';
import { NewPasswordForm } from '~/features/accounts/NewPasswordForm';
import { newPasswordSchema } from '~/features/accounts/schemas';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

async function toLogin(domain: string, type: 'success' | 'error', key: string) {
  return redirectWithToast(tenantPath(domain, '/login'), { type, key });
}

/** The reset page from the mailed link. An unknown, used or expired key: toast, then login. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  if (!key || key.length > 200 || !(await isResetKeyValid(key)))
    throw await toLogin(context.tenant.domain, 'error', 'accounts:reset.invalid');
  const t = await getFixedT(request, 'accounts');
  return { title: t('reset.title'), key, constraint: getZodConstraint(newPasswordSchema) };
}

export const meta = titleMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseSubmission(await readFormData(request), { schema: newPasswordSchema });
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: ['password', 'passwordConfirm'] }), { status: 400 });
  const ok = await resetPassword(submission.value.key, submission.value.password);
  // No automatic sign-in after a reset: the user signs in with the new password.
  return toLogin(
    context.tenant.domain,
    ok ? 'success' : 'error',
    ok ? 'accounts:reset.done' : 'accounts:reset.invalid',
  );
}

export default function ResetPasswordPage() {
  const { key, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <NewPasswordForm
        passKey={key}
        lastResult={lastResult}
        submitLabel={t('reset.submit')}
        constraint={constraint}
      />
    </div>
  );
}
