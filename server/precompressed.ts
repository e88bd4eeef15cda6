import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings a request accepts, best first: brotli, then gzip, each unless refused with `q=0`.
 * An absent header accepts neither (the file goes out as it is).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/**
 * Serves the build's precompressed copies (`<file>.br`, `<file>.gz`, written by the build) of the
 * files in `dir` to a browser that accepts them, with the original's type; anything else falls through
 * to the plain static files. The copies on disk are listed once, when the server starts.
 */
export function precompressedFiles(dir: string) {
  const present = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!name || name.includes('/') || !present.has(name)) return next();
    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) =>
      present.has(name + SUFFIX[e]),
    );
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding);
    req.url = `/${name}${SUFFIX[encoding]}`;
    next();
  };
}
