import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { bizNoDigits, isValidBizNo } from '~/features/agencies/bizno';
import { findLimited, loginIdOf } from '~/features/agencies/find.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { Alert } from '~/ui/Alert';
import { StatusRegion } from '~/ui/StatusRegion';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';
import { findProblem } from '~/features/agencies/find-problem';
import { findIdSchema } from '~/features/agencies/find-schemas';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies'], pageCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('find.idTitle') };
}

export const meta = titleMeta;

/** Find ID (spec §2): business number (digits only) → the institution's login id. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const submission = parseSubmission(await readFormData(request), { schema: findIdSchema });
  const answer = (
    status: number,
    problem: string | null,
    loginId: string | null = null,
    init?: ResponseInit,
  ) =>
    data(
      { result: submission.reply(problem ? { formErrors: [problem] } : undefined), loginId },
      { status, ...init },
    );
  if (submission.status !== 'success') return answer(400, null);
  const { bizNo } = submission.value;
  const wait = await findLimited(context.clientIp);
  if (wait !== null)
    return answer(429, 'errors:status.429.message', null, { headers: { 'Retry-After': String(wait) } });
  const loginId = isValidBizNo(bizNo) ? await loginIdOf(bizNo) : null;
  if (!loginId) return answer(404, 'find.notRegistered');
  return answer(200, null, loginId);
}

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateFindId);

export default function FindAgencyIdPage() {
  const { t } = useTranslation('agencies');
  const answer = useActionData<typeof action>();
  const form = useCheckedForm(answer?.result, loadValidation);
  const problem = findProblem(form.errors);
  const typed = form.typed('bizNo');
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('find.idTitle')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('find.idLead')}</p>
      <Form method="post" {...form.props} className="mt-6 space-y-4" noValidate>
        <BizNoInput id="find-biz-no" label={t('fields.bizNo')} defaultValue={bizNoDigits(typed)} />
        {problem ? (
          <Alert testId="find-error">
            <p>{t(problem)}</p>
          </Alert>
        ) : null}
        <StatusRegion>
          {answer?.loginId ? (
            <p className="rounded-lg bg-primary-50 p-4 text-sm" data-testid="found-login-id">
              {t('find.idResult', { loginId: answer.loginId })}
            </p>
          ) : null}
        </StatusRegion>
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
