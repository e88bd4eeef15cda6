import { layoutRoute, FooterlessChrome } from '~/features/layout/Chrome';

const route = layoutRoute(FooterlessChrome);
export default route.Layout;
export const ErrorBoundary = route.ErrorBoundary;
