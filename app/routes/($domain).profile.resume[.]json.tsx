import { type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { exportJsonResume } from '~/features/profiles/file-import/export.server';
import { httpError } from '~/lib/http.server';
import { parseRowId } from '~/lib/ids';

/** One of the member's resumes as a JSON Resume download (`?id=<resume>`); another's is not found. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = requireViewer(request, context);
  const id = parseRowId(new URL(request.url).searchParams.get('id'));
  const json = await exportJsonResume(viewer.id, id);
  if (json === null) throw httpError(404);
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="resume.json"',
      'Cache-Control': 'private, no-store',
    },
  });
}
