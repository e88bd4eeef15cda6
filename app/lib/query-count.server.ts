// Bench only: with BENCH_COUNT_QUERIES=1 the database layer counts every SQL statement it sends (drizzle's
// and the raw ones) and keeps the last few with their parameters, so `npm run bench` can print the number
// of queries a page costs and bench/explain-loaders.ts can EXPLAIN them. Off, it costs nothing.

const KEEP = 200;
type Statement = { sql: string; params: unknown[] };
const state: { count: number; recent: Statement[] } = { count: 0, recent: [] };

export function countingQueries(): boolean {
  return process.env.BENCH_COUNT_QUERIES === '1';
}

export function noteQuery(sql: string, params: unknown[] = []): void {
  state.count++;
  state.recent.push({ sql, params });
  if (state.recent.length > KEEP) state.recent.shift();
}

/** Statements sent since the process started, and the last `last` of them (at most 200). */
export function queryCount(last = 0): { count: number; statements: Statement[] } {
  return { count: state.count, statements: last > 0 ? state.recent.slice(-Math.min(last, KEEP)) : [] };
}

/** drizzle's logger option: counts each statement, logs nothing. */
export function queryCounterLogger() {
  return countingQueries()
    ? { logQuery: (sql: string, params: unknown[]) => noteQuery(sql, params) }
    : undefined;
}
