// The production server as `npm start` runs it (server.ts on the real build, build/server/index.js), in
// a child process with a probe preloaded (host-probe/probe.mjs) that records the modules the process
// loads and the globals it adds, and reads the framework patches' route-tree counters from the packages
// the build resolves.
// - One module graph (issue 22, item 4): the host loads no module of app/, db/ or server/ but
//   server/build.ts; all of the app runs from the build. Fails when server.ts imports app code itself
//   (before this change it loaded ~55 app modules through tsx, then the build loaded them again), and
//   when a singleton is bridged through a global (`__appDatabase`, `__appLogger`, …).
// - The route-tree caches (issue 22, item 3; patches/ and docs/decisions/0019-framework-patches.md):
//   N renders of one page build RemixServer's route tree, its data routes and the matcher's ranked
//   branches once, not N times. Fails without the patches (no counters: the packages are as published),
//   with a cache that does not hit (built N times), and when the build calls a bundled copy of the
//   router instead of the patched package (the package's counters stay at 0).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type ProductionServer } from './production-server';
import { createTestDatabase, type TestDatabase } from './test-database';

type Count = { built: number; reused: number };
type Report = {
  modules: string[];
  globals: string[];
  serverRoutes: Count | null;
  routeTrees: { branches: Count; dataRoutes: Count } | null;
};

const RENDERS = 5;
const root = process.cwd();
let pg: TestDatabase | undefined;
let app: ProductionServer | undefined;

function report(): Promise<Report> {
  return new Promise((resolve, reject) => {
    const server = app!.process;
    const timer = setTimeout(() => reject(new Error(`no report from the server\n${app!.log()}`)), 10_000);
    server.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Report);
    });
    server.send('report');
  });
}

/** A page rendered for a visitor: the page cache is off (PAGE_CACHE_SECONDS=0), so every one renders. */
async function render(page: string) {
  const res = await fetch(`${app!.base}${page}`, { headers: { 'accept-language': 'ko' } });
  expect(res.status, page).toBe(200);
  expect(await res.text()).toContain('<html lang="ko"');
}

beforeAll(async () => {
  pg = await createTestDatabase();
  const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host-probe/probe.mjs');
  app = await startProductionServer({ databaseUrl: pg.url, preload: probe, ipc: true });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await pg?.drop();
});

describe('the production server', () => {
  it('loads the app once: only from the build, with no singleton bridged through a global', async () => {
    await render('/main/login');
    const { modules, globals } = await report();
    const own = modules
      .filter((url) => url.startsWith('file:'))
      .map((url) => path.relative(root, fileURLToPath(url)))
      .filter((file) => !file.startsWith('..') && !file.split(path.sep).includes('node_modules'));
    // Sanity: the probe saw the host and the build load.
    expect(own).toContain('server.ts');
    expect(own).toContain(path.join('build', 'server', 'index.js'));
    const besidesTheBuild = own.filter(
      (file) =>
        !file.startsWith(path.join('build', 'server') + path.sep) &&
        !file.startsWith(path.join('tests', 'integration', 'host-probe') + path.sep),
    );
    expect(besidesTheBuild.sort()).toEqual(['server.ts', path.join('server', 'build.ts')]);
    // No global of the app's own (zod keeps its registry and config on globalThis by design).
    expect(globals.filter((key) => !key.startsWith('__zod_'))).toEqual([]);
  });

  it(`builds the route tree once across ${RENDERS} renders of a page, not once per render`, async () => {
    await render('/main/floor'); // every tree this page needs exists after its first render
    const first = await report();
    expect(first.serverRoutes, 'the @remix-run/react patch is applied').not.toBeNull();
    expect(first.routeTrees, 'the @remix-run/router patch is applied').not.toBeNull();
    for (let i = 0; i < RENDERS; i++) await render('/main/floor');
    const after = await report();

    // RemixServer's tree and its data routes: built once in this process (for its first render), then
    // handed out again to every render.
    expect(after.serverRoutes).toEqual({ built: 1, reused: first.serverRoutes!.reused + RENDERS });
    expect(after.routeTrees!.dataRoutes).toEqual({
      built: 1,
      reused: first.routeTrees!.dataRoutes.reused + RENDERS,
    });
    // The matcher flattened and ranked no tree again, and it did match for each render.
    expect(after.routeTrees!.branches.built).toBe(first.routeTrees!.branches.built);
    expect(after.routeTrees!.branches.reused).toBeGreaterThanOrEqual(
      first.routeTrees!.branches.reused + RENDERS,
    );
  });
});
