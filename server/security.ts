import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { consume, type RateLimiter } from '../app/lib/rate-limit.server';
import { sendPlainPage } from './plain-page';

/** A fresh nonce for every response; inline scripts carry it, nothing else inline may run. */
export function assignRequestIds(req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  res.locals.requestId = crypto.randomUUID();
  res.setHeader('X-Request-Id', res.locals.requestId);
  next();
}

/** The order page, where the Toss Payments widget runs (its script is loaded from Toss's CDN there only). */
export const PAYMENT_WIDGET_PAGE = /^\/[a-z]{1,10}\/order\/[A-Za-z0-9_-]{6,64}\/(user|agency)\/?$/;

/** Institution sign-up, where the Kakao (Daum) postcode search may load its script from Daum's CDN. */
export const POSTCODE_PAGE = /^\/[a-z]{1,10}\/sign-up\/agency\/?$/;

/**
 * `formTargets`: origins a form may end up at (the social providers' authorize pages, reached by redirect).
 * `paymentWidget`: the Toss widget is in use, so the order page (and no other) may load its script,
 * frames and calls.
 */
export function securityHeaders(opts: {
  production: boolean;
  devServer: boolean;
  formTargets: string[];
  paymentWidget?: boolean;
}) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce}'`;
  const onWidgetPage = (sources: string) => (req: unknown) =>
    opts.paymentWidget && PAYMENT_WIDGET_PAGE.test((req as Request).path) ? sources : '';
  const onPostcodePage = (req: unknown) =>
    POSTCODE_PAGE.test((req as Request).path) ? 'https://t1.daumcdn.net' : '';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // The Vite dev server injects its own inline client; only there is the policy reported, not enforced.
      reportOnly: opts.devServer,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", nonce, onWidgetPage('https://js.tosspayments.com'), onPostcodePage],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          ...(opts.devServer ? ["'self'", 'ws:'] : ["'self'"]),
          onWidgetPage('https://*.tosspayments.com'),
        ],
        'frame-src': ["'self'", onWidgetPage('https://*.tosspayments.com')],
        'form-action': ["'self'", ...opts.formTargets],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        ...(opts.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xContentTypeOptions: true,
  });
}

/**
 * Refuses a state-changing request whose Origin is another site (403) before Remix sees it;
 * Remix would otherwise answer it with a 500. Behind a trusted proxy the forwarded host counts.
 */
export function originGuard(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!trustProxy) delete req.headers['x-forwarded-host'];
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    if (!origin) return next();
    const host = (trustProxy && req.get('x-forwarded-host')?.split(',')[0]?.trim()) || req.get('host');
    let originHost: string | null = null;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost && originHost === host) return next();
    sendPlainPage(req, res, 403, 'crossSite');
  };
}

/**
 * In production every request must name PUBLIC_URL's host (421 otherwise, before any work), so a
 * forged Host header never reaches the app, its links or its mail. Behind a trusted proxy the
 * forwarded host counts. Health checks (/healthz) are registered before it and answer on any host.
 */
export function publicHostGuard(publicUrl: string, trustProxy: boolean) {
  const expected = new URL(publicUrl).host.toLowerCase();
  return (req: Request, res: Response, next: NextFunction) => {
    const host = (trustProxy && req.get('x-forwarded-host')?.split(',')[0]?.trim()) || req.get('host');
    if (host?.toLowerCase() === expected) return next();
    sendPlainPage(req, res, 421, 'misdirected');
  };
}

/** POST/PUT/PATCH/DELETE count against the client address; past the limit: 429 with Retry-After. */
export function limitWrites(limiter: RateLimiter) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    try {
      const wait = await consume(limiter, req.ip ?? 'unknown');
      if (wait === null) return next();
      res.setHeader('Retry-After', String(wait));
      sendPlainPage(req, res, 429, 'status.429');
    } catch (error) {
      next(error);
    }
  };
}

/** A Set-Cookie of the session (the access or refresh token): signing in, refreshing, signing out. */
const SESSION_COOKIE = /^(at|rt)=/;

/**
 * Every answer to a signed-in browser (a session on the request, or a session cookie on the answer) is
 * `Cache-Control: private, no-store`: pages, data requests, redirects and exports alike, whatever the
 * route said, so no browser history or shared cache keeps a member's page. Decided as the headers go
 * out (node calls writeHead for every answer); a stream's `no-transform` is kept, so it stays
 * uncompressed.
 */
export function privateWhenSignedIn(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const cookies = res.getHeader('Set-Cookie');
    const session = [cookies ?? []].flat().some((c) => SESSION_COOKIE.test(String(c)));
    if (res.locals.viewer || session) {
      const given = String(res.getHeader('Cache-Control') ?? '');
      res.setHeader(
        'Cache-Control',
        /\bno-transform\b/i.test(given) ? 'private, no-store, no-transform' : 'private, no-store',
      );
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof res.writeHead;
  next();
}
