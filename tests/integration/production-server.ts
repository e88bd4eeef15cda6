// The production server as `npm start` runs it: server.ts on the real build (build/server/index.js, built
// first when a source is newer), NODE_ENV=production, in a child process on a free port and the test's
// database. For tests of what only the built app does over HTTP (status codes and headers as Remix's
// production request handler sends them).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ENTRY, buildIfNeeded } from '../../server/build';
import { exited, freePort } from './server-processes';
import { waitFor } from './wait';

export type ProductionServer = {
  base: string;
  process: ChildProcess;
  /** The server's last output (warnings and errors), to show when an assertion fails. */
  log(): string;
  stop(): Promise<void>;
};

const LOCK = path.resolve('build.lock');

const holderAlive = () => {
  try {
    process.kill(Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The build, made once however many test files ask for it at the same time (vitest runs files in
 * parallel): the first takes the lock (a directory renamed into place: atomic) and builds if a source is newer;
 * the others wait for it to let go, then find the build up to date. A lock whose holder died is taken over.
 */
async function buildOnce() {
  await waitFor(
    () => {
      // The lock appears with its holder's pid in it (a renamed directory), never empty.
      const mine = fs.mkdtempSync(`${LOCK}-`);
      fs.writeFileSync(path.join(mine, 'pid'), String(process.pid));
      try {
        fs.renameSync(mine, LOCK);
        return true;
      } catch {
        fs.rmSync(mine, { recursive: true, force: true });
        if (!holderAlive()) fs.rmSync(LOCK, { recursive: true, force: true });
        return false;
      }
    },
    { what: 'the build lock', timeoutMs: 600_000, everyMs: 250 },
  );
  try {
    buildIfNeeded(BUILD_ENTRY);
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds if needed and starts the server on `databaseUrl`, with `env` on top of the defaults (no demo
 * data, payments off unless `env` points them at a fake, the page cache off). `preload` is a module
 * given to node's `--import`; with `ipc` the process gets an IPC channel (process.send).
 */
export async function startProductionServer(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  preload?: string;
  ipc?: boolean;
}): Promise<ProductionServer> {
  await buildOnce();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
    DATABASE_URL: options.databaseUrl,
    DEMO_DATA: 'false',
    PAGE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'warn',
  };
  // Not a test process, and not the dev server: the build serves every request.
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  delete env.DEV_SERVER;
  delete env.AI_BASE_URL;
  if (!options.env?.TOSS_SECRET_KEY) env.PAYMENTS_DISABLED = 'true';
  Object.assign(env, options.env);
  const args = ['--import', 'tsx', ...(options.preload ? ['--import', options.preload] : []), 'server.ts'];
  const server = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
        return (await fetch(`${base}/healthz`).catch(() => null))?.ok;
      },
      { what: 'the server to answer /healthz', timeoutMs: 120_000, everyMs: 200 },
    );
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    base,
    process: server,
    log: () => log,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await exited(server);
    },
  };
}
