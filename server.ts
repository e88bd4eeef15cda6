// The HTTP host: configuration, database, build, Express, graceful shutdown. `npm start` runs this.
// First: the router's matcher and Remix's server routes, cached (server/route-match-cache.ts, server-routes-cache.ts).
import './server/route-match-cache';
import './server/server-routes-cache';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { seed } from './db/seed';
import { openDatabase, setDatabase } from './app/lib/db.server';
import { EnvError, env, wantsDemoData } from './app/lib/env.server';
import { logger } from './app/lib/logger.server';
import { BUILD_ENTRY, createApp } from './server/app';
import { buildIfNeeded } from './server/build';
import { jobs } from './server/jobs';
import { startJobs } from './app/lib/jobs.server';

function loadConfig() {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
setDatabase(database);
await database.migrate();
const demoAccounts = await seed(database.db, { demo: wantsDemoData(config) });

let source: Parameters<typeof createApp>[1];
if (config.DEV_SERVER) {
  const vite = await import('vite');
  source = { vite: await vite.createServer({ server: { middlewareMode: true } }) };
} else {
  buildIfNeeded(BUILD_ENTRY);
  source = { build: (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild };
}

const server = createApp(config, source).listen(config.PORT, config.HOST, () => {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`Career coach ready: http://localhost:${config.PORT}/main  (database: ${where})`);
  if (demoAccounts.length) {
    console.log('Demo accounts:');
    for (const a of demoAccounts) console.log(`  ${a.label}: ${a.login} / ${a.password}`);
  }
});

const stopJobs = startJobs(jobs);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stopJobs();
  console.log(`${signal} received: finishing open requests…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await database.close();
    logger().flush();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
