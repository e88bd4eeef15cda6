import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { requireVisitor } from '~/features/accounts/guards.server';
import { checkBizNo, signUpTicket } from '~/features/agencies/signup.server';
import { readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { tenantPath, useDomain } from '~/lib/root-data';
import { SubmitButton } from '~/ui/SubmitButton';

export const handle = { i18n: ['agencies', 'accounts'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const t = await getFixedT(request, 'agencies');
  return { title: t('biznumber.title') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

/** Step 1: a verified business number goes on to step 2 in a signed cookie; a taken one is said in red. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const form = await readFormData(request);
  const { bizNo, problem } = await checkBizNo(form.get('bizNo'));
  if (problem) return data({ problem, bizNo }, { status: 400 });
  return redirect(tenantPath(context.tenant.domain, '/sign-up/agency'), {
    headers: { 'Set-Cookie': await signUpTicket().serialize(bizNo) },
  });
}

export default function AgencyBizNumberPage() {
  const { t } = useTranslation('agencies');
  const answer = useActionData<typeof action>();
  const domain = useDomain();
  return (
    <div className="container-page max-w-md py-10">
      <h1 className="text-2xl font-bold">{t('biznumber.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('biznumber.lead')}</p>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <div>
          <label htmlFor="biz-no" className="block text-sm font-medium">
            {t('fields.bizNo')}
          </label>
          <input
            id="biz-no"
            name="bizNo"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={answer?.bizNo}
            aria-invalid={answer?.problem ? true : undefined}
            aria-describedby={answer?.problem ? 'biz-no-error' : undefined}
            onInput={(e) => {
              e.currentTarget.value = e.currentTarget.value.replace(/\D/g, '').slice(0, 10);
            }}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
          />
          {answer?.problem ? (
            <p
              id="biz-no-error"
              role="alert"
              className="mt-1 text-sm text-red-600"
              data-testid="biz-no-error"
            >
              {t(`biznumber.errors.${answer.problem}`)}
            </p>
          ) : null}
        </div>
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
