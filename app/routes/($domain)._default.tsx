import { layoutRoute, DefaultChrome } from '~/features/layout/Chrome';

const route = layoutRoute(DefaultChrome);
export default route.Layout;
export const ErrorBoundary = route.ErrorBoundary;
