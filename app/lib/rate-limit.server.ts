import type { HeadersFunction } from '@remix-run/node';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { database } from './db.server';

/**
 * Rate limits on the PostgreSQL store, so every app instance counts against the same rows.
 * The table comes from our migrations (`rate_limit`), not from the library.
 */
export function createRateLimiter(opts: {
  name: string;
  points: number;
  durationSec: number;
  blockSec?: number;
}) {
  const store = { query: (q: { text: string; values?: unknown[] }) => database().query(q.text, q.values) };
  return new RateLimiterPostgres({
    storeClient: store,
    storeType: 'pool',
    tableName: 'rate_limit',
    tableCreated: true,
    keyPrefix: opts.name,
    points: opts.points,
    duration: opts.durationSec,
    blockDuration: opts.blockSec ?? 0,
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Takes no point: the seconds to wait when the limit is already reached, else null. */
export async function waitFor(limiter: RateLimiter, key: string): Promise<number | null> {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Takes one point; returns the seconds to wait when the limit is reached, else null. */
export async function consume(limiter: RateLimiter, key: string, points = 1): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw result;
  }
}

/**
 * Gives back points taken by `consume`: for limits that count only failures yet must hold under
 * concurrency, a point is taken before the attempt and given back when it succeeds.
 */
export async function giveBack(limiter: RateLimiter, key: string, points = 1): Promise<void> {
  await limiter.reward(key, points);
}

/**
 * A route's `headers` export for forms answered 429 by its action: the page a browser without
 * JavaScript gets back keeps the action's Retry-After (Remix passes only cookies on by default).
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const wait = actionHeaders.get('Retry-After');
  if (wait) headers.set('Retry-After', wait);
  return headers;
};
