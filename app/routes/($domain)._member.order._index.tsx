import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { tenantPath } from '~/lib/root-data';

/** /order without an order number: the member's orders (their ticket history); visitors log in first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  return redirect(tenantPath(context.tenant.domain, '/account/me/ticket'));
}
