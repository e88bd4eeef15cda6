import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialLogin, finishSocialLogin } from '~/features/accounts/social-login.server';
import { claimSeatOnSignIn } from '~/features/agencies/seats.server';
import { completeSocialSignUp, findUserBySocial, readPendingSignUp } from '~/features/accounts/social.server';
import { registerUser } from './accounts-helpers';
import { startFakeOAuth } from '../fakes/oauth-providers';
import { withTestDatabase } from './test-database';
import { reloadEnv } from '~/lib/env.server';

withTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeOAuth>>;
const APP = 'http://localhost:3000';

beforeAll(async () => {
  fake = await startFakeOAuth();
  Object.assign(process.env, fake.env);
  reloadEnv();
});
afterAll(async () => {
  for (const key of Object.keys(fake.env)) delete process.env[key];
  reloadEnv();
  await fake.close();
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Start on the login page's button, let the fake provider approve, and return the provider's answer to /auth/{provider}. */
async function roundTrip(provider: 'kakao' | 'naver', opts: { tamperState?: boolean } = {}) {
  const start = await startSocialLogin(
    provider,
    new Request(`${APP}/demo/login/${provider}`, { method: 'POST' }),
    'demo',
    '/demo/account/me',
  ).catch((r) => r as Response);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(fake.base);
  const approved = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location')!);
  expect(callback.pathname).toBe(`/auth/${provider}`);
  if (opts.tamperState) callback.searchParams.set('state', 'forged');
  return {
    authorize,
    response: await finishSocialLogin(
      provider,
      new Request(callback, { headers: { cookie: cookiesOf(start) } }),
      claimSeatOnSignIn,
    ),
  };
}

describe('Kakao and Naver sign-in against their fakes', () => {
  it('Kakao: PKCE and comma-joined scopes; a first sign-in completes the sign-up; the next one signs in', async () => {
    const { authorize, response } = await roundTrip('kakao');
    expect(authorize.searchParams.get('scope')).toBe('account_email,name,birthyear');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const token = fake.calls.find((c) => c.path === '/kakao-auth/oauth/token')!;
    expect(token.body.client_secret).toBe('fake-client-secret');
    expect(token.authorization).toBeUndefined();

    expect(response.headers.get('location')).toBe('/demo/sign-up/social');
    const profile = await readPendingSignUp(new Request(APP, { headers: { cookie: cookiesOf(response) } }));
    expect(profile).toMatchObject({
      provider: 'kakao',
      providerUserId: '4100000001',
      email: 'kakao.user@example.com',
      birthYear: 1997,
    });
    expect(profile?.agreedTerms).toEqual(['serviceTerms', 'privacyRequired']);

    const user = await completeSocialSignUp(
      profile!,
      {
        name: '카카오사용자',
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
      { domain: 'demo', lng: 'ko' },
    );
    expect(user.joinType).toBe('KAKAO');
    expect(user.passwordHash).toBeNull();

    const again = await roundTrip('kakao');
    expect(again.response.headers.get('location')).toBe('/demo/account/me');
    expect(again.response.headers.getSetCookie().some((c) => c.startsWith('rt='))).toBe(true);
  });

  it('Naver: the state goes on the token call too; identity is the provider id, never the e-mail', async () => {
    // Someone already signed up by e-mail with the address Naver will report.
    await registerUser('naver.user@example.com');
    const { authorize, response } = await roundTrip('naver');
    expect(authorize.searchParams.get('code_challenge')).toBeNull();
    const token = fake.calls.filter((c) => c.path === '/naver-auth/oauth2.0/token').at(-1)!;
    expect(token.body.state).toBe(authorize.searchParams.get('state'));
    expect(response.headers.get('location')).toBe('/demo/sign-up/social');
    const profile = (await readPendingSignUp(
      new Request(APP, { headers: { cookie: cookiesOf(response) } }),
    ))!;
    expect(await findUserBySocial(profile)).toBeNull();
    await expect(
      completeSocialSignUp(
        profile,
        {
          name: 'Naver User',
          country: 'KR',
          countryCode: '+82',
          phoneNumber: '01033334444',
          birthYear: 1995,
          birthMonth: 1,
          userAgeCheck: true,
          serviceTerms: true,
          privacyRequired: true,
          privacyOptional: false,
          marketing: false,
        },
        { domain: 'demo', lng: 'en' },
      ),
    ).rejects.toMatchObject({ code: 20000 });
  });

  it('a forged state or a denied consent is "login failed", back on the tenant login', async () => {
    const forged = await roundTrip('kakao', { tamperState: true });
    expect(forged.response.headers.get('location')).toBe('/demo/login');
    expect(forged.response.headers.getSetCookie().some((c) => c.startsWith('rt='))).toBe(false);

    fake.setPerson('naver', { id: 'deny', email: null, name: 'x', birthyear: '2000' });
    const denied = await roundTrip('naver');
    expect(denied.response.headers.get('location')).toBe('/demo/login');
  });
});
