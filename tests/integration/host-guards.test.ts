import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '~/lib/rate-limit.server';
import { limitWrites, originGuard, publicHostGuard } from '../../server/security';
import { withTestDatabase } from './test-database';

withTestDatabase();
let base = '';
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(originGuard(false));
  app.use(limitWrites(createRateLimiter({ name: 'write-test', points: 3, durationSec: 60 })));
  app.all('*', (_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('host guards', () => {
  it('answers the fourth write in a minute with 429, Retry-After and a page in the visitor language; reads pass', async () => {
    const post = () => fetch(`${base}/main/x`, { method: 'POST', headers: { 'accept-language': 'ko-KR' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post();
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await limited.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('요청이 너무 많습니다');
    expect((await fetch(`${base}/main`)).status).toBe(200);
  });

  it('refuses a cross-site post with 403 in the visitor language, before anything runs', async () => {
    const res = await fetch(`${base}/main/language`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'accept-language': 'id' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Permintaan ditolak');
  });

  it('in production answers 421 to a request for another host, before anything runs', async () => {
    let reached = 0;
    const app = express();
    app.use(publicHostGuard('https://coach.example', false));
    app.all('*', (_req, res) => {
      reached++;
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const get = (host: string, method = 'GET') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method,
            path: '/main/login',
            headers: { host, 'accept-language': 'en' },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      const evil = await get('evil.example');
      expect(evil.status).toBe(421);
      expect(evil.body).toContain('not available at this address');
      expect((await get('evil.example', 'POST')).status).toBe(421);
      expect(reached).toBe(0);
      expect((await get('coach.example')).status).toBe(200);
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });
});
