import { layoutRoute, SurveyChrome } from '~/features/layout/Chrome';

const route = layoutRoute(SurveyChrome);
export default route.Layout;
export const ErrorBoundary = route.ErrorBoundary;
