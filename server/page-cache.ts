// The anonymous page cache: a public page (its route's handle says `pageCache: true`) that a visitor
// without a session gets is the same HTML for every visitor asking for the same URL in the same language
// for a few seconds — except the per-request CSP nonce and the honeypot token, which are put back fresh
// on every hit. A hit skips the tenant lookup, the session and the React render; one class opening the
// home page at once costs one render per instance. ADR 0015.
import type { NextFunction, Request, Response } from 'express';
import { honeypotToken } from '../app/lib/honeypot.server';

/** Cookies a visitor may hold and still get a shared page (the language choice, part of the key). */
const SHARED_COOKIES = new Set(['lng']);
/** Response headers a page keeps on a hit; the rest are per request (security headers, ids, cookies). */
const KEPT_HEADERS = ['content-type', 'content-language', 'link'];

type Entry = { parts: string[]; headers: [string, string][]; expires: number; bytes: number };

/** What the render tells the cache: set true by entry.server for a page whose route opts in. */
export type PageCacheMark = { cacheable: boolean };

const NONCE = '\u0000nonce\u0000';
const HONEYPOT = '\u0000honeypot\u0000';

/** Whether a request may be answered from (and fill) the shared cache: a visitor's plain page GET. */
function keyOf(req: Request): string | null {
  if (req.method !== 'GET' || req.path.endsWith('.data')) return null;
  const cookie = req.headers.cookie ?? '';
  for (const pair of cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name && !SHARED_COOKIES.has(name)) return null;
  }
  return [req.headers.host ?? '', req.originalUrl, req.headers['accept-language'] ?? '', cookie].join('\n');
}

export function createPageCache(opts: { ttlMs: number; maxBytes: number }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > opts.maxBytes) return;
    // Oldest first out until the new page fits.
    for (const oldest of entries.keys()) {
      if (bytes + entry.bytes <= opts.maxBytes) break;
      remove(oldest);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  };

  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = opts.ttlMs > 0 ? keyOf(req) : null;
    if (!key) return next();
    const nonce: string = res.locals.nonce;
    const honeypot = honeypotToken();
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res
        .status(200)
        .end(hit.parts.map((p) => (p === NONCE ? nonce : p === HONEYPOT ? honeypot : p)).join(''));
      return;
    }
    if (hit) remove(key);
    // A miss renders as usual with this honeypot token; the finished page is kept if its route opts in.
    const mark: PageCacheMark = { cacheable: false };
    res.locals.honeypot = honeypot;
    res.locals.pageCache = mark;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunks, chunk);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== 'function') collect(chunks, chunk);
      if (mark.cacheable && res.statusCode === 200 && !res.getHeader('set-cookie')) {
        const html = Buffer.concat(chunks).toString('utf8');
        store(key, {
          parts: splitOn(html, [nonce, honeypot], [NONCE, HONEYPOT]),
          headers: KEPT_HEADERS.flatMap((name) => {
            const value = res.getHeader(name);
            return value === undefined ? [] : [[name, String(value)] as [string, string]];
          }),
          expires: Date.now() + opts.ttlMs,
          bytes: html.length * 2,
        });
      }
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  return Object.assign(middleware, { clear: () => (entries.clear(), (bytes = 0)) });
}

function collect(chunks: Buffer[], chunk: unknown) {
  if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
  else if (chunk instanceof Uint8Array)
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
}

/** The page cut at every occurrence of the per-request values, each replaced by its marker. */
function splitOn(html: string, values: string[], markers: string[]): string[] {
  let parts = [html];
  values.forEach((value, i) => {
    parts = parts.flatMap((part) => {
      if (markers.includes(part)) return [part];
      const pieces = part.split(value);
      return pieces.flatMap((piece, j) => (j === 0 ? [piece] : [markers[i], piece]));
    });
  });
  return parts.filter((p) => p !== '');
}
