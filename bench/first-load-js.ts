// First-load JavaScript per route, as a browser fetches it. `npm run bench:js` prints, after a build:
//  1. every route's scripts by the build's manifest: the entry and its imports, the Remix manifest file
//     (`manifest-*.js`, which every document imports), and each route module of the match with its
//     imports — each file's bytes as the server sends them to a browser (the build's brotli copy at
//     quality 11, server/precompressed.ts; files under 1 KB raw), and
//     the same at gzip (zlib's default level, what the figures before 2026-11-29 counted) for comparison;
//  2. with `BENCH_BROWSER=1` (default for `npm run bench:js`; needs chromium) a first visit of each of the
//     member pages in Debian's chromium, cold cache: every script response, split into the ones the
//     document references (module preloads and the inline module script's imports) and the ones requested
//     after hydration (lazy chunks the page asks for when idle: client validation, dialogs), until the
//     network is idle, with the bytes on the wire (body, compressed as sent). `npm run bench` prints part 1.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CLIENT = 'build/client';
const LAYOUTS = ['root', '_default', '_empty', '_footerless', '_survey', '_member', '.profile'];

type Manifest = {
  entry: { module: string; imports?: string[] };
  url?: string;
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};

function readManifest(): { manifest: Manifest; file: string } {
  const name = fs.readdirSync(path.join(CLIENT, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  if (!name) throw new Error('no Remix manifest in build/client/assets');
  const text = fs.readFileSync(path.join(CLIENT, 'assets', name), 'utf8');
  return {
    manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)),
    file: `/assets/${name}`,
  };
}

/**
 * A file's bytes as the server sends them to a browser (Chromium, Firefox and Safari all offer `br`): the
 * build's own brotli copy (`<file>.br`, quality 11, written for every script of 1 KB or more; see
 * server/precompressed.ts), else the file as `compression()` would send it (brotli at quality 4 from 1 KB,
 * raw below).
 */
const sent = (file: string) => {
  const built = path.join(CLIENT, `${file}.br`);
  if (fs.existsSync(built)) return fs.statSync(built).size;
  const raw = fs.readFileSync(path.join(CLIENT, file));
  if (raw.length < 1024) return raw.length;
  return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
};
/** The same file as gzip at zlib's default level (a client that does not offer brotli). */
const gzip = (file: string) => {
  const raw = fs.readFileSync(path.join(CLIENT, file));
  return raw.length < 1024 ? raw.length : zlib.gzipSync(raw).length;
};

export type RouteJs = { route: string; files: number; kb: number; kbGzip: number; withoutManifest: number };

export function firstLoadJs(): RouteJs[] {
  const { manifest, file: manifestFile } = readManifest();
  const rows: RouteJs[] = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (LAYOUTS.some((s) => id.endsWith(s))) continue;
    const files = new Set<string>([manifestFile, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    const kb = [...files].reduce((sum, f) => sum + sent(f), 0) / 1024;
    rows.push({
      route: id,
      files: files.size,
      kb,
      kbGzip: [...files].reduce((sum, f) => sum + gzip(f), 0) / 1024,
      withoutManifest: kb - sent(manifestFile) / 1024,
    });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

/** The table: home against its 100 KB budget, every route against 115 KB. */
export function printFirstLoadJs() {
  const js = firstLoadJs();
  const home = js.find((r) => r.route.endsWith('_default._index'));
  console.log(
    `first-load JavaScript as sent to a browser (the build's brotli 11; the manifest file included; the page's translation chunks are counted in the browser, below): home ${home?.kb.toFixed(1)} KB (budget ≤ 100), largest ${js[0].kb.toFixed(1)} KB ${js[0].route} (budget ≤ 115 for every route)`,
  );
  console.log('   KB br  KB gzip  KB w/o manifest  files  route');
  for (const row of js)
    console.log(
      `  ${row.kb.toFixed(1).padStart(6)}  ${row.kbGzip.toFixed(1).padStart(7)}  ${row.withoutManifest.toFixed(1).padStart(15)}  ${String(row.files).padStart(5)}  ${row.route}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFirstLoadJs();
  if (process.env.BENCH_BROWSER !== '0') {
    const { printFirstVisits } = await import('./first-visit-js');
    await printFirstVisits();
  }
}
