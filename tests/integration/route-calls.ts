// Calling route loaders and actions directly, as Remix would: the request context of a tenant and a
// signed-in viewer (or a visitor), GET and form POST requests, and what a call answered (its status and
// value, whether it returned or threw a Response or `data()`).
import type { AppLoadContext } from '@remix-run/node';
import '~/lib/context';
import { startSession, type SessionViewer } from '~/features/accounts/session.server';

/**
 * The context of a request on `domain` (default: the main tenant) by `viewer` (null: a visitor; a
 * partial viewer is a member with the rest made up), from `clientIp`, its session expired or not: what
 * the host gives every loader and action.
 */
export function routeContext(
  viewer: Partial<SessionViewer> | null = null,
  {
    domain = 'main',
    clientIp = '127.0.0.1',
    sessionExpired = false,
  }: { domain?: string; clientIp?: string; sessionExpired?: boolean } = {},
): AppLoadContext {
  return {
    tenant: {
      domain,
      displayName: domain === 'main' ? 'Career Coach' : domain,
      kind: domain === 'main' ? 'MAIN' : 'INSTITUTION',
    },
    requestId: 'r',
    nonce: 'n',
    viewer: viewer
      ? ({
          name: 'Kim',
          email: 'k@example.com',
          role: 'USER',
          joinType: 'EMAIL',
          firstLogin: false,
          ...viewer,
        } as SessionViewer)
      : null,
    sessionExpired,
    clientIp,
  };
}

/** A loader's or action's arguments: the request, the context of `viewer` (see routeContext), the params. */
export const routeArgs = (
  request: Request,
  viewer: Partial<SessionViewer> | null = null,
  params: Record<string, string> = {},
  where: Parameters<typeof routeContext>[1] = {},
) => ({ request, context: routeContext(viewer, where), params });

/** A GET of `path` (a path, or a whole URL) by an English-speaking browser. */
export const getRequest = (path: string) =>
  new Request(path.startsWith('http') ? path : `http://localhost${path}`, {
    headers: { 'accept-language': 'en' },
  });

/** A plain HTML form posted to `path` by an English-speaking browser. */
export const postRequest = (path: string, form: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'accept-language': 'en' },
  });

/** What a loader or action answered: its status and value, whether it returned or threw. */
export async function outcome(promise: Promise<unknown>): Promise<{ status: number; value: unknown }> {
  try {
    const value = await promise;
    if (value instanceof Response) return { status: value.status, value };
    const data = value as { init?: { status?: number }; data?: unknown } | null;
    return { status: data?.init?.status ?? 200, value: data?.data ?? value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, value: thrown };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, value: thrown };
    throw thrown;
  }
}

/** The status a loader or action answered with. */
export const statusOf = async (promise: Promise<unknown>) => (await outcome(promise)).status;

/** The toast key a redirect carries (the flash cookie is signed; its payload is base64 JSON). */
export function toastKey(answer: Response | string[]): string {
  const cookies = answer instanceof Response ? answer.headers.getSetCookie() : answer;
  const raw = decodeURIComponent(cookies.join(';').match(/toast=([^;]+)/)?.[1] ?? '');
  return (JSON.parse(Buffer.from(raw.split('.')[0], 'base64').toString('utf8')) as { key: string }).key;
}

/** The Cookie header of a browser that holds `cookies` (Set-Cookie values). */
export const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

/** The Cookie header of a browser signed in as `user` (a new session). */
export const sessionCookie = async (user: Parameters<typeof startSession>[0]) =>
  cookieHeader(await startSession(user));
