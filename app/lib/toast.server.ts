import { createCookie, redirect } from '@remix-run/node';
import { z } from 'zod';
import { env } from './env.server';

/** A message for the next page the user sees: an i18n key with its values, and a tone. */
export const toastSchema = z.object({
  id: z.string().max(40),
  type: z.enum(['success', 'error', 'info']),
  key: z.string().max(200),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/**
 * A toast as the page shows it: its text in the page's language, translated by the root loader, so the
 * browser needs neither the key's namespace nor a translation of its own (the page hydrates as rendered).
 */
export type ShownToast = Pick<Toast, 'id' | 'type'> & { text: string };

function toastCookie() {
  return createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().isProduction,
    secrets: [env().SESSION_SECRET],
    maxAge: 60,
  });
}

/** Set-Cookie value that carries a toast across a redirect. */
export async function flashToast(toast: Omit<Toast, 'id'>): Promise<string> {
  return toastCookie().serialize({ ...toast, id: crypto.randomUUID() });
}

/**
 * The one way an action ends with a message: redirect, and the next page shows the toast (works
 * without JavaScript). `headers` carries other cookies of the same answer (session, language).
 */
export async function redirectWithToast(
  to: string,
  toast: Omit<Toast, 'id'>,
  headers: Headers = new Headers(),
): Promise<Response> {
  headers.append('Set-Cookie', await flashToast(toast));
  return redirect(to, { headers });
}

/** Reads the pending toast and the Set-Cookie that clears it (null when none). */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookieHeader = request.headers.get('cookie');
  if (!cookieHeader?.includes('toast=')) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(await toastCookie().parse(cookieHeader));
  const clear = await toastCookie().serialize('', { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clear };
}
