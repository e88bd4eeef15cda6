import crypto from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, setDatabase, type Database } from '~/lib/db.server';

/** `url` is set on PostgreSQL, so a spawned server process can open the same database. */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A fresh, migrated database for one test file: its own PostgreSQL database when
 * TEST_DATABASE_URL is set (so runs never collide), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openPglite('memory://');
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Opens a test database for the file and makes it the app's database. */
export function withTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('test database not open yet');
    return database;
  };
}
