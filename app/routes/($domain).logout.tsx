import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { endSession } from '~/features/accounts/session.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';

/** Logout is a POST: the refresh token's family is revoked, both cookies cleared, then the tenant home. */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie);
  return redirectWithToast(
    tenantPath(context.tenant.domain),
    { type: 'success', key: 'accounts:logout.done' },
    headers,
  );
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(tenantPath(context.tenant.domain));
