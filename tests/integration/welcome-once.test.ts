import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, passes, welcomeClaims } from '#db/schema';
import { withdraw } from '~/features/accounts/account.server';
import { withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { finishSocialLogin, startSocialLogin } from '~/features/accounts/social-login.server';
import { claimSeatOnSignIn } from '~/features/agencies/seats.server';
import { completeSocialSignUp, readPendingSignUp } from '~/features/accounts/social.server';
import { db } from '~/lib/db.server';
import { startFakeOAuth } from '../fakes/oauth-providers';
import { registerUser } from './accounts-helpers';
import { withTestDatabase } from './test-database';

// The providers are configured before any module reads the environment, on a port of this process.
const FAKE_PORT = vi.hoisted(() => {
  const port = 40_000 + (process.pid % 20_000);
  const base = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    KAKAO_CLIENT_ID: 'fake-client-id',
    KAKAO_CLIENT_SECRET: 'fake-client-secret',
    KAKAO_AUTH_BASE: `${base}/kakao-auth`,
    KAKAO_API_BASE: `${base}/kakao-api`,
  });
  return port;
});

withTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;
const APP = 'http://localhost:3000';

beforeAll(async () => {
  fake = await startFakeOAuth(FAKE_PORT);
  Object.assign(process.env, fake.env);
});
afterAll(() => fake.close());

/** What the member sees on my page: the welcome pass and the free credits. */
async function benefitsOf(userId: number) {
  const pass = await db().select().from(passes).where(eq(passes.userId, userId));
  const credits = await db().select().from(creditLedger).where(eq(creditLedger.userId, userId));
  return { passes: pass.length, credits: credits.reduce((sum, row) => sum + row.delta, 0) };
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The whole Kakao sign-up against the fake provider: button, consent, return, completion form. */
async function kakaoSignUp() {
  const start = await startSocialLogin(
    'kakao',
    new Request(`${APP}/main/login/kakao`, { method: 'POST' }),
    'main',
    '/main',
  ).catch((r) => r as Response);
  const approved = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
  const back = await finishSocialLogin(
    'kakao',
    new Request(new URL(approved.headers.get('location')!), { headers: { cookie: cookiesOf(start) } }),
    claimSeatOnSignIn,
  );
  const profile = await readPendingSignUp(new Request(APP, { headers: { cookie: cookiesOf(back) } }));
  return completeSocialSignUp(
    profile!,
    {
      name: 'Kakao Person',
      country: 'KR',
      countryCode: '+82',
      phoneNumber: '01011112222',
      birthYear: 1997,
      birthMonth: 4,
      userAgeCheck: true,
      serviceTerms: true,
      privacyRequired: true,
      privacyOptional: false,
      marketing: false,
    },
    { domain: 'main', lng: 'ko' },
  );
}

describe('welcome benefits once per person', () => {
  it('withdrawing and signing up again with the same e-mail gives no second pass or credits', async () => {
    const first = await registerUser('again@example.com');
    expect(await benefitsOf(first.id)).toEqual({ passes: 1, credits: 3 });
    await withdraw(first.id, withdrawInstitutionOf);

    const second = await registerUser('again@example.com');
    expect(second.id).not.toBe(first.id);
    expect(await benefitsOf(second.id)).toEqual({ passes: 0, credits: 0 });

    const someoneElse = await registerUser('someone-else@example.com');
    expect(await benefitsOf(someoneElse.id)).toEqual({ passes: 1, credits: 3 });
  });

  it('keeps only keyed hashes, never the e-mail itself', async () => {
    const user = await registerUser('hashed-claim@example.com');
    await withdraw(user.id, withdrawInstitutionOf);
    const rows = await db().select().from(welcomeClaims);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.identityHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.identityHash).not.toContain('hashed-claim');
    }
  });

  it('the same Kakao identity, even without an e-mail, gets them once; another Kakao person still gets them', async () => {
    fake.setPerson('kakao', { id: '4100000777', email: null, name: 'Kakao Person', birthyear: '1997' });
    const first = await kakaoSignUp();
    expect(await benefitsOf(first.id)).toEqual({ passes: 1, credits: 3 });
    await withdraw(first.id, withdrawInstitutionOf);

    const second = await kakaoSignUp();
    expect(second.id).not.toBe(first.id);
    expect(await benefitsOf(second.id)).toEqual({ passes: 0, credits: 0 });

    fake.setPerson('kakao', { id: '4100000888', email: null, name: 'Other Person', birthyear: '1990' });
    const other = await kakaoSignUp();
    expect(await benefitsOf(other.id)).toEqual({ passes: 1, credits: 3 });
  });

  it('a Kakao sign-up with the e-mail of a withdrawn e-mail member gets nothing either', async () => {
    const byMail = await registerUser('crossed@example.com');
    await withdraw(byMail.id, withdrawInstitutionOf);
    fake.setPerson('kakao', {
      id: '4100000999',
      email: 'crossed@example.com',
      name: 'Crossed',
      birthyear: '1997',
    });
    const social = await kakaoSignUp();
    expect(await benefitsOf(social.id)).toEqual({ passes: 0, credits: 0 });
  });
});
