import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The production server build: the Remix routes and the host's part of the app (server/host.ts). */
export const BUILD_ENTRY = path.resolve('build/server/index.js');

// What the build is made of: the app, and what server/host.ts brings into it (server/, db/).
const SOURCES = ['app', 'server', 'db', 'public', 'remix.config.js', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the app when there is no build yet or a source file is newer than it. */
export function buildIfNeeded(entry: string) {
  const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return;
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  // Not as a test (vite.config.ts leaves the Remix plugin out under vitest) when a test asks for the build.
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  const result = spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Build failed');
}
