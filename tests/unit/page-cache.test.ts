// The anonymous page cache as middleware in front of a page that counts its renders: what is kept,
// for how long, for whom, and what is never kept; its key (the language the app resolves, the path
// without tracking parameters) and which cookies do or do not matter.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, languageCookie } from '~/lib/i18n.server';
import {
  APP_COOKIE_PREFIXES,
  APP_COOKIES,
  createPageCache,
  pagePath,
  resolvedLanguage,
  type PageCacheMark,
} from '../../server/page-cache';

process.env.SESSION_SECRET ??= 'x'.repeat(32);

type Page = { status?: number; cacheable?: boolean; setCookie?: string; body?: string };
let close = () => {};
afterEach(() => {
  close();
  vi.useRealTimers();
});

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
    // Streamed in pieces, as the renderer does; the URL it was rendered for is echoed, as pages do.
    res.write(`<p nonce="${res.locals.nonce}">${p.body ?? req.originalUrl} `);
    res.end(`render ${renders} token ${res.locals.honeypot ?? 'none'}</p>`);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { headers });
      return { status: res.status, text: await res.text(), said: res.headers.get('x-page-cache') };
    },
    renders: () => renders,
  };
}

const saved = async (lng: string) => (await languageCookie.serialize(lng)).split(';')[0];

