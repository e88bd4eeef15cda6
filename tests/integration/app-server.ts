import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { database } from '~/lib/db.server';
import { parseEnv } from '~/lib/env.server';
import { seedReferenceTenants } from '#db/seed/tenants';
import type { AppBuild } from '../../server/app-build';

/**
 * The whole app (Express host, middleware, every Remix route through entry.server) on a free port,
 * with routes compiled by the project's own Vite config, on the test file's database. For tests that
 * must see what a browser or an attacker sees: status, headers and the bytes of the answer.
 * As `npm run dev` does, the Express app comes from the build's own module graph (server/host.ts through
 * entry.server), which is given the test's open database: it is not this test file's module graph.
 */
export async function startAppServer(): Promise<{
  base: string;
  /** The app's routes (Remix's server manifest): id, parentId, path, index and each route's module. */
  routes: AppBuild['routes'];
  close(): Promise<void>;
}> {
  await seedReferenceTenants(database().db);
  // vite.config.ts leaves the Remix plugin out under vitest; here it is wanted.
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  let vite: ViteDevServer;
  try {
    vite = await createServer({
      configFile: 'vite.config.ts',
      server: { middlewareMode: true, hmr: false },
      appType: 'custom',
      optimizeDeps: { noDiscovery: true },
      logLevel: 'silent',
    });
  } finally {
    process.env.VITEST = vitest;
  }
  const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as AppBuild;
  const { host } = build.entry.module;
  host.useDatabase(database());
  const server: Server = host.createApp(parseEnv({ LOG_LEVEL: 'silent' }), { vite }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes: build.routes,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}
