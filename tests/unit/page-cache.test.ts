// The anonymous page cache as middleware in front of a page that counts its renders: what is kept,
// for how long, for whom, and what is never kept.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, type PageCacheMark } from '../../server/page-cache';

process.env.SESSION_SECRET ??= 'x'.repeat(32);

type Page = { status?: number; cacheable?: boolean; setCookie?: string; body?: string };
let close = () => {};
afterEach(() => close());

async function serve(opts: { ttlMs: number; maxBytes?: number }, page: (path: string) => Page) {
  let renders = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${Math.random().toString(36).slice(2)}`;
    next();
  });
  app.use(createPageCache({ ttlMs: opts.ttlMs, maxBytes: opts.maxBytes ?? 1 << 20 }));
  app.get('*', (req, res) => {
    renders++;
    const p = page(req.path);
    const mark = res.locals.pageCache as PageCacheMark | undefined;
    if (mark && p.cacheable !== false) mark.cacheable = true;
    if (p.setCookie) res.setHeader('Set-Cookie', p.setCookie);
    res.status(p.status ?? 200).type('html');
    // Streamed in pieces, as the renderer does.
    res.write(`<p nonce="${res.locals.nonce}">${p.body ?? req.path} `);
    res.end(`render ${renders} token ${res.locals.honeypot ?? 'none'}</p>`);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { headers });
      return { status: res.status, text: await res.text() };
    },
    renders: () => renders,
  };
}

describe('page cache', () => {
  it('serves a kept page with a fresh nonce and honeypot token each time, until it expires', async () => {
    const app = await serve({ ttlMs: 300 }, () => ({}));
    const first = await app.get('/main');
    const second = await app.get('/main');
    expect(app.renders()).toBe(1);
    expect(second.text).toContain('render 1');
    const nonceOf = (t: string) => /nonce="([^"]+)"/.exec(t)?.[1];
    const tokenOf = (t: string) => /token (\S+)</.exec(t)?.[1];
    expect(nonceOf(second.text)).not.toBe(nonceOf(first.text));
    expect(tokenOf(second.text)).not.toBe(tokenOf(first.text));
    expect(tokenOf(second.text)).toMatch(/^\d+\.[\w-]+$/);
    await new Promise((r) => setTimeout(r, 350));
    expect((await app.get('/main')).text).toContain('render 2');
  });

  it('keys on the URL, the language header and the language cookie', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    await app.get('/main');
    await app.get('/main?x=1');
    await app.get('/main', { 'accept-language': 'ko' });
    await app.get('/main', { cookie: 'lng=id' });
    expect(app.renders()).toBe(4);
    await app.get('/main', { cookie: 'lng=id' });
    expect(app.renders()).toBe(4);
  });

  it('never answers or keeps for a request with any other cookie (a session, a message)', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    await app.get('/main', { cookie: 'at=signed' });
    await app.get('/main', { cookie: 'lng=ko; toast=x' });
    await app.get('/main', { cookie: 'at=signed' });
    expect(app.renders()).toBe(3);
    await app.get('/main');
    expect((await app.get('/main', { cookie: 'rt=r' })).text).toContain('render 5');
  });

  it('keeps only finished 200 pages that opt in and set no cookie', async () => {
    const app = await serve({ ttlMs: 10_000 }, (path) =>
      path === '/missing'
        ? { status: 404 }
        : path === '/private'
          ? { cacheable: false }
          : path === '/cookie'
            ? { setCookie: 'lng=ko' }
            : {},
    );
    for (const path of ['/missing', '/private', '/cookie']) {
      await app.get(path);
      await app.get(path);
    }
    expect(app.renders()).toBe(6);
  });

  it('holds at most its byte budget, dropping the oldest page first', async () => {
    const body = 'x'.repeat(1000);
    const app = await serve({ ttlMs: 10_000, maxBytes: 3000 }, () => ({ body }));
    await app.get('/a');
    await app.get('/b');
    await app.get('/b');
    expect(app.renders()).toBe(2);
    await app.get('/a');
    expect(app.renders()).toBe(3);
  });

  it('is off with a time of 0', async () => {
    const app = await serve({ ttlMs: 0 }, () => ({}));
    await app.get('/main');
    await app.get('/main');
    expect(app.renders()).toBe(2);
  });
});
