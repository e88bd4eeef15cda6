import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireViewer } from '~/features/accounts/guards.server';
import { changePassword } from '~/features/accounts/password-flows.server';
import { NewPasswordForm } from '~/features/accounts/NewPasswordForm';
import { newPasswordSchema } from '~/features/accounts/schemas';
import { startSession } from '~/features/accounts/session.server';
import { AppError } from '~/lib/errors';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['accounts'] };

async function backToMyPage(domain: string, type: 'success' | 'error', key: string, cookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirectWithToast(tenantPath(domain, '/account/me'), { type, key }, headers);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  const key = new URL(request.url).searchParams.get('key');
  if (!key) throw await backToMyPage(context.tenant.domain, 'error', 'errors:code.20005');
  const t = await getFixedT(request, 'accounts');
  return { title: t('change.title'), key, constraint: getZodConstraint(newPasswordSchema) };
}

export const meta = titleMeta;

/** Step 2: the new password. Every session ends; this browser gets a fresh one. A bad key is 20005. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const submission = parseSubmission(await readFormData(request), { schema: newPasswordSchema });
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: ['password', 'passwordConfirm'] }), { status: 400 });
  try {
    const user = await changePassword(viewer.id, submission.value.key, submission.value.password);
    return backToMyPage(context.tenant.domain, 'success', 'accounts:change.done', await startSession(user));
  } catch (error) {
    if (error instanceof AppError)
      return backToMyPage(context.tenant.domain, 'error', `errors:code.${error.code}`);
    throw error;
  }
}

export default function NewPasswordPage() {
  const { key, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('change.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('change.step2')}</p>
      <NewPasswordForm
        passKey={key}
        lastResult={lastResult}
        submitLabel={t('change.submit')}
        constraint={constraint}
      />
    </div>
  );
}
