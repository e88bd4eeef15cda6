// npm run bench: starts the production build, loads the home page and the floor route (the emptiest
// page of the same build) with autocannon in one run, prints req/s and latency percentiles and their
// ratio, then the gzip size of each route's first-load JavaScript. Not part of npm test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startAppServer } from './app-server';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const base = `http://localhost:${PORT}`;

async function load(url: string, cookie = '') {
  const times: number[] = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-language': 'ko', ...(cookie ? { cookie } : {}) },
    setupClient: (client) =>
      client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms)),
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { rps: result.requests.average, p50: pct(50), p95: pct(95), p99: pct(99), non2xx: result.non2xx };
}

/** Signs in as the demo user and takes the diagnosis through the forms; returns the report URL and cookies. */
async function cultureReport(): Promise<{ url: string; cookie: string }> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const k = pair.slice(0, pair.indexOf('='));
      const v = pair.slice(pair.indexOf('=') + 1);
      if (v) jar.set(k, v);
      else jar.delete(k);
    }
    return res;
  };
  const post = async (path: string, body: URLSearchParams) => {
    const res = keep(
      await fetch(base + path, { method: 'POST', body, redirect: 'manual', headers: { cookie: cookie() } }),
    );
    if (process.env.BENCH_DEBUG)
      console.log(
        'POST',
        path,
        res.status,
        res.headers.get('location'),
        res.status >= 500
          ? (await res.clone().text())
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .slice(0, 600)
          : '',
      );
    return res;
  };
  await post('/main/login', new URLSearchParams({ email: 'demo@example.com', password: 'Demo1234!' }));
  await post('/main/welcome-gift', new URLSearchParams({ intent: 'close' }));
  let next = (
    await post(
      '/main/culture/job',
      new URLSearchParams([
        ['industryId', '100'],
        ['roleIds', '101'],
      ]),
    )
  ).headers.get('location');
  while (next && next.includes('/culture/survey/')) {
    const html = await (await fetch(base + next, { headers: { cookie: cookie() } })).text();
    const answers = new URLSearchParams({ intent: 'next' });
    for (const [, name, value] of html.matchAll(/name="(q\d+)"[^>]*?value="(q\d+a\d+)"/g))
      if (!answers.has(name)) answers.append(name, value);
    next = (await post(next, answers)).headers.get('location');
  }
  if (!next?.includes('/culture/result')) throw new Error(`diagnosis did not finish: ${next}`);
  return { url: base + next, cookie: cookie() };
}

function firstLoadJs() {
  const clientDir = 'build/client';
  const manifestFile = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error('no Remix manifest in build/client/assets');
  const text = fs.readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
  const rows: { route: string; kb: number }[] = [];
  for (const [id, route] of Object.entries<{ parentId?: string; module: string; imports?: string[] }>(
    manifest.routes,
  )) {
    if (
      id === 'root' ||
      id.endsWith('_default') ||
      id.endsWith('_empty') ||
      id.endsWith('_footerless') ||
      id.endsWith('_survey')
    )
      continue;
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
    rows.push({ route: id, kb: bytes / 1024 });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

const app = await startAppServer(PORT);
try {
  await load(`${base}/main`); // warm-up
  const floor = await load(`${base}/main/floor`);
  const home = await load(`${base}/main`);
  if (process.env.BENCH_PAUSE) await new Promise((r) => setTimeout(r, Number(process.env.BENCH_PAUSE)));
  const report = await cultureReport();
  const result = await load(report.url, report.cookie);
  // The demo user's group page and the posting list of its resume.
  const page = async (path: string) =>
    (await fetch(base + path, { headers: { cookie: report.cookie } })).text();
  const groupId = (await page('/main/profile/group')).match(/\?group=(\d+)/)?.[1];
  const profileId = (await page(`/main/profile/group?group=${groupId}`)).match(/information\?id=(\d+)/)?.[1];
  if (!groupId || !profileId) throw new Error('demo resume not found');
  const groups = await load(`${base}/main/profile/group?group=${groupId}`, report.cookie);
  const postings = await load(`${base}/main/profile/position?id=${profileId}&tab=posting`, report.cookie);
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${app.database} (latency in ms, from every response)`,
  );
  console.log('route                req/s      p50      p95      p99   non-2xx');
  for (const [name, r] of [
    ['floor', floor],
    ['home', home],
    ['culture result', result],
    ['profile groups', groups],
    ['posting list', postings],
  ] as const) {
    console.log(
      `${name.padEnd(16)}${fmt(r.rps)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  console.log(
    `home / floor throughput: ${((home.rps / floor.rps) * 100).toFixed(0)}%  (budget ≥ 50%; home p95 budget ≤ 25 ms)`,
  );
  console.log('\nfirst-load JavaScript per route (gzip, budget ≤ 130 KB):');
  for (const row of firstLoadJs()) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.route}`);
} finally {
  await app.stop();
}
