import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { clearSessionCookies } from '~/features/accounts/session.server';
import { tenantPath } from '~/lib/root-data';

/** The session-expired dialog's button: clear the cookies and go to login. */
export async function action({ context }: ActionFunctionArgs) {
  const headers = new Headers();
  for (const cookie of await clearSessionCookies()) headers.append('Set-Cookie', cookie);
  return redirect(tenantPath(context.tenant.domain, '/login'), { headers });
}

export const loader = ({ context }: LoaderFunctionArgs) =>
  redirect(tenantPath(context.tenant.domain, '/login'));
