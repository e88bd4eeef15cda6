// npm run bench:breakdown: where a member page's milliseconds go. Builds, starts the app with
// BENCH_PHASES=1 (the server times each phase of a request: app/lib/phase-timing.server.ts), signs the
// demo member in, then requests each member page one at a time (so the process's CPU during a phase is
// that request's) and prints the median of each phase in ms: the session check and its SQL, the loaders
// (wall), the SQL they wait for (wall, and our CPU while it runs), the loaders' CPU, single fetch's
// encoding of the loader data, React's render, the stream to the socket, translations (inside the
// loaders and the render), and the rest (Express, routing, Remix outside the loaders). BENCH_DATABASE_URL
// runs it on PostgreSQL (else the embedded database); BENCH_PAGES="posting list,ticket page" picks
// pages; BENCH_REQUESTS sets the requests per page (200). Not part of npm test; no figure is asserted.
import { startAppServer } from './app-server';
import { demoApplication, demoResume, diagnose, logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3360);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ONLY = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

type Report = Record<string, { requests: number; wall: Record<string, number>; cpu: Record<string, number> }>;

const app = await startAppServer(PORT, { BENCH_PHASES: '1', HONEYPOT_MIN_FILL_MS: '0' });
const base = app.base;
try {
  const demo = member(base);
  await logIn(demo);
  const report = await diagnose(demo);
  const resume = await demoResume(demo);
  const application = await demoApplication(demo).catch(() => null);
  const cookie = demo.cookie();
  const pages = [
    { name: 'home, rendered', path: '/main', cookie: 'at=bench' },
    { name: 'culture report', path: report, cookie },
    { name: 'resume groups', path: `/main/profile/group?group=${resume.groupId}`, cookie },
    { name: 'posting list', path: `/main/profile/position?id=${resume.profileId}&tab=posting`, cookie },
    { name: 'result screen', path: resume.resultPath, cookie },
    { name: 'ticket page', path: '/main/account/me/ticket', cookie },
    ...(application
      ? [
          { name: 'applications', path: application.listPath, cookie },
          { name: 'application', path: application.detailPath, cookie },
        ]
      : []),
  ].filter((p) => !ONLY.length || ONLY.includes(p.name));

  const phases = async (reset = false) =>
    (await (await fetch(`${base}/__bench/phases${reset ? '?reset=1' : ''}`)).json()) as Report;
  const rows: { name: string; bytes: number; wall: Record<string, number>; cpu: Record<string, number> }[] =
    [];
  for (const p of pages) {
    const get = async () => {
      const res = await fetch(base + p.path, {
        headers: { cookie: p.cookie, 'accept-language': 'ko', 'accept-encoding': 'gzip' },
        redirect: 'manual',
      });
      if (res.status !== 200) throw new Error(`${p.name} answers ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    };
    const first = await get().catch((error: Error) => error);
    if (first instanceof Error) {
      console.log(`${p.name}: skipped (${first.message})`);
      continue;
    }
    for (let i = 0; i < 30; i++) await get(); // warm-up
    await phases(true);
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) bytes = await get();
    const measured = Object.values(await phases(true)).sort((a, b) => b.requests - a.requests)[0];
    rows.push({ name: p.name, bytes, ...measured });
  }

  const f = (n: number | undefined) => (n ?? 0).toFixed(2).padStart(7);
  console.log(
    `\n${REQUESTS} requests a page, one at a time, ${app.database}; medians in ms (wall unless "cpu"); ` +
      'translate is inside loaders and render',
  );
  const head = [
    'total',
    'cpu',
    'session',
    'sess sql',
    'loaders',
    'ld cpu',
    'ld sql',
    'sql cpu',
    'encode',
    'render',
    'stream',
    'transl',
    'rest',
  ];
  console.log(`${'page'.padEnd(16)} ${head.map((h) => h.padStart(7)).join(' ')}  gzip KB`);
  const cellsOf = (r: (typeof rows)[number]) => {
    const w = r.wall;
    const rest =
      (w.total ?? 0) -
      (w.session ?? 0) -
      (w.loaders ?? 0) -
      (w.encode ?? 0) -
      (w.render ?? 0) -
      (w.stream ?? 0);
    return [
      w.total,
      r.cpu.total,
      w.session,
      w['session sql'],
      w.loaders,
      r.cpu.loaders,
      w['loader sql'],
      r.cpu['loader sql'],
      w.encode,
      w.render,
      w.stream,
      w.translate,
      rest,
    ];
  };
  for (const r of rows)
    console.log(
      `${r.name.padEnd(16)} ${cellsOf(r).map(f).join(' ')}  ${(r.bytes / 1024).toFixed(1).padStart(7)}`,
    );
  // The same as a Markdown table, for docs/performance.md.
  console.log(`\n| page | ${head.join(' | ')} | KB |\n|${' --- |'.repeat(head.length + 2)}`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${cellsOf(r)
        .map((c) => (c ?? 0).toFixed(2))
        .join(' | ')} | ${(r.bytes / 1024).toFixed(1)} |`,
    );
} finally {
  await app.stop();
}
