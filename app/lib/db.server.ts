import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Db } from '#db/database';
import * as schema from '#db/schema';
import { timeStatement, timingPhases } from './phase-timing.server';
import { countingQueries, noteQuery, queryCounterLogger } from './query-count.server';

export type { Db };
export type QueryResult = { rows: Record<string, unknown>[]; rowCount: number };

/** One open database, whichever engine is behind it. */
export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Raw parameterised SQL, for stores that bring their own queries (rate limiter). */
  query(text: string, values?: unknown[]): Promise<QueryResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'db/migrations');
const MIGRATION_LOCK_ID = 727_001;

/** bigint columns come back as strings (postgres.js) or BigInt (PGlite); callers want numbers. */
function normaliseRow(row: Record<string, unknown>) {
  for (const [k, v] of Object.entries(row)) if (typeof v === 'bigint') row[k] = Number(v);
  return row;
}

export async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, { max: 10, onnotice: () => {}, types: { bigint: postgres.BigInt } });
  const db = drizzlePostgres(timingPhases ? timedClient(sql) : sql, { schema, logger: queryCounterLogger() }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async query(text, values = []) {
      if (countingQueries()) noteQuery(text, values);
      const rows = await timeStatement(sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]));
      return { rows: rows.map((r) => normaliseRow(r as Record<string, unknown>)), rowCount: rows.count };
    },
    async migrate() {
      // Several instances may start at once: one migrates, the others wait for it.
      const lock = await sql.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(drizzlePostgres(sql), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        lock.release();
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Bench only (BENCH_PHASES=1): the client drizzle sends through, each statement timed until it settles. */
function timedClient(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'unsafe') return value;
      return (...args: Parameters<postgres.Sql['unsafe']>) => timeStatement(target.unsafe(...args));
    },
  });
}

/** The embedded database: a directory on disk, or `memory://` for a throwaway one. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, logger: queryCounterLogger() }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query(text, values = []) {
      if (countingQueries()) noteQuery(text, values);
      const res = await client.query<Record<string, unknown>>(text, values);
      return { rows: res.rows.map(normaliseRow), rowCount: res.rows.length || (res.affectedRows ?? 0) };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(path.join(opts.dataDir, 'pglite'));
}

// The process's database, set at start-up (server/host.ts). The host loads the app once, inside the
// server build, so this module holds it for everything: no second module graph to share it with.
let current: Database | undefined;

export function setDatabase(database: Database | undefined) {
  current = database;
}

export function database(): Database {
  if (!current) throw new Error('Database not opened: call setDatabase() at start-up');
  return current;
}

/** The drizzle handle every service uses. */
export function db(): Db {
  return database().db;
}


/**
 * A hot read built once per open database (drizzle's `.prepare()`): its SQL text is not built again on
 * every request, and PostgreSQL keeps its plan. `build` gets the handle and returns the prepared query,
 * its varying values as `sql.placeholder('name')`, given to `.execute({ name })`.
 */
export function preparedQuery<T>(build: (db: Db) => T): () => T {
  const byDatabase = new WeakMap<Db, T>();
  return () => {
    const handle = db();
    let query = byDatabase.get(handle);
    if (query === undefined) byDatabase.set(handle, (query = build(handle)));
    return query;
  };
}
