import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { saveLanguage } from '~/features/accounts/account.server';
import { LANGUAGES } from '~/lib/i18n';
import { languageCookie } from '~/lib/i18n.server';
import { safeRedirectPath } from '~/lib/redirect';
import { redirectWithToast } from '~/lib/toast.server';
import { parseSubmission, readFormData } from '~/lib/form.server';

const languageFormSchema = z.object({ lng: z.enum(LANGUAGES) });

/**
 * The header's language picker posts here; the choice is saved in a cookie (and, signed in, as the
 * account's language, so the next sign-in keeps it) and the page reloads.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectPath(form.get('redirectTo'), `/${context.tenant.domain}`);
  const submission = parseSubmission(form, { schema: languageFormSchema });
  if (submission.status !== 'success') return redirect(back);
  const { lng } = submission.value;
  if (context.viewer) await saveLanguage(context.viewer.id, lng);
  const headers = new Headers();
  headers.append('Set-Cookie', await languageCookie.serialize(lng));
  return redirectWithToast(back, { type: 'success', key: 'common:language.changed' }, headers);
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/${context.tenant.domain}`);
