import '~/lib/context';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { env } from '~/lib/env.server';
import { routeContext } from './route-calls';
import { waitFor } from './wait';

/** A visitor (not signed in) on the main tenant. */
export const visitor = routeContext();

/** The honeypot time of a page served `agoMs` before now, as a person's browser posts it back. */
export function servedAgo(agoMs: number) {
  return honeypotToken(Date.now() - agoMs, env());
}

/** A public form posted to `url` by a person who took their time (override the honeypot to test it). */
export function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  body.set(HONEYPOT_TIME_FIELD, servedAgo(5_000));
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(url, { method: 'POST', body, headers });
}

/**
 * The value `check` gives once it is truthy (background work such as a first delivery attempt);
 * throws when it is not within `timeoutMs`. See ./wait.ts.
 */
export function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  return waitFor(check, { what: 'the background work to finish', timeoutMs });
}
