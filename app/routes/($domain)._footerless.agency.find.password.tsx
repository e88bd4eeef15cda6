import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { publicOrigin, requireVisitor } from '~/features/accounts/guards.server';
import { bizNoDigits } from '~/features/agencies/bizno';
import { requestAgencyPasswordReset } from '~/features/agencies/find.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';
import { findProblem } from '~/features/agencies/find-problem';
import { findPasswordSchema } from '~/features/agencies/find-schemas';
import { useLazyValidation } from '~/ui/useLazyValidation';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('find.passwordTitle'), constraint: getZodConstraint(findPasswordSchema) };
}

export const meta = titleMeta;

/**
 * Find password (spec §5): business number (digits only) and the sign-up e-mail, both required, the
 * e-mail's format checked; then the same answer whether or not they matched a staff account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const submission = parseSubmission(await readFormData(request), { schema: findPasswordSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  await requestAgencyPasswordReset(submission.value.bizNo, submission.value.email, {
    origin: publicOrigin(request),
    domain: context.tenant.domain,
    lng: await getLanguage(request),
  });
  return redirectWithToast(`${tenantPath(context.tenant.domain, '/login')}?userType=AGENCY`, {
    type: 'success',
    key: 'agencies:find.sent',
  });
}

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateFindPassword);

export default function FindAgencyPasswordPage() {
  const { t } = useTranslation('agencies');
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ lastResult, constraint, onValidate: useLazyValidation(loadValidation) });
  const problem = findProblem(form.allErrors);
  const typed = (name: 'bizNo' | 'email') => {
    const value = fields[name].initialValue;
    return typeof value === 'string' ? value : undefined;
  };
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('find.passwordTitle')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('find.passwordLead')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4" noValidate>
        <BizNoInput
          key={fields.bizNo.key}
          id="reset-biz-no"
          label={t('fields.bizNo')}
          defaultValue={typed('bizNo') === undefined ? undefined : bizNoDigits(typed('bizNo')!)}
        />
        <div>
          <label htmlFor="reset-email" className="block text-sm font-medium">
            {t('fields.email')}
          </label>
          <input
            id="reset-email"
            name="email"
            type="email"
            maxLength={254}
            key={fields.email.key}
            defaultValue={typed('email')}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
          />
        </div>
        {problem ? (
          <Alert testId="find-error">
            <p>{t(problem)}</p>
          </Alert>
        ) : null}
        <SubmitButton>{t('find.passwordSubmit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={`${tenantPath(domain, '/login')}?userType=AGENCY`} className="text-primary-700">
          {t('find.toLogin')}
        </Link>
      </p>
    </div>
  );
}
