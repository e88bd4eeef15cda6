import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { clearFirstLogin } from '~/features/accounts/account.server';
import { refreshAccessCookie } from '~/features/accounts/session.server';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath } from '~/lib/root-data';
import { readFormData } from '~/lib/form.server';

/** The welcome-gift modal's two buttons: either clears the first-login flag; one goes to the coupons. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const form = await readFormData(request);
  const user = await clearFirstLogin(viewer.id);
  const target =
    form.get('intent') === 'coupons'
      ? tenantPath(context.tenant.domain, '/account/me/coupon')
      : safeRedirectPath(form.get('redirectTo'), tenantPath(context.tenant.domain));
  return redirect(
    target,
    user ? { headers: { 'Set-Cookie': await refreshAccessCookie(request, user) } } : undefined,
  );
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(tenantPath(context.tenant.domain));
