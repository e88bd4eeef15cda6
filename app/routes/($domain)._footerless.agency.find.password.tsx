import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { publicOrigin, requireVisitor } from '~/features/accounts/guards.server';
import { bizNoDigits } from '~/features/agencies/bizno';
import { requestAgencyPasswordReset } from '~/features/agencies/find.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Alert';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';
import { findProblem } from '~/features/agencies/find-problem';
import { findPasswordSchema } from '~/features/agencies/find-schemas';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('find.passwordTitle') };
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
  const form = useCheckedForm(useActionData<typeof action>(), loadValidation);
  const problem = findProblem(form.errors);
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('find.passwordTitle')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('find.passwordLead')}</p>
      <Form method="post" {...form.props} className="mt-6 space-y-4" noValidate>
        <BizNoInput
          id="reset-biz-no"
          label={t('fields.bizNo')}
          defaultValue={bizNoDigits(form.typed('bizNo'))}
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
            defaultValue={form.typed('email')}
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
