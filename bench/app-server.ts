// Starts the production build for a bench: on a fresh embedded database (as a newcomer runs it), or,
// with BENCH_DATABASE_URL, on a fresh PostgreSQL database that is dropped afterwards.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export type AppServer = {
  base: string;
  database: 'PostgreSQL' | 'embedded PGlite';
  /** The PostgreSQL database the server runs on (BENCH_DATABASE_URL's server), if any. */
  databaseUrl?: string;
  /** The server process (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  stop(): Promise<void>;
};

export async function startAppServer(
  port: number,
  extraEnv: Record<string, string> = {},
  /** Another checkout's build (a worktree of an earlier commit), for bench/compare-builds.ts. */
  cwd = process.cwd(),
): Promise<AppServer> {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    // The bench buys nothing: production refuses the test-payment mode unless payments are off.
    PAYMENTS_DISABLED: 'true',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const pgBase = process.env.BENCH_DATABASE_URL;
  const pgName = `bench_${process.pid}_${port}`;
  const admin = (sql: string) => {
    const client = postgres(pgBase!, { max: 1, onnotice: () => {} });
    return client.unsafe(sql).finally(() => client.end());
  };
  if (pgBase) {
    await admin(`create database "${pgName}"`);
    const url = new URL(pgBase);
    url.pathname = `/${pgName}`;
    Object.assign(env, { DATABASE_URL: url.toString(), DEMO_DATA: 'true' });
  }
  // The server itself (not npx around it), so SIGTERM reaches it and no orphan keeps the port; with the
  // node flags `npm start` gives it in that checkout (its package.json), so a bench runs it as production does.
  const server = spawn(process.execPath, [...startFlags(cwd), '--import', 'tsx', 'server.ts'], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => {
      server.once('exit', r);
      setTimeout(r, 15_000).unref();
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgBase) await admin(`drop database if exists "${pgName}" with (force)`);
  };
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok)
      return {
        base,
        database: pgBase ? 'PostgreSQL' : 'embedded PGlite',
        databaseUrl: env.DATABASE_URL,
        pid: server.pid!,
        stop,
      };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not start');
}

/**
 * The node flags of a checkout's `npm start` (`node <flags> --import tsx server.ts` in its package.json;
 * none when it starts otherwise, as `tsx server.ts` did before they were set).
 */
export function startFlags(cwd = process.cwd()): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const flags = pkg.scripts?.start?.match(/^node ((?:--\S+ )*)--import tsx server\.ts$/)?.[1];
  return flags ? flags.trim().split(' ') : [];
}

/**
 * The reference: a one-route Remix app of the same versions and Express adapter (bench/reference),
 * built from the project's installed packages and served next to ours, so a page's req/s reads as a
 * share of the framework's own floor measured in the same run.
 */
export async function startReferenceServer(port: number): Promise<{ base: string; stop(): Promise<void> }> {
  const built = spawnSync('npx', ['remix', 'vite:build', 'bench/reference'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the reference app did not build');
  const base = `http://localhost:${port}`;
  // With the same node flags as the app (its `npm start`'s), so a share compares code, not runtime settings.
  const server = spawn(process.execPath, [...startFlags(), '--import', 'tsx', 'bench/reference/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => {
      server.once('exit', r);
      setTimeout(r, 5_000).unref();
    });
  };
  for (let i = 0; i < 120; i++) {
    if ((await fetch(base).catch(() => null))?.ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the reference app did not start');
}
