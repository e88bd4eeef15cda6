// npx tsx bench/profile-floor.ts (after npm run build): runs the production server under `node --cpu-prof`,
// loads the floor (/main/floor, anonymous) with autocannon at 10 connections, stops the server and prints
// the functions with the most self time (share of all samples, idle excluded) and per package.
// BENCH_PROFILE_PATH picks another page, BENCH_DATABASE_URL (an empty database) runs it on PostgreSQL; with
// BENCH_PROFILE_MEMBER=1 it is loaded signed in as the demo member, with BENCH_PROFILE_COOKIE with that cookie
// (`at=bench`: a visitor's page rendered on every request); BENCH_PROFILE_GZIP=1 asks for gzip.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFlags } from './app-server';
import { logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3350);
const PAGE = process.env.BENCH_PROFILE_PATH ?? '/main/floor';
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-profile-'));
const profDir = path.join(dataDir, 'prof');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  PAYMENTS_DISABLED: 'true',
  HONEYPOT_MIN_FILL_MS: '0',
  DEMO_DATA: 'true',
};
// The embedded database, or with BENCH_DATABASE_URL (an empty PostgreSQL database) PostgreSQL.
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else delete env.DATABASE_URL;
const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profDir}`, ...startFlags(), '--import', 'tsx', 'server.ts'],
  {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (let i = 0; ; i++) {
  if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) break;
  // Four minutes: a busy machine starts it slowly. A server that never answered is stopped, not left running.
  if (i > 960) {
    server.kill('SIGKILL');
    throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}
const headers: Record<string, string> = {};
if (process.env.BENCH_PROFILE_MEMBER) {
  const demo = member(base);
  await logIn(demo);
  headers.cookie = demo.cookie();
}
// BENCH_PROFILE_COOKIE="at=bench": a cookie the app reads (home and floor rendered on every request).
if (process.env.BENCH_PROFILE_COOKIE) headers.cookie = process.env.BENCH_PROFILE_COOKIE;
// BENCH_PROFILE_GZIP=1: the requests ask for gzip, as browsers do (autocannon asks for none).
if (process.env.BENCH_PROFILE_GZIP) headers['accept-encoding'] = 'gzip';
await autocannon({ url: base + PAGE, connections: 10, duration: 3, headers }); // warm-up
const run = await autocannon({
  headers,
  url: base + PAGE,
  connections: 10,
  duration: Number(process.env.BENCH_SECONDS ?? 10),
});
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

type Node = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
// BENCH_PROFILE_OUT keeps the whole profile (for DevTools' Performance panel or a script of one's own).
if (process.env.BENCH_PROFILE_OUT) fs.copyFileSync(path.join(profDir, file), process.env.BENCH_PROFILE_OUT);
const profile = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
};
// Only the samples of the measured run (its last seconds, before the shutdown), not start-up and seeding.
const hits = new Map<number, number>();
let at = (profile as unknown as { startTime: number }).startTime;
const from = profile.endTime - (Number(process.env.BENCH_SECONDS ?? 10) - 0.5) * 1e6 - 1e6;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at >= from && at <= profile.endTime - 1e6) hits.set(id, (hits.get(id) ?? 0) + 1);
});
const self = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
for (const n of profile.nodes) {
  const { functionName, url, lineNumber } = n.callFrame;
  n.hitCount = hits.get(n.id) ?? 0;
  if (['(idle)', '(program)', '(root)'].includes(functionName) || !n.hitCount) continue;
  total += n.hitCount;
  const short = url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  const key = `${functionName || '(anonymous)'}  ${short.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + n.hitCount);
  const pkg =
    short.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (short.startsWith('build/')
      ? 'our server build'
      : short.startsWith('node:') || !short
        ? 'node internals / gc'
        : short.split('/')[0]);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n.hitCount);
}
// Inclusive time: each sample counts once for every function on its stack (ours and the frameworks').
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const inclusive = new Map<string, number>();
for (const [id, count] of hits) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = byId.get(at)!.callFrame;
    if (!functionName || functionName.length < 3 || functionName.startsWith('(')) continue;
    const key = `${functionName}  ${url.split('/').slice(-2).join('/')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + count);
  }
}
const pct = (n: number) => `${((n / total) * 100).toFixed(1).padStart(5)} %`;
console.log(
  `${PAGE}: ${run.requests.average.toFixed(0)} req/s under the profiler; self time, busy samples only`,
);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pct(v)}  ${k}`);
console.log('\ninclusive (named functions of 3+ characters, on the stack):');
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${pct(v)}  ${k}`);
console.log('\nper package:');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(v)}  ${k}`);
fs.rmSync(dataDir, { recursive: true, force: true });
