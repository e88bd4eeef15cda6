import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { DefaultChrome, layoutRoute } from '~/features/layout/Chrome';

/** Login-required layout: anonymous visitors go to login and come back (each child checks too). */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  return null;
}

const route = layoutRoute(DefaultChrome);
export default route.Layout;
export const ErrorBoundary = route.ErrorBoundary;
