import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { applicationDownload } from '~/features/applications/export.server';

/**
 * The member's application as a Word document (.docx), to edit in Word or Hangul or paste from: outside
 * the member layout, so the session is checked here (a visitor goes to login and comes back); another
 * member's id or a bad one answers 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  return applicationDownload(viewer.id, params.id, 'docx', request);
}
