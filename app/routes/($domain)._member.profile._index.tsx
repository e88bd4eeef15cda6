import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { tenantPath } from '~/lib/root-data';

/** The profile area opens on the group tab. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(tenantPath(context.tenant.domain, '/profile/group'));
}
