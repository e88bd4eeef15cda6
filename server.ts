// The HTTP host: loads the app, starts it, serves it, shuts it down gracefully. `npm start` runs this.
// It imports nothing of app/ itself: everything the app is (configuration, database, seeds, jobs, logger,
// the Express assembly) comes from the server build's entry module (server/host.ts, exported by
// app/entry.server.tsx), so each app module is loaded once. In development (DEV_SERVER=true) the same
// build comes from Vite, and an edit that reloads the app's modules rebuilds the Express app from them.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import { BUILD_ENTRY, buildIfNeeded } from './server/build';
import type { AppBuild } from './server/app-build';
import type { Started } from './server/host';

// Read before the app is loaded (which of the two builds to load); the app's env module validates it too.
const devServer = ['true', '1'].includes(process.env.DEV_SERVER ?? '');

let vite: ViteDevServer | undefined;
let loadBuild: () => Promise<AppBuild>;
if (devServer) {
  const { createServer } = await import('vite');
  const dev = await createServer({ server: { middlewareMode: true } });
  vite = dev;
  loadBuild = async () => (await dev.ssrLoadModule('virtual:remix/server-build')) as AppBuild;
} else {
  buildIfNeeded(BUILD_ENTRY);
  const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as AppBuild;
  loadBuild = async () => build;
}

let build = await loadBuild();
let host = build.entry.module.host;
let started: Started;
try {
  started = await host.startup();
} catch (error) {
  if (error instanceof host.EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { config, database, demoAccounts } = started;

let app = host.createApp(config, vite ? { vite } : { build });
let handler: http.RequestListener = app;
if (vite) {
  // An edit reloads the changed modules and every module that imports them: when that reaches the host
  // module, the reloaded graph gets the open database and the Express app is assembled from it again.
  const dev = vite;
  handler = async (req, res) => {
    try {
      build = await loadBuild();
    } catch (error) {
      dev.ssrFixStacktrace(error as Error);
      console.error(error);
      res.statusCode = 500;
      return res.end('The app failed to load: see the server log.');
    }
    if (build.entry.module.host !== host) {
      host = build.entry.module.host;
      host.useDatabase(database);
      app = host.createApp(config, { vite: dev });
    }
    app(req, res);
  };
}

const server = http.createServer(handler).listen(config.PORT, config.HOST, () => {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`Career coach ready: http://localhost:${config.PORT}/main  (database: ${where})`);
  host.warmUp();
  if (demoAccounts.length) {
    console.log('Demo accounts:');
    for (const a of demoAccounts) console.log(`  ${a.label}: ${a.login} / ${a.password}`);
  }
});

const stopJobs = host.startJobs();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stopJobs();
  console.log(`${signal} received: finishing open requests…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await host.shutdown(database);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
