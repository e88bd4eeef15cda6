import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SessionExpiredDialog } from '~/features/accounts/SessionDialogs';
import { sessionExpiredSchema } from '~/features/accounts/schemas';
import { clearSessionCookies } from '~/features/accounts/session.server';
import { parseSubmission, readFormData } from '~/lib/form.server';
import { getFixedT } from '~/lib/i18n.server';
import { titleMeta } from '~/lib/meta';
import { safeRedirectPath } from '~/lib/redirect';
import { tenantPath, useRootData } from '~/lib/root-data';

export const handle = { i18n: ['common'] };

/** Where the member was: a path of this site, else nothing. */
function backTo(raw: unknown): string | null {
  const path = safeRedirectPath(raw, '');
  return path || null;
}

/**
 * The session-expired dialog as a page: where a member page sends a request whose session was revoked or
 * could not be refreshed (guards.server.ts), with the page in `redirectTo`. It works without JavaScript
 * (the dialog's button is a form); its title names what happened.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(request, 'common');
  return {
    title: t('session.expiredTitle'),
    redirectTo: backTo(new URL(request.url).searchParams.get('redirectTo')),
  };
}

export const meta = titleMeta;

/** The dialog's button: clear the cookies and go to login, which comes back to the page afterwards. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseSubmission(await readFormData(request), {
    schema: sessionExpiredSchema,
  });
  const back = submission.status === 'success' ? backTo(submission.value.redirectTo) : null;
  const headers = new Headers();
  for (const cookie of await clearSessionCookies()) headers.append('Set-Cookie', cookie);
  const login = tenantPath(context.tenant.domain, '/login');
  return redirect(back ? `${login}?redirectTo=${encodeURIComponent(back)}` : login, { headers });
}

export default function SessionExpiredPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  // A session that ended on this very request: the root shows the same dialog already.
  const shownByRoot = useRootData()?.sessionExpired;
  return (
    <main id="main" className="min-h-dvh bg-gray-50">
      {shownByRoot ? null : <SessionExpiredDialog redirectTo={redirectTo ?? undefined} />}
    </main>
  );
}
