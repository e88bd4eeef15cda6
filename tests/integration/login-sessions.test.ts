import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '#db/schema';
import { ACCOUNT_FAILURES_PER_WINDOW, LOCK_MINUTES, loginWithEmail } from '~/features/accounts/login.server';
import { resolveSession, startSession, endSession } from '~/features/accounts/session.server';
import {
  issueAccessToken,
  issueRefreshToken,
  ROTATION_GRACE_MS,
  rotateRefreshToken,
  verifyAccessToken,
} from '~/features/accounts/tokens.server';
import { db } from '~/lib/db.server';
import '~/lib/context';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { registerUser } from './accounts-helpers';
import { withTestDatabase } from './test-database';
import { routeContext } from './route-calls';

// A small per-address budget, so the test can exhaust it (set before any module reads the environment).
vi.hoisted(() => {
  process.env.LOGIN_ATTEMPTS_PER_IP = '30';
});

withTestDatabase();

let ipCounter = 0;
const ip = () => `198.51.100.${++ipCounter}`;
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('login', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    await registerUser('alike@example.com');
    const unknown = await loginWithEmail('nobody@example.com', 'Passw0rd!', { ip: ip() });
    const wrong = await loginWithEmail('alike@example.com', 'Wrong1234', { ip: ip() });
    expect(unknown).toEqual({ ok: false, code: 20002 });
    expect(wrong).toEqual(unknown);
    expect((await loginWithEmail('ALIKE@example.com', 'Passw0rd!', { ip: ip() })).ok).toBe(true);
  });

  it('answers 20010 at the fifth failure in a row, then 20011 until the lock ends', async () => {
    await registerUser('lock@example.com');
    const now = new Date();
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        ((await loginWithEmail('lock@example.com', 'Wrong1234', { ip: ip(), now })) as { code: number }).code,
      );
    expect(codes).toEqual([20002, 20002, 20002, 20002, 20010]);
    expect(await loginWithEmail('lock@example.com', 'Passw0rd!', { ip: ip(), now })).toEqual({
      ok: false,
      code: 20011,
    });
    const later = new Date(now.getTime() + LOCK_MINUTES * 60_000 + 1000);
    expect((await loginWithEmail('lock@example.com', 'Passw0rd!', { ip: ip(), now: later })).ok).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.email, 'lock@example.com'));
    expect(row.failedLogins).toBe(0);
  });

  it('a success resets the count of failures', async () => {
    await registerUser('reset-count@example.com');
    for (let i = 0; i < 4; i++) await loginWithEmail('reset-count@example.com', 'Wrong1234', { ip: ip() });
    expect((await loginWithEmail('reset-count@example.com', 'Passw0rd!', { ip: ip() })).ok).toBe(true);
    expect(await loginWithEmail('reset-count@example.com', 'Wrong1234', { ip: ip() })).toEqual({
      ok: false,
      code: 20002,
    });
  });

  it('rate-limits one address guessing across many accounts', async () => {
    const attacker = '203.0.113.99';
    const results = [];
    for (let i = 0; i < 31; i++)
      results.push(await loginWithEmail(`guess${i}@example.com`, 'Wrong1234', { ip: attacker }));
    expect(results.at(-2)).toEqual({ ok: false, code: 20002 });
    expect(results.at(-1)).toMatchObject({ ok: false, retryAfterSec: expect.any(Number) });
    expect((results.at(-1) as { retryAfterSec: number }).retryAfterSec).toBeGreaterThan(0);
  });

  it('never locks an account for signing in successfully, however often', async () => {
    await registerUser('often@example.com');
    const results = [];
    for (let i = 0; i < 20; i++)
      results.push((await loginWithEmail('often@example.com', 'Passw0rd!', { ip: ip() })).ok);
    expect(results).toEqual(Array(20).fill(true));
    // Failures still count from zero and lock at the fifth.
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        ((await loginWithEmail('often@example.com', 'Wrong1234', { ip: ip() })) as { code: number }).code,
      );
    expect(codes).toEqual([20002, 20002, 20002, 20002, 20010]);
  });

  it('limits failures per account across addresses, answered as a burst limit', async () => {
    const results = [];
    for (let i = 0; i <= ACCOUNT_FAILURES_PER_WINDOW; i++)
      results.push(await loginWithEmail('target@example.com', 'Wrong1234', { ip: ip() }));
    expect(results.at(-2)).toEqual({ ok: false, code: 20002 });
    expect(results.at(-1)).toMatchObject({ ok: false, retryAfterSec: expect.any(Number) });
  });

  it('the login form answers the burst limit with 429, Retry-After and the too-many-requests message', async () => {
    const context = routeContext(null, { clientIp: '203.0.113.77' });
    const post = () =>
      loginAction({
        request: new Request('http://localhost/main/login', {
          method: 'POST',
          body: new URLSearchParams({
            email: 'burst@example.com',
            password: 'Wrong1234',
            [HONEYPOT_TIME_FIELD]: honeypotToken(Date.now() - 60_000),
          }),
        }),
        params: {},
        context,
      });
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push(((await post()) as unknown as { init: ResponseInit }).init.status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const limited = (await post()) as unknown as {
      data: { limited?: boolean; errorCode?: number };
      init: ResponseInit;
    };
    expect(limited.data).toMatchObject({ limited: true });
    expect(limited.data.errorCode).toBeUndefined();
    expect(Number(new Headers(limited.init.headers).get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('access tokens are signed and expire', async () => {
    const token = issueAccessToken(
      { id: 7, name: 'A', email: 'a@x.io', role: 'USER', joinType: 'EMAIL', firstLogin: false } as never,
      '00000000-0000-4000-8000-000000000007',
      Date.now(),
    );
    expect(verifyAccessToken(token)?.sub).toBe(7);
    expect(verifyAccessToken(token.slice(0, -2) + 'xx')).toBeNull();
    const [v, body, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 1 }),
    ).toString('base64url');
    expect(verifyAccessToken(`${v}.${forged}.${sig}`)).toBeNull();
    expect(verifyAccessToken(token, Date.now() + 11 * 60_000)).toBeNull();
  });

  it('rotates the refresh token on every refresh, and a replayed old one revokes the whole family', async () => {
    const user = await registerUser('rotate@example.com');
    const t0 = new Date();
    const first = await issueRefreshToken(user.id, undefined, t0);
    const r1 = await rotateRefreshToken(first, t0);
    expect(r1.type).toBe('rotated');
    const second = (r1 as { token: string }).token;
    expect(second).not.toBe(first);
    expect(second.length).toBeGreaterThanOrEqual(22);

    // Two tabs refreshing at once: the late one within the grace is let through without a new token.
    expect((await rotateRefreshToken(first, new Date(t0.getTime() + 1000))).type).toBe('raced');

    // A replay after the grace: theft. The family ends, the newest token too.
    const replayAt = new Date(t0.getTime() + ROTATION_GRACE_MS + 5000);
    expect((await rotateRefreshToken(first, replayAt)).type).toBe('invalid');
    expect((await rotateRefreshToken(second, replayAt)).type).toBe('invalid');
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await registerUser('hashed@example.com');
    const token = await issueRefreshToken(user.id);
    const rows = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refreshes an expired access token on the server and sets both cookies, HttpOnly and SameSite=Lax', async () => {
    const user = await registerUser('refresh@example.com');
    const cookies = await startSession(user);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/SameSite=Lax/);
    }
    expect(cookies[0]).toMatch(/Max-Age=600/);
    expect(cookies[1]).toMatch(/Max-Age=604800/);
    const refreshOnly = cookieHeader([cookies[1]]);
    const state = await resolveSession(refreshOnly);
    expect(state.viewer?.email).toBe('refresh@example.com');
    expect(state.setCookies).toHaveLength(2);
    expect(state.expired).toBe(false);
    // The old refresh token is spent: after the grace it is refused and the dialog shows.
    const later = await resolveSession(refreshOnly, new Date(Date.now() + ROTATION_GRACE_MS + 5000));
    expect(later).toMatchObject({ viewer: null, expired: true });
    expect(later.setCookies.join()).toMatch(/at=;.*Max-Age=0/);
  });

  it('logout revokes the refresh token', async () => {
    const user = await registerUser('logout@example.com');
    const cookies = await startSession(user);
    await endSession(
      new Request('http://x/main/logout', { method: 'POST', headers: { cookie: cookieHeader(cookies) } }),
    );
    expect(await resolveSession(cookieHeader([cookies[1]]))).toMatchObject({ viewer: null, expired: true });
  });
});
