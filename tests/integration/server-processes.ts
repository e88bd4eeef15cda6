// Real server processes for tests that kill one (SIGKILL mid-request) and start the next: each is
// `server.ts` run as `npm run dev` runs it (tsx and Vite, so no build is needed) on one port, one data
// folder and the test's database, signing cookies with the test's secret.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait';

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const exited = (server: ChildProcess) =>
  new Promise<void>((resolve) =>
    server.exitCode !== null ? resolve() : server.once('exit', () => resolve()),
  );

/**
 * Servers started one after another. `databaseUrl` is read at each start (the test's PostgreSQL
 * database, or none: the embedded one in the data folder); `env` is given to every server.
 */
export async function serverProcesses(options: {
  secret: string;
  databaseUrl: () => string | undefined;
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-server-'));
  let log = '';
  let running: ChildProcess | undefined;

  function start(extra: Record<string, string> = {}): ChildProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DEV_SERVER: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: options.secret,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    };
    // Not a test process: vite.config.ts leaves the Remix plugin out under VITEST.
    for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
    delete env.DATABASE_URL;
    delete env.AI_BASE_URL;
    const url = options.databaseUrl();
    if (url) env.DATABASE_URL = url;
    Object.assign(env, options.env, extra);
    const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Its log (warnings and errors), to show when an assertion about its answers fails.
    server.stdout!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
    running = server;
    return server;
  }

  /** Until the process answers /healthz (it starts Vite and compiles first: up to two minutes when loaded). */
  async function ready(server: ChildProcess) {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}\n${log}`);
        return (await fetch(`${base}/healthz`).catch(() => null))?.ok;
      },
      { what: 'the server to answer /healthz', timeoutMs: 120_000, everyMs: 100 },
    );
  }

  /** A server started and answering (start, then ready). */
  async function run(extra: Record<string, string> = {}) {
    const server = start(extra);
    await ready(server);
    return server;
  }

  /** Stops `server` (SIGKILL: mid-request, as a crash does) and waits until it has exited. */
  async function kill(server: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
    server.kill(signal);
    await exited(server);
  }

  /**
   * Until `check` holds (an event seen from outside: a call at a fake, a page's text, a row), checked
   * every 100 ms; past `timeoutMs` the error names `what` and ends with the servers' log.
   */
  async function until(check: () => unknown, what: string, timeoutMs: number) {
    try {
      await waitFor(check, { what, timeoutMs, everyMs: 100 });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${log}`);
    }
  }

  /** A form posted as a browser without JavaScript posts it, signed in with `cookie`: the answer, unfollowed. */
  function post(pathname: string, fields: Record<string, string>, cookie: string) {
    return fetch(`${base}${pathname}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** Stops the server still running, if any, and removes the data folder. */
  async function stop() {
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await exited(running);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, dataDir, start, ready, run, kill, until, post, stop, log: () => log };
}
