import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPostgres, setDatabase, type Database } from '~/lib/db.server';

/** `url` lets a spawned server process open the same database. */
export type TestDatabase = Database & { url: string; drop(): Promise<void> };

let created = 0;

function server() {
  const provided = inject('testDatabaseServer');
  if (!provided) {
    throw new Error(
      'No test database server: run the tests through vitest.config.ts (its globalSetup starts one)',
    );
  }
  return provided;
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a one-connection admin client of the server, always closing it. */
async function onAdmin<T>(adminUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 30 });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 }).catch(() => {});
  }
}

/**
 * A fresh database for one test file on the run's PostgreSQL (TEST_DATABASE_URL, or the one
 * tests/global-setup.ts started): a copy of the template migrated once for the run, so no file migrates.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template, prefix } = server();
  const name = `${prefix}_${process.pid}_${++created}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdmin(adminUrl, async (sql) => {
    // Two copies of one template at the same moment can be refused (the source "is being accessed").
    for (let attempt = 1; ; attempt++) {
      try {
        await sql.unsafe(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url);
  let dropped = false;
  return {
    ...database,
    url,
    // Never throws: an already-closed pool or a database already gone is fine; the run's teardown
    // drops whatever a file could not.
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => {});
      await onAdmin(adminUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`)).catch(
        (error: unknown) => console.warn(`test database ${name} not dropped now: ${String(error)}`),
      );
    },
  };
}

/** Opens a test database for the file and makes it the app's database. */
export function withTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  let opening: Promise<TestDatabase> | undefined;
  beforeAll(async () => {
    opening = createTestDatabase();
    database = await opening;
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    // If the setup timed out, the database may still be on its way: wait for it, then drop it.
    const open = database ?? (await opening?.catch(() => undefined));
    await open?.drop();
  });
  return () => {
    if (!database) throw new Error('test database not open yet');
    return database;
  };
}
