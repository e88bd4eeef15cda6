// Preloaded into a server process that tests/integration/production-host.test.ts starts
// (`node --import tsx --import ./tests/integration/host-probe/probe.mjs server.ts`). It records every
// module the process loads (a resolve hook, hooks.mjs) and the globals it adds after this point, and
// answers a 'report' message on the IPC channel with those and with the framework patches' route-tree
// counters, read from the packages the production build resolves.
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => loaded.add(url));
port1.unref();
register('./hooks.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });

const globalsAtStart = new Set(Object.keys(globalThis));

process.on('message', (message) => {
  if (message !== 'report') return;
  // The packages as the build resolves them (build/server/index.js imports @remix-run/react, which
  // requires @remix-run/router): the same files, so the same module instances, as the server's.
  const require = createRequire(path.resolve('build/server/index.js'));
  const react = require('@remix-run/react/dist/routes.js');
  const router = require(require.resolve('@remix-run/router', { paths: [path.dirname(require.resolve('@remix-run/react'))] }));
  process.send({
    modules: [...loaded],
    globals: Object.keys(globalThis).filter((key) => !globalsAtStart.has(key)),
    serverRoutes: react.serverRouteTreeStats ?? null,
    routeTrees: router.UNSAFE_routeTreeStats ?? null,
  });
});
