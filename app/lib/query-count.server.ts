// Bench only: with BENCH_COUNT_QUERIES=1 the database layer counts every SQL statement it sends (drizzle's
// and the raw ones), so `npm run bench` can print the number of queries a page costs. Off, it costs nothing.

const holder = globalThis as typeof globalThis & { __benchQueryCount?: number };

export function countingQueries(): boolean {
  return process.env.BENCH_COUNT_QUERIES === '1';
}

export function noteQuery(): void {
  holder.__benchQueryCount = (holder.__benchQueryCount ?? 0) + 1;
}

/** Statements sent since the process started. */
export function queryCount(): number {
  return holder.__benchQueryCount ?? 0;
}

/** drizzle's logger option: counts each statement, logs nothing. */
export function queryCounterLogger() {
  return countingQueries() ? { logQuery: noteQuery } : undefined;
}
