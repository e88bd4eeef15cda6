import { sql } from 'drizzle-orm';
import { database, db } from '~/lib/db.server';
import { waitFor } from './wait';

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

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** How many sessions of this file's database are waiting for a lock now (queued behind a holder). */
export async function sessionsWaitingForLocks(): Promise<number> {
  const { rows } = await database().query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(rows[0].n);
}

/** Until `n` sessions wait for a lock: the racers started so far have all reached the locked row. */
export function untilWaitingForLocks(n: number) {
  return waitFor(async () => (await sessionsWaitingForLocks()) >= n, {
    what: `${n} sessions to wait for a lock`,
  });
}

class RolledBack extends Error {}

/**
 * A barrier made of the database's own locks: `lock` runs in a transaction that stays open (its locks
 * held) until `release()`, which commits it, or rolls it back with `{ rollback: true }` (rows it
 * inserted vanish, so the racers waiting on their keys decide among themselves). Racers started
 * meanwhile queue on those rows in the order they arrive, so a test can line them up
 * (untilWaitingForLocks) in the interleaving that a missing guard would get wrong, then let them go.
 */
export async function holdLocks(lock: (tx: Tx) => Promise<unknown>, { rollback = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    locked = resolve;
    failed = reject;
  });
  const holding = db()
    .transaction(async (tx) => {
      await lock(tx);
      locked();
      await released;
      if (rollback) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) failed(error);
    });
  await ready;
  return {
    async release() {
      release();
      await holding;
    },
  };
}
