// npx tsx bench/compare-builds.ts <before-dir> [after-dir]: the server CPU one request of each member
// page costs in two builds, measured in turns (before, after, after, before …) so a busy machine's drift
// falls on both. Each dir is a checkout with its own build (`npm run build` there; a `git worktree` of
// the commit before works, with node_modules linked); after-dir defaults to this checkout. Each turn
// sends BENCH_REQUESTS (200) requests of a page, CONCURRENCY (4) at a time, and reads the server
// process's CPU time (/proc/<pid>/stat) before and after: ms of CPU a request, p50 and p99 latency.
// Prints per page the median over BENCH_TURNS (5) turns and the after/before ratio. BENCH_DATABASE_URL
// runs both on PostgreSQL (two fresh databases). Requests ask for gzip as fetch does (`accept-encoding: gzip,
// deflate`); BENCH_GZIP=0 asks for none, as `npm run bench`'s autocannon and the reference app do.
// Not part of npm test; no figure is asserted.
import fs from 'node:fs';
import path from 'node:path';
import { startAppServer, type AppServer } from './app-server';
import { demoApplication, demoResume, diagnose, logIn, member } from './member';

const [beforeDir, afterDir = process.cwd()] = process.argv.slice(2).map((d) => path.resolve(d));
if (!beforeDir) throw new Error('usage: tsx bench/compare-builds.ts <before-dir> [after-dir]');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3380);
const GZIP = process.env.BENCH_GZIP !== '0';
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(';')
  .map((s) => s.trim())
  .filter(Boolean);

const TICK_MS = 1000 / 100; // USER_HZ
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

type Page = { name: string; path: string; cookie: string; member?: boolean };
async function pagesOf(app: AppServer): Promise<{ demo: ReturnType<typeof member>; pages: Page[] }> {
  const demo = member(app.base);
  await logIn(demo);
  const report = await diagnose(demo);
  const resume = await demoResume(demo);
  // Three questions answered on the resume's application, so the result screen shows three letters.
  const application = await demoApplication(demo);
  const cookie = demo.cookie();
  const pages: Page[] = [
    { name: 'home, rendered', path: '/main', cookie: 'at=bench' },
    { name: 'culture report', path: report, cookie, member: true },
    { name: 'resume groups', path: `/main/profile/group?group=${resume.groupId}`, cookie, member: true },
    {
      name: 'posting list',
      path: `/main/profile/position?id=${resume.profileId}&tab=posting`,
      cookie,
      member: true,
    },
    { name: 'result screen', path: resume.resultPath, cookie, member: true },
    { name: 'ticket page', path: '/main/account/me/ticket', cookie, member: true },
    { name: 'applications', path: '/main/applications', cookie, member: true },
    { name: 'application', path: application.detailPath, cookie, member: true },
  ].filter((p) => !ONLY.length || ONLY.includes(p.name));
  return { demo, pages };
}

async function turn(app: AppServer, page: Page) {
  const times: number[] = [];
  let bytes = 0;
  let next = 0;
  const one = async () => {
    while (next++ < REQUESTS) {
      const start = performance.now();
      const res = await fetch(app.base + page.path, {
        headers: {
          cookie: page.cookie,
          'accept-language': 'ko',
          'accept-encoding': GZIP ? 'gzip, deflate' : 'identity',
        },
        redirect: 'manual',
      });
      bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${page.name} answers ${res.status}`);
      times.push(performance.now() - start);
    }
  };
  const cpu = cpuMs(app.pid);
  await Promise.all(Array.from({ length: CONCURRENCY }, one));
  times.sort((a, b) => a - b);
  return {
    cpu: (cpuMs(app.pid) - cpu) / REQUESTS,
    p50: times[Math.floor(times.length / 2)],
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
    kb: bytes / 1024,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const before = await startAppServer(PORT, { HONEYPOT_MIN_FILL_MS: '0' }, beforeDir);
const after = await startAppServer(PORT + 1, { HONEYPOT_MIN_FILL_MS: '0' }, afterDir);
try {
  const sides = [
    { app: before, ...(await pagesOf(before)) },
    { app: after, ...(await pagesOf(after)) },
  ];
  console.log(
    `\n${TURNS} turns of ${REQUESTS} requests (${CONCURRENCY} at a time) a page and build, ${before.database}; ` +
      `server CPU ms a request, latency ms and HTML KB (uncompressed), medians of the turns; ${GZIP ? 'gzip asked' : 'no compression asked'}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.log(
    `${'page'.padEnd(16)} ${['cpu before', 'cpu after', 'ratio', 'p50 bef', 'p50 aft', 'p99 bef', 'p99 aft', 'KB bef', 'KB aft'].map((h) => h.padStart(10)).join('')}`,
  );
  for (let i = 0; i < sides[0].pages.length; i++) {
    const runs: Awaited<ReturnType<typeof turn>>[][] = [[], []];
    // A fresh sign-in for each page: a long run outlives the access token (the page would answer 302).
    for (const s of sides)
      if (s.pages[i].member) {
        await logIn(s.demo);
        s.pages[i].cookie = s.demo.cookie();
      }
    for (const s of sides) await turn(s.app, s.pages[i]); // warm-up
    // Turns in the order A B B A A B …: neither build always goes first.
    for (let t = 0; t < TURNS; t++)
      for (const k of t % 2 ? [1, 0] : [0, 1]) runs[k].push(await turn(sides[k].app, sides[k].pages[i]));
    const m = (k: number, f: 'cpu' | 'p50' | 'p99' | 'kb') => median(runs[k].map((r) => r[f]));
    const cells = [
      m(0, 'cpu'),
      m(1, 'cpu'),
      m(1, 'cpu') / m(0, 'cpu'),
      m(0, 'p50'),
      m(1, 'p50'),
      m(0, 'p99'),
      m(1, 'p99'),
      m(0, 'kb'),
      m(1, 'kb'),
    ];
    console.log(
      `${sides[0].pages[i].name.padEnd(16)} ${cells.map((c) => c.toFixed(2).padStart(10)).join('')}`,
    );
  }
  // Each server's resident memory after its pages (a node flag such as the young generation's size shows here).
  const rss = (pid: number) =>
    Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024;
  console.log(`resident memory MB: before ${rss(before.pid).toFixed(0)}, after ${rss(after.pid).toFixed(0)}`);
} finally {
  await before.stop();
  await after.stop();
}
