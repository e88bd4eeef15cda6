// The anonymous page cache: a public page (its route's handle says `pageCache: true`) that a visitor
// without a session gets is the same HTML for every visitor asking for the same page in the same language
// for a few seconds — except the per-request CSP nonce and the honeypot token, which are put back fresh
// on every hit. A hit skips the tenant lookup, the session and the React render; one class opening the
// home page at once costs one render per instance. ADR 0015.
//
// The key is what the page depends on, nothing more: the host, the path with its parameters minus
// tracking ones (utm_*, gclid, …) in a stable order, and the language the app resolves (the language
// cookie, else Accept-Language, exactly as app/lib/i18n.server.ts does). Cookies the app never reads
// (analytics: _ga, _gid, _fbp …) do not matter; a request holding one the app does read gets the live page.
import { createCookie } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import { LanguageDetector } from 'remix-i18next/server';
import type { PageCacheMark } from '../app/lib/context';
import { honeypotToken } from '../app/lib/honeypot.server';
import { LANGUAGES, isLanguage, languageFromAcceptLanguage, type Language } from '../app/lib/i18n';

/**
 * Cookies the app reads, besides the language choice (which is part of the key): a request holding any
 * of them gets the live page. The session (access and refresh token), the flash message, the home's
 * promotion choice, the institution sign-up ticket, the social sign-in's return and pending sign-up, and
 * the OAuth state cookies (`oauth_kakao`, `oauth_naver`). tests/unit/page-cache.test.ts checks this list
 * against every cookie the code creates.
 */
export const APP_COOKIES: readonly string[] = [
  'at',
  'rt',
  'toast',
  'promo_hidden',
  'agency_signup',
  'social_return',
  'social_signup',
];
export const APP_COOKIE_PREFIXES: readonly string[] = ['oauth_'];
/** The language choice: read by the app, so part of the key through the language it resolves to. */
const LANGUAGE_COOKIE = 'lng';

/** Query parameters of ad and mail campaigns: no page reads them, so they are dropped from the key and the URL. */
const TRACKING_PARAMETERS = new Set(['gclid', 'fbclid', 'msclkid', '_ga', 'mc_cid', 'mc_eid']);
const isTrackingParameter = (name: string) =>
  name.toLowerCase().startsWith('utm_') || TRACKING_PARAMETERS.has(name.toLowerCase());

/** Response headers a page keeps on a hit; the rest are per request (security headers, ids, cookies). */
const KEPT_HEADERS = ['content-type', 'content-language', 'link'];

type Entry = { parts: string[]; headers: [string, string][]; expires: number; bytes: number };

export type { PageCacheMark };

/**
 * Says on a visitor's page whether it came from the cache (`hit`) or was rendered (`miss`); absent on a
 * live page (a cookie the app reads, not a GET). For operators, benches and tests.
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

const NONCE = '\u0000nonce\u0000';
const HONEYPOT = '\u0000honeypot\u0000';

/**
 * The app's own language detection (app/lib/i18n.server.ts: the `lng` cookie, else Accept-Language,
 * else English) with the same detector, cookie decoding and header rule, without loading i18next.
 */
const detector = new LanguageDetector({
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: 'en',
  cookie: createCookie(LANGUAGE_COOKIE),
  order: ['cookie', 'custom'],
  findLocale: async (request) => languageFromAcceptLanguage(request.headers.get('accept-language')),
});

/** The language the app renders a request in. */
export async function resolvedLanguage(req: Pick<Request, 'headers'>): Promise<Language> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  const accept = req.headers['accept-language'];
  if (accept) headers.set('accept-language', Array.isArray(accept) ? accept.join(',') : accept);
  // The detector reads only the headers (its search-parameter step is not in the app's order).
  const found = await detector.detect({ headers } as globalThis.Request);
  return isLanguage(found) ? found : 'en';
}

/**
 * The path and query a page is rendered for: tracking parameters dropped, the others sorted by name
 * (stable: repeated names keep their order) and left encoded as they came.
 */
export function pagePath(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at < 0) return originalUrl;
  const kept = originalUrl
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => ({ pair, name: decodeName(pair.split('=')[0]) }))
    .filter(({ name }) => !isTrackingParameter(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ pair }) => pair);
  return kept.length ? `${originalUrl.slice(0, at)}?${kept.join('&')}` : originalUrl.slice(0, at);
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Whether the request holds a cookie the app reads (other than the language choice). */
function holdsAppCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(';')) {
    const name = pair.split('=')[0].trim();
    if (!name || name === LANGUAGE_COOKIE) continue;
    if (APP_COOKIES.includes(name) || APP_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)))
      return true;
  }
  return false;
}

/**
 * The key of a request that may be answered from (and fill) the shared cache — a visitor's plain page
 * GET — with the path it is rendered for; null for any other request.
 */
async function keyOf(req: Request): Promise<{ key: string; path: string } | null> {
  if (req.method !== 'GET' || req.path.endsWith('.data')) return null;
  if (holdsAppCookie(req.headers.cookie)) return null;
  const path = pagePath(req.originalUrl);
  return { key: [req.headers.host ?? '', path, await resolvedLanguage(req)].join('\n'), path };
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

  async function middleware(req: Request, res: Response, next: NextFunction) {
    let keyed: Awaited<ReturnType<typeof keyOf>>;
    try {
      keyed = opts.ttlMs > 0 ? await keyOf(req) : null;
    } catch (error) {
      return next(error);
    }
    if (!keyed) return next();
    const { key } = keyed;
    const nonce: string = res.locals.nonce;
    const honeypot = honeypotToken();
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader(PAGE_CACHE_HEADER, 'hit');
      res
        .status(200)
        .end(hit.parts.map((p) => (p === NONCE ? nonce : p === HONEYPOT ? honeypot : p)).join(''));
      return;
    }
    if (hit) remove(key);
    res.setHeader(PAGE_CACHE_HEADER, 'miss');
    // Rendered for the page's own path, so every visitor sharing the key gets exactly this page: no
    // tracking parameter is echoed into a link or form (the language picker sends the query back).
    if (keyed.path !== req.originalUrl) req.url = req.originalUrl = keyed.path;
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
