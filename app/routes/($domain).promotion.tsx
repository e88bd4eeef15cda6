import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { hidePromotion, promotionFormSchema } from '~/features/home/promotion.server';
import { now } from '~/lib/clock.server';
import { parseSubmission, readFormData } from '~/lib/form.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const home = `/${context.tenant.domain}`;
  const submission = parseSubmission(await readFormData(request), { schema: promotionFormSchema });
  // Only a forged post names no button of the banner: nothing changes.
  if (submission.status !== 'success') return redirect(home);
  const { intent, redirectTo: back = home } = submission.value;
  return redirect(back, { headers: { 'Set-Cookie': await hidePromotion(intent, now()) } });
}

export const loader = ({ context }: ActionFunctionArgs) => redirect(`/${context.tenant.domain}`);
