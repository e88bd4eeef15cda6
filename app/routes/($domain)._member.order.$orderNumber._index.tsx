import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { tenantPath } from '~/lib/root-data';
import { isStaff } from '~/lib/viewer';

/** /order/{orderNumber}: the order page of the viewer's kind. */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const kind = isStaff(viewer) ? 'agency' : 'user';
  return redirect(
    tenantPath(context.tenant.domain, `/order/${encodeURIComponent(params.orderNumber ?? '')}/${kind}`),
  );
}
