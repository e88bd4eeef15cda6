import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requireVisitor } from '~/features/accounts/guards.server';
import { formatBizNo } from '~/features/agencies/bizno';
import { handleAgencySignUp, requireVerifiedBizNo } from '~/features/agencies/signup-action.server';
import { AgencySignUpForm } from '~/features/agencies/ui/AgencySignUpForm';
import { readFormData } from '~/lib/form.server';
import { keepRetryAfter } from '~/lib/rate-limit.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';

export const handle = { i18n: ['agencies', 'accounts'] };

/** A 429 from the action keeps its Retry-After on the page that comes back without JavaScript. */
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireVisitor(context);
  const bizNo = await requireVerifiedBizNo(request, context.tenant.domain);
  const t = await getFixedT(request, 'agencies');
  return {
    title: t('signup.title'),
    bizNo: formatBizNo(bizNo),
  };
}

export const meta = titleMeta;

/** The duplicate checks (domain, login id) and the sign-up (the business number step 1 verified). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireVisitor(context);
  const bizNo = await requireVerifiedBizNo(request, context.tenant.domain);
  return handleAgencySignUp(await readFormData(request), {
    bizNo,
    clientIp: context.clientIp,
    domain: context.tenant.domain,
  });
}

export default function AgencySignUpPage() {
  const { bizNo } = useLoaderData<typeof loader>();
  return <AgencySignUpForm bizNo={bizNo} answer={useActionData<typeof action>()} />;
}
