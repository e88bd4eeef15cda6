import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { importResume } from '~/features/profiles/import.server';
import { groupScreen } from '~/features/profiles/import-paths';
import { tenantPath } from '~/lib/root-data';

/** Nothing to show here: the upload card lives on the group screen. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(tenantPath(context.tenant.domain, '/profile/group'));
}

/**
 * Upload a resume (PDF, .docx, .hwpx, JSON Resume): success opens the draft in the editor; a refusal goes back to the group screen,
 * in the upload's group (the card posts it in the address too, for a body that is never read), where
 * the upload card says why (`?import=<reason>`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const outcome = await importResume(viewer.id, request);
  const domain = context.tenant.domain;
  if (outcome.ok) return redirect(tenantPath(domain, `/profile/information?draft=${outcome.draftId}`));
  // A group that is not the viewer's is not named back to them.
  const group =
    outcome.reason === 'group-not-found'
      ? null
      : (outcome.groupId ?? new URL(request.url).searchParams.get('group'));
  return redirect(groupScreen(tenantPath(domain), outcome.reason, group), 303);
}
