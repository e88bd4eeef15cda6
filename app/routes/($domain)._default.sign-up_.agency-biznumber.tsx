import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { checkBizNo, signUpTicket } from '~/features/agencies/signup.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { keepRetryAfter } from '~/lib/rate-limit.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';
import { BizNoInput } from '~/features/agencies/BizNoInput';
import { bizNoDigits } from '~/features/agencies/bizno';
import { bizNoSchema } from '~/features/agencies/signup-schemas';
import { useCheckedForm } from '~/ui/useCheckedForm';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies', 'accounts'] };

/** A 429 from the action keeps its Retry-After on the page that comes back without JavaScript. */
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('biznumber.title') };
}

export const meta = titleMeta;

/**
 * Step 1: a verified business number goes on to step 2 in a signed cookie; a taken one is said in red.
 * Look-ups are limited per address (429 with the too-many-requests message, the page back as it was).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const submission = parseSubmission(await readFormData(request), { schema: bizNoSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const { bizNo } = submission.value;
  const { problem, retryAfterSec } = await checkBizNo(bizNo, { ip: context.clientIp });
  if (problem === 'limited')
    return data(submission.reply({ fieldErrors: { bizNo: ['errors:status.429.message'] } }), {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSec) },
    });
  if (problem)
    return data(submission.reply({ fieldErrors: { bizNo: [`biznumber.errors.${problem}`] } }), {
      status: 400,
    });
  return redirect(tenantPath(context.tenant.domain, '/sign-up/agency'), {
    headers: { 'Set-Cookie': await signUpTicket().serialize(bizNo) },
  });
}

const loadValidation = () => import('~/features/agencies/validation').then((m) => m.validateBizNo);

export default function AgencyBizNumberPage() {
  const { t } = useTranslation('agencies');
  const form = useCheckedForm(useActionData<typeof action>(), loadValidation);
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('biznumber.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('biznumber.lead')}</p>
      {/* noValidate: the business number's own messages (in red under it) are the spec's, not the browser's. */}
      <Form method="post" {...form.props} noValidate className="mt-6 space-y-4">
        <BizNoInput
          id="biz-no"
          label={t('fields.bizNo')}
          defaultValue={bizNoDigits(form.typed('bizNo'))}
          error={form.errors.bizNo ? t(form.errors.bizNo[0]) : null}
        />
        <SubmitButton>{t('biznumber.next')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={`${tenantPath(domain, '/login')}?userType=AGENCY`} className="text-primary-700">
          {t('accounts:login.title')}
        </Link>
      </p>
    </div>
  );
}
