// The embedded default of `npm start` (no DATABASE_URL): PGlite in a folder. Every other integration
// file runs on PostgreSQL (tests/global-setup.ts), so this one proves the embedded path on its own, the
// way server.ts takes it: open the folder, migrate, seed reference and demo data, serve pages from it;
// then start again on the same folder (migrations and seed are idempotent: nothing doubles).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '#db/seed';
import { DEMO_USER } from '#db/seed/accounts';
import { openDatabase, setDatabase, type Database } from '~/lib/db.server';
import { startAppServer } from './app-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-pglite-'));
let database: Database | undefined;
let app: Awaited<ReturnType<typeof startAppServer>> | undefined;

afterAll(async () => {
  await app?.close().catch(() => {});
  setDatabase(undefined);
  await database?.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  database = await openDatabase({ dataDir });
  await database.migrate();
  const demo = await seed(database.db, { demo: true });
  setDatabase(database);
  return demo;
}

async function stop() {
  setDatabase(undefined);
  await database?.close();
  database = undefined;
}

const count = async (table: string) =>
  Number((await database!.query(`select count(*)::int as n from ${table}`)).rows[0].n);

describe('the embedded database (PGlite in a folder)', () => {
  it('migrates, seeds and serves; a second start on the same folder changes nothing', async () => {
    const demo = await start();
    expect(database!.kind).toBe('pglite');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(demo.map((a) => a.login)).toContain(DEMO_USER.email);

    app = await startAppServer();
    for (const page of ['/main', '/main/login', '/demo/login']) {
      const res = await fetch(`${app.base}${page}`, { headers: { 'accept-language': 'en' } });
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<html lang="en"');
    }
    const before = { users: await count('app_user'), tenants: await count('tenant') };
    await app.close();
    app = undefined;
    await stop();

    // `npm start` again: the same folder, migrated and seeded once more, holds the same rows.
    await start();
    expect(before.users).toBeGreaterThan(0);
    expect({ users: await count('app_user'), tenants: await count('tenant') }).toEqual(before);
    await stop();
  }, 180_000);
});