describe('page cache', () => {
  it('serves a kept page with a fresh nonce and honeypot token each time, until it expires', async () => {
    // The clock is the test's (only Date: the sockets and the server keep their real timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await serve({ ttlMs: 300 }, () => ({}));
    const start = Date.now();
    const first = await app.get('/main');
    vi.setSystemTime(start + 100);
    const second = await app.get('/main');
    expect(app.renders()).toBe(1);
    expect(second.text).toContain('render 1');
    const nonceOf = (t: string) => /nonce="([^"]+)"/.exec(t)?.[1];
    const tokenOf = (t: string) => /token (\S+)</.exec(t)?.[1];
    expect(nonceOf(second.text)).not.toBe(nonceOf(first.text));
    expect(tokenOf(second.text)).not.toBe(tokenOf(first.text));
    expect(tokenOf(second.text)).toMatch(/^\d+\.[\w-]+$/);
    vi.setSystemTime(start + 299);
    expect((await app.get('/main')).text).toContain('render 1');
    vi.setSystemTime(start + 301);
    expect((await app.get('/main')).text).toContain('render 2');
  });

  it("says on a visitor's page whether it was rendered or came from the cache, and nothing on a live page", async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    expect((await app.get('/main')).said).toBe('miss');
    expect((await app.get('/main')).said).toBe('hit');
    expect((await app.get('/main', { cookie: 'at=x' })).said).toBeNull();
  });

  it('keys on the language the app resolves: seven ways of asking for Korean cost one render', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    const korean = [
      'ko',
      'ko-KR',
      'ko-KR,ko;q=0.9,en;q=0.8',
      'ko;q=1',
      'KO-kr',
      'en;q=0.5, ko',
      'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7',
    ];
    for (const header of korean) await app.get('/main', { 'accept-language': header });
    expect(app.renders()).toBe(1);
    // The saved choice wins over the header, as in the app; a cookie that does not decode is ignored.
    await app.get('/main', { 'accept-language': 'en', cookie: await saved('ko') });
    await app.get('/main', { 'accept-language': 'ko', cookie: 'lng=not-a-saved-choice' });
    expect(app.renders()).toBe(1);
  });

  it('never shares a page between languages', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    const ko = await app.get('/main', { 'accept-language': 'ko' });
    const en = await app.get('/main', { 'accept-language': 'en' });
    const enAgain = await app.get('/main', { 'accept-language': 'en-US,en;q=0.9' });
    const none = await app.get('/main'); // no header: English, as the app says
    const chosen = await app.get('/main', { 'accept-language': 'ko', cookie: await saved('en') });
    const id = await app.get('/main', { 'accept-language': 'id' });
    expect(app.renders()).toBe(3);
    expect(ko.text).toContain('render 1');
    for (const page of [en, enAgain, none, chosen]) expect(page.text).toContain('render 2');
    expect(id.text).toContain('render 3');
  });

  it('keys on the path without tracking parameters, keeping the others in a stable order', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    const variants = [
      '/main',
      '/main?utm_source=kakao',
      '/main?utm_source=naver&utm_medium=cpc&utm_campaign=spring',
      '/main?gclid=abc123',
      '/main?fbclid=IwAR0',
      '/main?msclkid=1&_ga=2.1.3&mc_cid=4&mc_eid=5',
      '/main?UTM_Source=x&utm_content=y&utm_term=z',
    ];
    const pages = [];
    for (const url of variants) pages.push(await app.get(url, { 'accept-language': 'ko' }));
    expect(app.renders()).toBe(1);
    // The page was rendered for the path without them: no tracking parameter is echoed into it.
    for (const page of pages) expect(page.text).toMatch(/^<p nonce="[^"]+">\/main render 1 /);

    await app.get('/main?page=2&q=%ED%95%9C&utm_source=x', { 'accept-language': 'ko' });
    const same = await app.get('/main?q=%ED%95%9C&gclid=1&page=2', { 'accept-language': 'ko' });
    expect(app.renders()).toBe(2);
    expect(same.text).toContain('/main?page=2&q=%ED%95%9C render 2');
    await app.get('/main?page=3', { 'accept-language': 'ko' });
    await app.get('/main?tag=a&tag=b', { 'accept-language': 'ko' });
    await app.get('/main?tag=b&tag=a', { 'accept-language': 'ko' });
    expect(app.renders()).toBe(5);
  });

  it('serves a visitor holding only cookies the app never reads (analytics) from the cache', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    await app.get('/main', { 'accept-language': 'ko' });
    const ga = await app.get('/main', {
      'accept-language': 'ko',
      cookie: '_ga=GA1.1.123.456; _gid=GA1.1.789; _fbp=fb.1.2.3; _gcl_au=1.1.1; ch-veil-id=x',
    });
    expect(app.renders()).toBe(1);
    expect(ga.text).toContain('render 1');
  });

  it('never answers or keeps for a request holding a cookie the app reads (a session, a message …)', async () => {
    const app = await serve({ ttlMs: 10_000 }, () => ({}));
    await app.get('/main');
    const live = [
      'at=signed',
      'rt=r',
      'lng=ko; toast=x',
      '_ga=1; promo_hidden=session',
      'agency_signup=t',
      'social_return=r',
      'social_signup=p',
      'oauth_kakao=state',
      'oauth_naver=state; _gid=2',
    ];
    for (const cookie of live) expect((await app.get('/main', { cookie })).text).not.toContain('render 1 ');
    expect(app.renders()).toBe(1 + live.length);
    // None of them replaced the kept page either.
    expect((await app.get('/main')).text).toContain('render 1 ');
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

describe('the page cache and the app', () => {
  it('resolves the language exactly as the app does', async () => {
    const headers = [
      undefined,
      '',
      'ko',
      'ko-KR,ko;q=0.9,en;q=0.8',
      'en',
      'id',
      'in',
      'fr',
      'ja;q=1, id;q=0.1',
    ];
    const cookies = [
      undefined,
      await saved('ko'),
      await saved('en'),
      await saved('id'),
      await saved('fr'),
      await saved('ko-KR'),
      'lng=ko',
      'lng=',
      '_ga=1',
      `_ga=1; ${await saved('id')}`,
    ];
    for (const accept of headers)
      for (const cookie of cookies) {
        const h: Record<string, string> = {};
        if (accept !== undefined) h['accept-language'] = accept;
        if (cookie !== undefined) h.cookie = cookie;
        const app = await getLanguage(new Request('http://localhost/main', { headers: h }));
        expect(await resolvedLanguage({ headers: h }), `${accept} / ${cookie}`).toBe(app);
      }
  });

  it('lets no cookie the app reads through: each is the language choice or on the list of live cookies', () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) return files(p);
        return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [p] : [];
      });
    const source = [...files(path.resolve('app')), ...files(path.resolve('server'))].map((f) =>
      fs.readFileSync(f, 'utf8'),
    );
    const all = (pattern: RegExp) => source.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]));
    const created = all(/createCookie\(\s*['"`]([^'"`$]+)['"`]/g);
    expect(created.length).toBeGreaterThan(3);
    for (const name of created) expect(['lng', ...APP_COOKIES], name).toContain(name);
    // Cookies named through a helper (social.server.ts signs its two) or at run time (the OAuth state,
    // `oauth_${provider}`).
    const signed = all(/\bsigned\(\s*'([^']+)'\s*\)/g);
    expect(signed.length).toBeGreaterThan(0);
    for (const name of signed) expect(APP_COOKIES, name).toContain(name);
    const templated = all(/name: `([a-z_]+)\$\{/g);
    expect(templated.length).toBeGreaterThan(0);
    for (const prefix of templated) expect(APP_COOKIE_PREFIXES, prefix).toContain(prefix);
  });

  it('drops tracking parameters and sorts the rest by name without re-encoding them', () => {
    expect(pagePath('/main')).toBe('/main');
    expect(pagePath('/main?')).toBe('/main');
    expect(pagePath('/main?utm_source=a&gclid=b')).toBe('/main');
    expect(pagePath('/main/login?redirectTo=%2Fmain%2Fprofile&utm_medium=x')).toBe(
      '/main/login?redirectTo=%2Fmain%2Fprofile',
    );
    expect(pagePath('/main?b=2&a=1&b=1&utm_term=x')).toBe('/main?a=1&b=2&b=1');
    expect(pagePath('/main?q=a+b&index')).toBe('/main?index&q=a+b');
  });
});
