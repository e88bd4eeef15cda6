import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ViteDevServer } from 'vite';
import { resolveSession } from '../app/features/accounts/session.server';
import { socialProviders } from '../app/integrations/social/providers.server';
import { paymentMode } from '../app/integrations/toss/gateway.server';
import { PDF_MAX_BYTES } from '../app/features/profiles/constants';
import { importFailureLocation } from '../app/features/profiles/import-paths';
import { database } from '../app/lib/db.server';
import type { Env } from '../app/lib/env.server';
import { BODY_LIMITS } from '../app/lib/form-bounds';
import { logger } from '../app/lib/logger.server';
import { phaseReport, timed, timeEncoding, timeLoaders, timeRequest, timingPhases } from '../app/lib/phase-timing.server';
import { countingQueries, queryCount } from '../app/lib/query-count.server';
import { createRateLimiter } from '../app/lib/rate-limit.server';
import { createTenantCache, resolveTenant } from '../app/lib/tenant.server';
import { createPageCache } from './page-cache';
import { precompressedFiles } from './precompressed';
import { sendPlainPage } from './plain-page';
import { bodyOf, limitBodies, refuseControlCharactersInUrl } from './request-bounds';
import {
  assignRequestIds,
  limitWrites,
  originGuard,
  privateWhenSignedIn,
  publicHostGuard,
  securityHeaders,
} from './security';

type BuildSource = { build: ServerBuild } | { vite: ViteDevServer };

