import { Transform, type TransformCallback } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { sendPlainPage } from './plain-page';

/** The body was longer than its limit; whoever reads it gets this error, never a cut-off body. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Passes the body through while counting; past `limit` bytes it fails instead of passing more. */
class CountingBody extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) return done(new BodyTooLargeError(this.limit));
    done(null, chunk);
  }
}

export type BodyLimits = {
  /** Every request body (forms, anything else). */
  formBytes: number;
  /** Bodies posted to an upload path. */
  uploadBytes: number;
  isUploadPath: (path: string) => boolean;
  /**
   * Where a browser's page submission (not a script's fetch) of a refused upload is sent instead of
   * the 413 page, e.g. back to the form with the size message; null keeps the 413.
   */
  refusedUploadLocation?: (req: Request) => string | null;
};

/**
 * Bounds every request body before the app parses it: a declared Content-Length over the limit is
 * refused at once, and a body is counted while it streams in (chunked or lying about its length), so
 * reading stops at the limit. Either way the answer is 413 with a page in the visitor's language and
 * the connection is closed; the app, if it was reading, sees an error and writes nothing.
 *
 * Remix reads the body from the request it is handed, so the counted stream replaces the request's
 * own stream methods for it (see `bodyOf`).
 */
export function limitBodies(limits: BodyLimits) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const limit = limits.isUploadPath(req.path) ? limits.uploadBytes : limits.formBytes;
    const declared = req.get('content-length');
    if (declared !== undefined && Number(declared) > limit) return refuse(req, res, limits);
    const body = new CountingBody(limit);
    body.on('error', (error) => {
      if (error instanceof BodyTooLargeError) refuse(req, res, limits);
    });
    // A client that goes away mid-body fails the reader too, instead of leaving it waiting.
    req.once('error', (error) => body.destroy(error));
    req.once('close', () => {
      if (!req.complete && !body.destroyed) body.destroy(new Error('request aborted'));
    });
    req.pipe(body);
    res.locals.body = body;
    next();
  };
}

/** How long, and how many more bytes, a refused body is drained so the client can read the 413. */
const LINGER_MS = 2000;
const LINGER_BYTES = 8 * 1024 * 1024;

function refuse(req: Request, res: Response, limits: BodyLimits) {
  res.locals.bodyRefused = true;
  req.unpipe();
  if (res.headersSent) {
    req.destroy();
    return;
  }
  lingerOnClose(req);
  // The connection is not reused: the rest of this body is never parsed as a next request.
  res.setHeader('Connection', 'close');
  const page = req.get('sec-fetch-mode') === 'navigate' || /\btext\/html\b/.test(req.get('accept') ?? '');
  const location =
    page && limits.isUploadPath(req.path) ? (limits.refusedUploadLocation?.(req) ?? null) : null;
  if (location) res.redirect(303, location);
  else sendPlainPage(req, res, 413, 'status.413');
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: our side ends, then the socket
 * is destroyed at once. With the client still sending, that resets the connection and the client may
 * never read the 413. Instead (a lingering close) the rest of the body is drained and dropped for a
 * bounded time and number of bytes, then the socket closes: the body is never read to its end.
 */
function lingerOnClose(req: Request) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose() {
    socket.end();
    let drained = 0;
    const close = () => socket.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', close);
    socket.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > LINGER_BYTES) close();
    });
  };
  req.resume();
}

/**
 * The request as Remix's adapter should see it: its body read from the counted stream rather than
 * the socket. Everything else (headers, url, ip) is the request's own.
 */
export function bodyOf(req: Request, res: Response): Request {
  const body = res.locals.body as CountingBody | undefined;
  if (!body) return req;
  const view = Object.create(req) as Request;
  const forward = ['on', 'once', 'off', 'removeListener', 'pause', 'resume', 'destroy', 'read'] as const;
  for (const name of forward)
    Object.defineProperty(view, name, { value: (body[name] as (...a: unknown[]) => unknown).bind(body) });
  for (const name of ['readable', 'readableHighWaterMark', 'destroyed'] as const)
    Object.defineProperty(view, name, { get: () => body[name] });
  return view;
}

// C0 control characters other than tab, line feed and carriage return, percent-encoded.
const ENCODED_CONTROL = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * A query string or path carrying a control character (a NUL most of all, which PostgreSQL refuses
 * in text) is answered 400 before anything reads it; forms are checked the same way in readFormData.
 */
export function refuseControlCharactersInUrl(req: Request, res: Response, next: NextFunction) {
  if (!ENCODED_CONTROL.test(req.originalUrl)) return next();
  sendPlainPage(req, res, 400, 'status.400');
}
