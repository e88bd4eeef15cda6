import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '~/lib/rate-limit.server';
import { limitWrites, originGuard } from '../../server/security';
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
});
