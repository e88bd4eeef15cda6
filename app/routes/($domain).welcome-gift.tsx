import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { clearFirstLogin } from '~/features/accounts/account.server';
import { refreshAccessCookie } from '~/features/accounts/session.server';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath } from '~/lib/root-data';
import { welcomeGiftSchema } from '~/features/accounts/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';

/** The welcome-gift modal's two buttons: either clears the first-login flag; one goes to the coupons. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const submission = parseSubmission(await readFormData(request), { schema: welcomeGiftSchema });
  const choice = submission.status === 'success' ? submission.value : {};
  const user = await clearFirstLogin(viewer.id);
  const target =
    choice.intent === 'coupons'
      ? tenantPath(context.tenant.domain, '/account/me/coupon')
      : safeRedirectPath(choice.redirectTo, tenantPath(context.tenant.domain));
  return redirect(
    target,
    user ? { headers: { 'Set-Cookie': await refreshAccessCookie(request, user) } } : undefined,
  );
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(tenantPath(context.tenant.domain));
