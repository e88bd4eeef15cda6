import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { saveLanguage } from '~/features/accounts/account.server';
import { LANGUAGES } from '~/lib/i18n';
import { languageCookie } from '~/lib/i18n.server';
import { safeRedirectPath } from '~/lib/redirect';
import { redirectWithToast } from '~/lib/toast.server';
import { readFormData } from '~/lib/form.server';

const languageFormSchema = z.object({ lng: z.enum(LANGUAGES) });

/**
 * The header's language picker posts here; the choice is saved in a cookie (and, signed in, as the
 * account's language, so the next sign-in keeps it) and the page reloads.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const back = safeRedirectPath(form.get('redirectTo'), `/${context.tenant.domain}`);
  const parsed = languageFormSchema.safeParse({ lng: form.get('lng') });
  if (!parsed.success) return redirect(back);
  if (context.viewer) await saveLanguage(context.viewer.id, parsed.data.lng);
  const headers = new Headers();
  headers.append('Set-Cookie', await languageCookie.serialize(parsed.data.lng));
  return redirectWithToast(back, { type: 'success', key: 'common:language.changed' }, headers);
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/${context.tenant.domain}`);
