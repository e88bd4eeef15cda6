// npm run bench: builds the app (npm run build) and the reference app (bench/reference: one-route Remix
// 2.17, same Express adapter), starts both, and loads every page with autocannon (10 connections) in
// one run: req/s as a share of the reference's, p50/p95/p99, and the SQL statements each page costs
// (counted by the db layer with BENCH_COUNT_QUERIES=1). Then the gzip size of each route's first-load
// JavaScript. With BENCH_DATABASE_URL the app runs on a fresh PostgreSQL database. Not part of npm test.
// Floor and home are visitors' pages, so they come from the anonymous page cache; the "rendered" rows
// send a cookie the app reads (an access token that does not verify: still a visitor), so every request
// of theirs is rendered. "home, campaign visitors" is home as visitors really arrive: one of seven ways
// of asking for Korean, a unique gclid or utm link, analytics cookies (_ga, _gid, _fbp).
import { printFirstLoadJs } from './first-load-js';
import autocannon from 'autocannon';
import { startAppServer, startReferenceServer } from './app-server';
import { demoApplication, demoResume, diagnose, logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_PAGES="resume groups,application": only those pages (the reference still runs around them). */
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const CONNECTIONS = 10;

type Load = { rps: number; p50: number; p95: number; p99: number; non2xx: number };

const KOREAN = [
  'ko',
  'ko-KR',
  'ko-KR,ko;q=0.9,en;q=0.8',
  'ko;q=1',
  'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7',
  'ko-kr',
  'ko,en;q=0.5',
];
let visitor = 0;
/** A visitor of a campaign: each request its own click id and analytics ids, one of seven Korean headers. */
function campaignVisitor(request: autocannon.Request): autocannon.Request {
  const n = visitor++;
  const id = `${n}.${Math.floor(Math.random() * 1e9)}`;
  const query = n % 2 ? `gclid=Cj0KCQ${id}` : `utm_source=kakao&utm_medium=social&utm_content=${id}`;
  return {
    ...request,
    path: `${(request.path ?? '/main').split('?')[0]}?${query}`,
    headers: {
      ...request.headers,
      'accept-language': KOREAN[n % KOREAN.length],
      cookie: `_ga=GA1.1.${id}; _gid=GA1.1.${n}; _fbp=fb.1.${id}`,
    },
  };
}

async function load(url: string, cookie = '', campaign = false): Promise<Load> {
  const times: number[] = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-language': 'ko', ...(cookie ? { cookie } : {}) },
    ...(campaign ? { requests: [{ setupRequest: campaignVisitor }] } : {}),
    setupClient: (client) =>
      client.on('response', (_status: number, _bytes: number, ms: number) => times.push(ms)),
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { rps: result.requests.average, p50: pct(50), p95: pct(95), p99: pct(99), non2xx: result.non2xx };
}

/** SQL statements one request of a page costs: the fewest of three tries (a background job may add some). */
async function queriesOf(base: string, url: string, cookie: string) {
  const count = async () =>
    ((await (await fetch(`${base}/__bench/queries`)).json()) as { count: number }).count;
  let fewest = Infinity;
  for (let i = 0; i < 3; i++) {
    const before = await count();
    await (await fetch(url, { headers: { cookie, 'accept-language': 'ko' } })).text();
    fewest = Math.min(fewest, (await count()) - before);
  }
  return fewest;
}

const reference = await startReferenceServer(PORT + 100);
const app = await startAppServer(PORT, { BENCH_COUNT_QUERIES: '1', HONEYPOT_MIN_FILL_MS: '0' });
const base = app.base;
try {
  const demo = member(base);
  await logIn(demo);
  const report = await diagnose(demo);
  const resume = await demoResume(demo);
  const application = await demoApplication(demo);
  const cookie = demo.cookie();
  const pages: { name: string; path: string; cookie: string; goal: number; campaign?: boolean }[] = [
    { name: 'floor', path: '/main/floor', cookie: '', goal: 50 },
    { name: 'home', path: '/main', cookie: '', goal: 40 },
    { name: 'home, campaign visitors', path: '/main', cookie: '', goal: 40, campaign: true },
    // The same two pages rendered on every request: a cookie the app reads (an unverifiable access
    // token: the visitor's page, live).
    { name: 'floor, rendered', path: '/main/floor', cookie: 'at=bench', goal: 50 },
    { name: 'home, rendered', path: '/main', cookie: 'at=bench', goal: 40 },
    { name: 'culture report', path: report, cookie, goal: 25 },
    { name: 'resume groups', path: `/main/profile/group?group=${resume.groupId}`, cookie, goal: 25 },
    {
      name: 'posting list',
      path: `/main/profile/position?id=${resume.profileId}&tab=posting`,
      cookie,
      goal: 25,
    },
    { name: 'result screen', path: resume.resultPath, cookie, goal: 25 },
    { name: 'ticket page', path: '/main/account/me/ticket', cookie, goal: 25 },
    { name: 'applications', path: application.listPath, cookie, goal: 25 },
    { name: 'application', path: application.detailPath, cookie, goal: 25 },
  ].filter((p) => !ONLY.length || ONLY.includes(p.name));
  for (const p of pages) {
    const res = await fetch(base + p.path, { headers: { cookie: p.cookie }, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${p.name} answers ${res.status}`);
  }
  const queries = new Map<string, number>();
  for (const p of pages) queries.set(p.name, await queriesOf(base, base + p.path, p.cookie));

  await load(reference.base); // warm-up
  await load(`${base}/main`);
  // The reference before and after our pages: the machine's load drifts, its mean is the 100 %.
  const refBefore = await load(reference.base);
  const results = new Map<string, Load>();
  for (const p of pages) results.set(p.name, await load(base + p.path, p.cookie, p.campaign));
  const refAfter = await load(reference.base);
  const ref = (refBefore.rps + refAfter.rps) / 2;

  const fmt = (n: number, w = 8) => n.toFixed(1).padStart(w);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${app.database} (latency in ms, from every response)`,
  );
  console.log(
    `reference (one-route Remix 2.17, same adapter): ${refBefore.rps.toFixed(0)} → ${refAfter.rps.toFixed(0)} req/s, p95 ${refBefore.p95}/${refAfter.p95} ms`,
  );
  console.log(`${'page'.padEnd(24)}  req/s  % of ref  (goal)     p50      p95      p99  non-2xx  queries`);
  for (const p of pages) {
    const r = results.get(p.name)!;
    const share = (r.rps / ref) * 100;
    console.log(
      `${p.name.padEnd(24)}${fmt(r.rps)} ${fmt(share, 8)}% ${`(≥${p.goal}%)`.padStart(7)}${share >= p.goal ? ' ' : '!'}${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${String(r.non2xx).padStart(8)} ${String(queries.get(p.name)).padStart(8)}`,
    );
  }
  console.log('');
  printFirstLoadJs();
} finally {
  await app.stop();
  await reference.stop();
}
