import type { AppLoadContext } from '@remix-run/node';
import '~/lib/context';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { env } from '~/lib/env.server';

/** A visitor (not signed in) on the main tenant. */
export const visitor = {
  tenant: { domain: 'main', displayName: 'Main', kind: 'MAIN' },
  requestId: 'r',
  nonce: 'n',
  viewer: null,
  sessionExpired: false,
  clientIp: '127.0.0.1',
} as AppLoadContext;

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

/** Polls until `check` is truthy (background work such as a first delivery attempt). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}
