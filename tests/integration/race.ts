import { sql } from 'drizzle-orm';
import { db } from '~/lib/db.server';

/** The app's pool size on PostgreSQL (openPostgres: max 10). */
export const POOL_SIZE = 10;

/**
 * Opens every connection of the app's pool before a race. A fresh pool opens connections on first use
 * (TCP and authentication take longer than a short transaction), so without this the "concurrent"
 * transactions run one after another and a missing lock goes unnoticed. Holding all connections at once
 * makes the pool open all of them.
 */
export async function warmPool(connections = POOL_SIZE) {
  await Promise.all(Array.from({ length: connections }, () => db().execute(sql`select pg_sleep(0.02)`)));
}

/**
 * Runs `n` calls of `work` at the same moment on a warm pool: each call gets its own connection and
 * their statements interleave, as requests of several users or instances do.
 */
export async function race<T>(n: number, work: (i: number) => Promise<T>): Promise<T[]> {
  await warmPool(Math.min(n, POOL_SIZE));
  return Promise.all(Array.from({ length: n }, (_, i) => work(i)));
}

/** Like race(), settling every call (for races whose losers are refused with an error). */
export async function raceSettled<T>(n: number, work: (i: number) => Promise<T>) {
  await warmPool(Math.min(n, POOL_SIZE));
  return Promise.allSettled(Array.from({ length: n }, (_, i) => work(i)));
}
