// npm run bench:explain (needs BENCH_DATABASE_URL, after npm run build): starts the production server on
// a fresh PostgreSQL database with the demo data, opens each heavy page once as the demo member, takes the
// SQL statements it sent (recorded by the db layer with BENCH_COUNT_QUERIES=1) and EXPLAINs each one
// (tables ANALYZE'd, sequential scans priced out so any usable index is taken). Prints each statement's plan
// nodes; exits 1 when a page sends more than 5 statements or a plan still reads a table that grows (any but
// the small reference tables, or one of ≥ LARGE_ROWS rows) with a Seq Scan: no index serves that query.
import postgres from 'postgres';
import { startAppServer } from './app-server';
import { demoResume, diagnose, logIn, member } from './member';

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const LARGE_ROWS = Number(process.env.BENCH_LARGE_ROWS ?? 1000);
const MAX_QUERIES = 5;
/** Seeded reference tables of a few dozen rows, read whole on purpose (and cached by the app). */
const REFERENCE = new Set([
  'job_category',
  'location',
  'question',
  'survey_item',
  'culture_text',
  'tenant',
  'goods',
]);
if (!process.env.BENCH_DATABASE_URL) throw new Error('set BENCH_DATABASE_URL (EXPLAIN needs PostgreSQL)');

type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };
const nodes = (p: Plan): Plan[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

const app = await startAppServer(PORT, { BENCH_COUNT_QUERIES: '1', HONEYPOT_MIN_FILL_MS: '0' });
const sql = postgres(app.databaseUrl!, { max: 1, onnotice: () => {} });
const problems: string[] = [];
try {
  const demo = member(app.base);
  await logIn(demo);
  const report = await diagnose(demo);
  const resume = await demoResume(demo);
  await sql`analyze`;
  // With sequential scans priced out, the planner takes any index that serves a query: a Seq Scan left in
  // a plan means no index can, which on a table that grows is the problem (small tables read whole are shown).
  await sql`set enable_seqscan = off`;
  const sizes = new Map(
    (
      await sql<
        { relname: string; n: number }[]
      >`select relname, reltuples::int as n from pg_class where relkind = 'r'`
    ).map((r) => [r.relname, r.n]),
  );
  const pages = {
    'culture report': report,
    'resume groups': `/main/profile/group?group=${resume.groupId}`,
    'posting list': `/main/profile/position?id=${resume.profileId}&tab=posting`,
    'result screen': resume.resultPath,
    'ticket page': '/main/account/me/ticket',
  };
  const recorded = async () =>
    (await (await fetch(`${app.base}/__bench/queries?last=200`)).json()) as {
      count: number;
      statements: { sql: string; params: unknown[] }[];
    };
  for (const [name, path] of Object.entries(pages)) {
    await (await demo.get(path)).text(); // warm: reference data is read once per process
    const before = (await recorded()).count;
    const res = await demo.get(path);
    await res.text();
    const after = await recorded();
    const statements = after.statements.slice(after.statements.length - (after.count - before));
    console.log(`\n${name} (${res.status}): ${statements.length} statements`);
    if (statements.length > MAX_QUERIES)
      problems.push(`${name}: ${statements.length} statements (at most ${MAX_QUERIES})`);
    for (const s of statements) {
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = await sql.unsafe<{ 'QUERY PLAN': { Plan: Plan }[] }[]>(
        `explain (format json) ${s.sql}`,
        s.params as never[],
      );
      const used = nodes(plan.Plan)
        .filter((n) => n['Relation Name'])
        .map((n) => {
          const table = n['Relation Name']!;
          const rows = sizes.get(table) ?? 0;
          const bad = n['Node Type'] === 'Seq Scan' && (!REFERENCE.has(table) || rows >= LARGE_ROWS);
          if (bad) problems.push(`${name}: Seq Scan on ${table} (${rows} rows) in ${s.sql.slice(0, 120)}`);
          const index = n['Index Name'] ? ` (${n['Index Name']})` : '';
          return `${n['Node Type']} ${table}${index} [${rows}]${bad ? ' ← no index' : ''}`;
        });
      console.log(`  ${s.sql.replace(/\s+/g, ' ').slice(0, 110)}…\n      ${used.join('; ') || '(no table)'}`);
    }
  }
} finally {
  await sql.end();
  await app.stop();
}
if (problems.length) {
  console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nevery heavy page: ≤ 5 statements, every growing table read through an index');
