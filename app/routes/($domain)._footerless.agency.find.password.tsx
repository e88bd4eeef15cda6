import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { EMAIL_PATTERN } from '~/features/accounts/constants';
import { publicOrigin, requireVisitor } from '~/features/accounts/guards.server';
import { bizNoDigits } from '~/features/agencies/bizno';
import { requestAgencyPasswordReset } from '~/features/agencies/find.server';
import { readFormData } from '~/lib/form.server';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { Alert } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';

export const handle = { i18n: ['agencies'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('find.passwordTitle') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

/**
 * Find password (spec §5): business number (digits only) and the sign-up e-mail, both required, the
 * e-mail's format checked; then the same answer whether or not they matched a staff account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const bizNo = bizNoDigits(String(form.get('bizNo') ?? ''));
  const email = String(form.get('email') ?? '')
    .trim()
    .slice(0, 260);
  const error = !bizNo
    ? 'find.bizNoRequired'
    : !email
      ? 'find.emailRequired'
      : !EMAIL_PATTERN.test(email) || email.length > 254
        ? 'find.emailInvalid'
        : null;
  if (error) return data({ bizNo, email, error }, { status: 400 });
  await requestAgencyPasswordReset(bizNo, email, {
    origin: publicOrigin(request),
    domain: context.tenant.domain,
    lng: await getLanguage(request),
  });
  return redirectWithToast(`${tenantPath(context.tenant.domain, '/login')}?userType=AGENCY`, {
    type: 'success',
    key: 'agencies:find.sent',
  });
}

export default function FindAgencyPasswordPage() {
  const { t } = useTranslation('agencies');
  const answer = useActionData<typeof action>();
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('find.passwordTitle')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('find.passwordLead')}</p>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <BizNoInput id="reset-biz-no" label={t('fields.bizNo')} defaultValue={answer?.bizNo} />
        <div>
          <label htmlFor="reset-email" className="block text-sm font-medium">
            {t('fields.email')}
          </label>
          <input
            id="reset-email"
            name="email"
            type="email"
            maxLength={254}
            defaultValue={answer?.email}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
          />
        </div>
        {answer?.error ? (
          <Alert testId="find-error">
            <p>{t(answer.error)}</p>
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
