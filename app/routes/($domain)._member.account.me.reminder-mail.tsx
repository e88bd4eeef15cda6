import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { saveReminderMail } from '~/features/accounts/reminder-mail.server';
import { readFormData } from '~/lib/form.server';
import { tenantPath } from '~/lib/root-data';

/** The setting lives on the account edit page; this address only takes its form. */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireViewer(request, context);
  return redirect(tenantPath(context.tenant.domain, '/account/me/edit'));
}

/** Application reminder mails on or off (account settings). */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  return saveReminderMail(viewer.id, context.tenant.domain, await readFormData(request));
}
