// What the host process (server.ts) needs from the app, exported by the server build itself: the Remix
// build's entry module re-exports this module (app/entry.server.tsx: `export * as host`), so the host
// reaches it as `build.entry.module.host` and the app's modules (configuration, database, seeds, jobs,
// logger, the Express assembly) are loaded once, in the build's module graph, never a second time by the
// host. In development the same module comes from Vite (`ssrLoadModule('virtual:remix/server-build')`).
// See docs/decisions/0019-framework-patches.md.
import { seed, type DemoAccount } from '#db/seed';
import { openDatabase, setDatabase, type Database } from '../app/lib/db.server';
import { env, wantsDemoData, type Env } from '../app/lib/env.server';
import { startJobs as startJobTimers } from '../app/lib/jobs.server';
import { logger } from '../app/lib/logger.server';
import { warmSpeller } from '../app/features/checks/index.server';
import { jobs } from './jobs';

export { createApp } from './app';
export { EnvError } from '../app/lib/env.server';

export type Started = { config: Env; database: Database; demoAccounts: DemoAccount[] };

/** Start-up: validated configuration (throws EnvError), the database opened, migrated and seeded. */
export async function startup(): Promise<Started> {
  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  setDatabase(database);
  await database.migrate();
  const demoAccounts = await seed(database.db, { demo: wantsDemoData(config) });
  return { config, database, demoAccounts };
}

/**
 * Hands this module graph a database that is already open: a development server's graph reloaded after
 * an edit, or a test's app server on the test's database.
 */
export function useDatabase(database: Database): void {
  setDatabase(database);
}

/** The periodic jobs (server/jobs.ts) on their timers; returns a stop function. */
export function startJobs(): () => void {
  return startJobTimers(jobs);
}

/**
 * Work done once at boot, after the server listens and off the request thread: the answer checks'
 * dictionaries loaded in their worker thread and their code compiled (ADR 0039), so the first member's
 * check does not wait seconds for them. Nothing waits for it; a failure only leaves the first check cold.
 */
export function warmUp(): void {
  void warmSpeller().catch(() => undefined);
}

/** After the last request: the database closed and the buffered log written out. */
export async function shutdown(database: Database): Promise<void> {
  await database.close();
  logger().flush();
}
