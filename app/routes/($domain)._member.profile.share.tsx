import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { setShared } from '~/features/agencies/sharing.server';
import { shareSchema } from '~/features/agencies/sharing-schemas';
import { parseOrThrow, readFormData } from '~/lib/form.server';
import { httpError } from '~/lib/http.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';

/** Share a resume with one's institution, or stop (the result screen's share box posts here). */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const { intent, profileId } = parseOrThrow(await readFormData(request), shareSchema);
  if (!(await setShared(viewer.id, profileId, intent === 'share'))) throw httpError(404);
  return redirectWithToast(tenantPath(context.tenant.domain, `/profile/result?id=${profileId}`), {
    type: 'success',
    key: intent === 'share' ? 'agencyDashboard:share.shared' : 'agencyDashboard:share.stopped',
  });
}

export const loader = ({ context }: LoaderFunctionArgs) =>
  redirect(tenantPath(context.tenant.domain, '/profile'));
