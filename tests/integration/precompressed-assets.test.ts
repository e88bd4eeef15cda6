// The build's precompressed copies (vite.config.ts `precompressAssets`: `<file>.br` at brotli 11 and
// `<file>.gz` at gzip 9 beside each script and style sheet of 1 KB or more) as the production server sends
// them (server/precompressed.ts, in front of `express.static` on /assets): the build's own bytes for `br`
// and `gzip`, the original for a client that takes neither, each with the original's type, the year-long
// immutable Cache-Control, an ETag of its own, `Vary: Accept-Encoding`, and HEAD, a conditional GET and a
// byte range answered on the copy the request selects. Fails when the precompressed path is taken out
// (the compression middleware's brotli 4 or gzip 6 are other bytes than the build's copy) and when the
// copy is compressed again on its way out.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type ProductionServer } from './production-server';
import { createTestDatabase, type TestDatabase } from './test-database';

const ASSETS = path.resolve('build/client/assets');
let pg: TestDatabase | undefined;
let app: ProductionServer | undefined;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request's status, headers and body bytes exactly as sent (no decoding, the path as written). */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app!.base}/`, { method, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject).end();
  });
}

/** A built file named in home's document (the first match of `pattern`), with its copies on disk. */
async function assetOfHome(pattern: RegExp) {
  const html = (await raw('/main', { 'accept-language': 'ko' })).body.toString();
  const url = html.match(pattern)?.[1];
  expect(url, `home names a built file matching ${pattern}`).toBeTruthy();
  const file = path.join(ASSETS, path.basename(url!));
  return {
    url: url!,
    plain: fs.readFileSync(file),
    br: fs.readFileSync(`${file}.br`),
    gz: fs.readFileSync(`${file}.gz`),
  };
}

beforeAll(async () => {
  pg = await createTestDatabase();
  app = await startProductionServer({ databaseUrl: pg.url });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await pg?.drop();
});

describe.each([
  ['a script', /"(\/assets\/shell-[^"]+\.js)"/, /javascript/],
  ['the route manifest', /"(\/assets\/manifest-[^"]+\.js)"/, /javascript/],
  ['a style sheet', /href="(\/assets\/[^"]+\.css)"/, /^text\/css/],
])('%s as the build compressed it', (_name, pattern, type) => {
  it('brotli, gzip or the original, by Accept-Encoding, each decoding to the original', async () => {
    const asset = await assetOfHome(pattern);
    const plain = await raw(asset.url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(type);
    expect(plain.body.equals(asset.plain)).toBe(true);
    const br = await raw(asset.url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await raw(asset.url, { 'accept-encoding': 'gzip' });
    const refused = await raw(asset.url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    // The build's own bytes (brotli 11, gzip 9), sent once: not compressed per request, not twice.
    expect(br.body.equals(asset.br)).toBe(true);
    expect(gz.body.equals(asset.gz)).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(asset.plain)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(asset.plain)).toBe(true);
    expect(refused.body.equals(asset.plain)).toBe(true);
    for (const res of [plain, br, gz, refused]) {
      expect(res.status).toBe(200);
      // The same type (a charset's name is case-insensitive: express writes utf-8, serve-static UTF-8).
      expect(res.headers['content-type']?.toLowerCase()).toBe(plain.headers['content-type']?.toLowerCase());
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBeTruthy();
    }
    expect(Number(br.headers['content-length'])).toBe(asset.br.length);
    // Each copy is its own representation: its own ETag.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('HEAD, a conditional GET and a byte range are answered on the copy the request selects', async () => {
    const asset = await assetOfHome(pattern);
    const br = { 'accept-encoding': 'br' };
    const head = await raw(asset.url, br, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(asset.br.length);
    expect(head.body.length).toBe(0);
    const etag = head.headers.etag!;
    const unchanged = await raw(asset.url, { ...br, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    // The original's ETag does not validate the brotli copy.
    const plainEtag = (await raw(asset.url, {}, 'HEAD')).headers.etag!;
    expect((await raw(asset.url, { ...br, 'if-none-match': plainEtag })).status).toBe(200);
    const part = await raw(asset.url, { ...br, range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 0-9/${asset.br.length}`);
    expect(part.body.equals(asset.br.subarray(0, 10))).toBe(true);
    const plainPart = await raw(asset.url, { range: 'bytes=0-9' });
    expect(plainPart.status).toBe(206);
    expect(plainPart.headers['content-encoding']).toBeUndefined();
    expect(plainPart.body.equals(asset.plain.subarray(0, 10))).toBe(true);
  });
});

describe('what /assets never sends', () => {
  it('no file outside the build’s assets, however the path is written', async () => {
    const script = path.basename((await assetOfHome(/"(\/assets\/shell-[^"]+\.js)"/)).url);
    const br = { 'accept-encoding': 'br, gzip' };
    for (const attempt of [
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
      `/assets/..%2fassets%2f${script}`,
      '/assets/.%2e/server/index.js',
    ]) {
      const res = await raw(attempt, br);
      expect([400, 403, 404], attempt).toContain(res.status);
      expect(res.headers['content-encoding'], attempt).toBeUndefined();
      expect(res.body.toString(), attempt).not.toContain('"dependencies"');
    }
  });

  it('a missing file is a bare 404, whatever the client accepts', async () => {
    const res = await raw('/assets/missing-0000.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
