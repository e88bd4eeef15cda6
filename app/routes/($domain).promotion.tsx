import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { hidePromotion, promotionFormSchema } from '~/features/home/promotion.server';
import { now } from '~/lib/clock.server';
import { safeRedirectPath } from '~/lib/redirect';
import { parseSubmission, readFormData } from '~/lib/form.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectPath(form.get('redirectTo'), `/${context.tenant.domain}`);
  const submission = parseSubmission(form, { schema: promotionFormSchema });
  if (submission.status !== 'success') return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': await hidePromotion(submission.value.intent, now()) } });
}

export const loader = ({ context }: ActionFunctionArgs) => redirect(`/${context.tenant.domain}`);
