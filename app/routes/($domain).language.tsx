import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { saveLanguage } from '~/features/accounts/account.server';
import { languageChoiceSchema } from '~/features/accounts/schemas';
import { languageCookie } from '~/lib/i18n.server';
import { redirectWithToast } from '~/lib/toast.server';
import { parseSubmission, readFormData } from '~/lib/form.server';

/**
 * The header's language picker posts here; the choice is saved in a cookie (and, signed in, as the
 * account's language, so the next sign-in keeps it) and the page reloads.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const home = `/${context.tenant.domain}`;
  const submission = parseSubmission(await readFormData(request), { schema: languageChoiceSchema });
  // Only a forged post names no language of ours: nothing changes.
  if (submission.status !== 'success') return redirect(home);
  const { lng, redirectTo: back = home } = submission.value;
  if (context.viewer) await saveLanguage(context.viewer.id, lng);
  const headers = new Headers();
  headers.append('Set-Cookie', await languageCookie.serialize(lng));
  return redirectWithToast(back, { type: 'success', key: 'common:language.changed' }, headers);
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/${context.tenant.domain}`);
