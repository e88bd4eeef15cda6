// The gzip size of each route's first-load JavaScript in the production build (entry, every parent
// route's module and their imports). `npm run bench:js` prints it alone after a build; `npm run bench`
// prints it after the request figures.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function firstLoadJs() {
  const clientDir = 'build/client';
  const manifestFile = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error('no Remix manifest in build/client/assets');
  const text = fs.readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
  const rows: { route: string; kb: number }[] = [];
  for (const [id, route] of Object.entries<{ parentId?: string; module: string; imports?: string[] }>(
    manifest.routes,
  )) {
    if (
      ['root', '_default', '_empty', '_footerless', '_survey', '_member', '.profile'].some((s) =>
        id.endsWith(s),
      )
    )
      continue;
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    rows.push({ route: id, kb: [...files].reduce((sum, f) => sum + gz(f), 0) / 1024 });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

/** Prints the table: home against its 100 KB budget, every route against 115 KB. */
export function printFirstLoadJs() {
  const js = firstLoadJs();
  const home = js.find((r) => r.route.endsWith('_default._index'));
  console.log(
    `first-load JavaScript (gzip): home ${home?.kb.toFixed(1)} KB (budget ≤ 100), largest ${js[0].kb.toFixed(1)} KB ${js[0].route} (budget ≤ 115 for every route)`,
  );
  for (const row of js) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.route}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printFirstLoadJs();
