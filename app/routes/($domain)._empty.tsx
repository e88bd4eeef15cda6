import { layoutRoute, EmptyChrome } from '~/features/layout/Chrome';

const route = layoutRoute(EmptyChrome);
export default route.Layout;
export const ErrorBoundary = route.ErrorBoundary;
