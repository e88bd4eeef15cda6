import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { importResumePdf } from '~/features/profiles/import.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';

/** Nothing to show here: the upload card lives on the group screen. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(tenantPath(context.tenant.domain, '/profile/group'));
}

/** Upload a PDF resume: success opens the draft in the editor; a refusal goes back with its reason. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const outcome = await importResumePdf(viewer.id, request);
  if (outcome.ok)
    return redirect(tenantPath(context.tenant.domain, `/profile/information?draft=${outcome.draftId}`));
  const back =
    tenantPath(context.tenant.domain, '/profile/group') +
    (outcome.groupId ? `?group=${outcome.groupId}` : '');
  return redirectWithToast(back, { type: 'error', key: `profiles:upload.errors.${outcome.reason}` });
}
