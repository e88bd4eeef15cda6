import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { bizNoDigits, isValidBizNo } from '~/features/agencies/bizno';
import { findLimited, loginIdOf } from '~/features/agencies/find.server';
import { readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Field';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';

export const handle = { i18n: ['agencies'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('find.idTitle') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

/** Find ID (spec §2): business number (digits only) → the institution's login id. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const bizNo = bizNoDigits(String(form.get('bizNo') ?? ''));
  if (!bizNo) return data({ bizNo, error: 'find.bizNoRequired', loginId: null }, { status: 400 });
  const wait = await findLimited(context.clientIp);
  if (wait !== null)
    return data(
      { bizNo, error: 'errors:status.429.message', loginId: null },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  const loginId = isValidBizNo(bizNo) ? await loginIdOf(bizNo) : null;
  if (!loginId) return data({ bizNo, error: 'find.notRegistered', loginId: null }, { status: 404 });
  return { bizNo, error: null, loginId };
}

export default function FindAgencyIdPage() {
  const { t } = useTranslation('agencies');
  const answer = useActionData<typeof action>();
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('find.idTitle')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('find.idLead')}</p>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <BizNoInput id="find-biz-no" label={t('fields.bizNo')} defaultValue={answer?.bizNo} />
        {answer?.error ? (
          <Alert testId="find-error">
            <p>{t(answer.error)}</p>
          </Alert>
        ) : null}
        {answer?.loginId ? (
          <p role="status" className="rounded-lg bg-primary-50 p-4 text-sm" data-testid="found-login-id">
            {t('find.idResult', { loginId: answer.loginId })}
          </p>
        ) : null}
        <SubmitButton>{t('find.idSubmit')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={`${tenantPath(domain, '/login')}?userType=AGENCY`} className="text-primary-700">
          {t('find.toLogin')}
        </Link>
      </p>
    </div>
  );
}
