import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { prepSheetDownload } from '~/features/interview/prep-sheet.server';

/**
 * The application's interview prep sheet as a Word document (.docx): outside the
 * member layout, so the session is checked here; another member's id or a bad one answers 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  return prepSheetDownload(viewer.id, params.id, 'docx', request);
}