export function createApp(config: Env, source: BuildSource) {
  const app = express();
  const log = logger();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', true);

  // Built assets first, with no other per-request work: the build's brotli or gzip copy when the browser
  // takes it (compressed once at the strongest setting), else compressed here; a missing one is a bare 404.
  if (!('vite' in source))
    app.use(
      '/assets',
      precompressedFiles(ASSETS),
      compression(),
      express.static(ASSETS, {
        immutable: true,
        maxAge: '1y',
        index: false,
        setHeaders: (res) => {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        },
      }),
      (_req: Request, res: Response) => void res.sendStatus(404),
    );

  // Bench only (BENCH_PHASES=1): each phase of a page's request timed; GET /__bench/phases the medians.
  if (timingPhases) {
    timeEncoding();
    app.use(timeRequest);
    app.get('/__bench/phases', (req, res) => res.json(phaseReport(req.query.reset === '1')));
  }
  app.use(assignRequestIds);
  const formTargets = socialProviders().map((p) => new URL(p.authorizeUrl).origin);
  // The Toss widget's script may load on the order page only, and only when the widget is in use.
  const paymentWidget = paymentMode(config) === 'toss' && !config.TOSS_CHECKOUT_URL;
  app.use(
    securityHeaders({ production: config.isProduction, devServer: 'vite' in source, formTargets, paymentWidget }),
  );
  // compression's default filter skips `Cache-Control: no-transform` (our streams) and flushes per write.
  app.use(compression());
  app.use(requestLog);

  app.get('/healthz', async (_req, res) => {
    try {
      await database().query('select 1');
      res.json({ status: 'ok' });
    } catch (error) {
      log.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  // Bench only (BENCH_COUNT_QUERIES=1): the number of SQL statements sent so far, and the last `last`.
  if (countingQueries())
    app.get('/__bench/queries', (req, res) => res.json(queryCount(Number(req.query.last) || 0)));

  if (config.isProduction && config.PUBLIC_URL)
    app.use(publicHostGuard(config.PUBLIC_URL, Boolean(config.TRUST_PROXY)));

  if ('vite' in source) {
    app.use(source.vite.middlewares);
  } else {
    // Only paths that name a file (favicon.svg, robots.txt) look at the disk; pages never do.
    const publicFiles = express.static('build/client', { maxAge: '1h', index: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next(),
    );
  }

  // Bodies are bounded (and counted while they stream in) before anything reads them.
  app.use(refuseControlCharactersInUrl);
  app.use(
    limitBodies({
      formBytes: BODY_LIMITS.form,
      uploadBytes: PDF_MAX_BYTES + BODY_LIMITS.uploadOverhead,
      isUploadPath: (p) => UPLOAD_PATH.test(p),
      // A PDF over the limit posted by the page itself goes back to its group with the size message.
      refusedUploadLocation: (req) =>
        req.path.endsWith('.data') ? null : importFailureLocation(req.originalUrl, 'too-large'),
    }),
  );

  app.use(originGuard(Boolean(config.TRUST_PROXY)));

  // Every state-changing request counts against its address; sign-in has stricter limits of its own.
  app.use(
    limitWrites(
      createRateLimiter({ name: 'write', points: config.WRITE_REQUESTS_PER_MINUTE, durationSec: 60 }),
    ),
  );

  // A visitor's public page may come from the anonymous page cache: no tenant, session or render work.
  app.use(createPageCache({ ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxBytes: 32 * 1024 * 1024 }));

  const findTenant = createTenantCache();
  app.use(async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, 'http://local');
      const resolution = await resolveTenant(url, findTenant);
      if (resolution.type === 'redirect') return res.redirect(302, resolution.location);
      res.locals.tenant = resolution.tenant;
      next();
    } catch (error) {
      next(error);
    }
  });

  // The session, once per request: later loaders and actions read context.viewer. Whatever is
  // answered to a signed-in browser is never stored by a cache (privateWhenSignedIn).
  app.use(privateWhenSignedIn);
  app.use(async (req, res, next) => {
    try {
      const session = await timed('session', () => resolveSession(req.get('cookie') ?? null));
      for (const cookie of session.setCookies) res.append('Set-Cookie', cookie);
      res.locals.viewer = session.viewer;
      res.locals.sessionExpired = session.expired;
      // Only a GET's: an action may read notifications before the root loader runs in the same request.
      if (req.method === 'GET') res.locals.unreadNotifications = session.unreadNotifications;
      next();
    } catch (error) {
      next(error);
    }
  });

  const remix = createRequestHandler({
    build:
      'vite' in source
        ? () => source.vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
        : timeLoaders(source.build),
    // A built app never sends error details to the browser, whatever NODE_ENV says.
    mode: 'vite' in source ? 'development' : 'production',
    getLoadContext: (req, res) => ({
      tenant: res.locals.tenant,
      requestId: res.locals.requestId,
      nonce: res.locals.nonce,
      viewer: res.locals.viewer ?? null,
      sessionExpired: Boolean(res.locals.sessionExpired),
      unreadNotifications: res.locals.unreadNotifications ?? null,
      clientIp: req.ip ?? 'unknown',
      honeypot: res.locals.honeypot,
      pageCache: res.locals.pageCache,
    }),
  });
  app.all('*', (req, res, next) => remix(bodyOf(req, res), res, next));

  // Last resort: never a stack trace, always the request id to quote.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A refused body was already answered with 413; the app failing to read it is no news.
    if (res.locals.bodyRefused) return res.headersSent ? undefined : res.end();
    log.error(
      { err: error, requestId: res.locals.requestId, url: req.originalUrl },
      'unhandled request error',
    );
    if (res.headersSent) return res.end();
    sendPlainPage(req, res, 500, 'status.500', res.locals.requestId);
  });

  return app;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const log = logger();
  if (!log.isLevelEnabled('info')) return next();
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    log.info({
      id: res.locals.requestId,
      m: req.method,
      u: req.originalUrl,
      s: res.statusCode,
      ms: Math.round(ms),
    });
  });
  next();
}

/** The PDF upload (a plain form post, or Remix's `.data` fetch of the same action). */
/** The build's browser files (hashed names, kept a year). */
const ASSETS = 'build/client/assets';
const UPLOAD_PATH = /^\/[^/]+\/profile\/import(?:\.data)?$/;
