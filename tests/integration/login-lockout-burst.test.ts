// Lockout under bursts (issue 26, finding 1), meant for PostgreSQL (TEST_DATABASE_URL; on PGlite the
// requests queue): 50 sign-in attempts on one account sent at once, from 50 addresses. Each attempt is
// counted on the user row before its password is checked (`reserveAttempt` in
// app/features/accounts/login.server.ts), so at most 5 wrong passwords are ever verified per lock
// window, and the right password sent among 49 wrong ones does not get in once the lock is set.
//
// Checked to fail without the protection: with `attemptPassword` changed back to verify first and count
// after (the removed reservation: the conditional UPDATE ... WHERE locked_until IS NULL OR
// locked_until <= now ran only after `verifyPassword`, as before issue 26), the first test verified 49
// wrong passwords (and the right one signed in), the second 50, the institution test 50.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '#db/schema';
import { loginWithEmail, MAX_FAILED_LOGINS, type LoginResult } from '~/features/accounts/login.server';
import { loginWithAgencyId } from '~/features/agencies/login.server';
import { db } from '~/lib/db.server';
import { createAgency, createMember, PASSWORD } from './agency-helpers';
import { withTestDatabase } from './test-database';

/** Every password verification against a stored hash, and what it answered. */
const verified = vi.hoisted(() => ({ right: 0, wrong: 0 }));
vi.mock('~/features/accounts/password.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('~/features/accounts/password.server')>();
  return {
    ...real,
    async verifyPassword(stored: string | null | undefined, password: string) {
      const ok = await real.verifyPassword(stored, password);
      if (stored) verified[ok ? 'right' : 'wrong'] += 1;
      return ok;
    },
  };
});

withTestDatabase();

let n = 0;
/** A fresh address per attempt: a botnet, so the per-address limit is not what stops it. */
const ip = () => `10.26.${Math.floor(++n / 250)}.${n % 250}`;
const reset = () => Object.assign(verified, { right: 0, wrong: 0 });
const codes = (results: (LoginResult | { ok: false; suspended: true } | { ok: true })[]) =>
  results.reduce<Record<string, number>>((acc, r) => {
    const key = r.ok ? 'ok' : 'code' in r ? String(r.code) : 'suspended' in r ? 'suspended' : '429';
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});
const lockOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('sign-in lockout under a burst of concurrent attempts', () => {
  it('49 wrong passwords and the right one at once: at most 5 verified wrong, and the account ends locked', async () => {
    const member = await createMember();
    reset();
    const attempts = Array.from({ length: 50 }, (_, i) => (i === 37 ? PASSWORD : `Wrong${i}pass`));
    const results = await Promise.all(
      attempts.map((password) => loginWithEmail(member.email!, password, { ip: ip() })),
    );
    console.log('49 wrong + 1 right at once:', JSON.stringify({ verified, answers: codes(results) }));
    expect(verified.wrong).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    const row = await lockOf(member.id);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Refused attempts cost no verification: the right one (if it got a slot) and at most 5 wrong.
    expect(verified.right).toBeLessThanOrEqual(1);
    expect(codes(results)['20011']).toBeGreaterThanOrEqual(50 - MAX_FAILED_LOGINS - 1);
  });

  it('50 wrong passwords at once: exactly 5 verified, one 20010, the rest locked out', async () => {
    const member = await createMember();
    reset();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginWithEmail(member.email!, `Wrong${i}pass`, { ip: ip() })),
    );
    console.log('50 wrong at once:', JSON.stringify({ verified, answers: codes(results) }));
    expect(verified).toEqual({ right: 0, wrong: MAX_FAILED_LOGINS });
    expect(codes(results)).toEqual({ '20002': 4, '20010': 1, '20011': 45 });
    const row = await lockOf(member.id);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // The right password afterwards is refused without a verification (locked, and the burst also
    // used up the account's 15 failures per 15 minutes: 429).
    reset();
    expect((await loginWithEmail(member.email!, PASSWORD, { ip: ip() })).ok).toBe(false);
    expect(verified).toEqual({ right: 0, wrong: 0 });
  });

  it('the institution sign-in (same bookkeeping): 50 wrong passwords at once verify at most 5', async () => {
    const { staff } = await createAgency();
    reset();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginWithAgencyId(staff.loginId, `Wrong${i}pass`, { ip: ip() })),
    );
    console.log('institution, 50 wrong at once:', JSON.stringify({ verified, answers: codes(results) }));
    expect(verified.wrong).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    const row = await lockOf(staff.user.id);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('one address: a classroom signs in, a guesser is stopped', () => {
  // Fails without `giveBack` on success in loginWithEmail: the 31st student of the class gets 429.
  it('40 members signing in from one address all get in; 30 failures from it, then 429', async () => {
    const school = '10.99.0.1';
    const members = await Promise.all(Array.from({ length: 40 }, () => createMember()));
    for (const m of members) expect((await loginWithEmail(m.email!, PASSWORD, { ip: school })).ok).toBe(true);
    const guesser = '10.99.0.2';
    const target = await createMember();
    const answers: LoginResult[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(await loginWithEmail(`nobody-${i}@example.com`, 'Guess123!', { ip: guesser }));
    expect(answers.slice(0, 30).every((a) => !a.ok && 'code' in a)).toBe(true);
    expect(answers[30]).toMatchObject({ ok: false, retryAfterSec: expect.any(Number) });
    // The limit is the address's: the member's own right password from home still works.
    expect((await loginWithEmail(target.email!, PASSWORD, { ip: '10.99.0.3' })).ok).toBe(true);
  });
});
