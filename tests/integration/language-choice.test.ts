import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { endSession, resolveSession, startSession } from '~/features/accounts/session.server';
import { findActiveUser } from '~/features/accounts/users.server';
import '~/lib/context';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { honeypotToken } from '~/lib/honeypot.server';
import { loader as rootLoader } from '~/root';
import { action as loginAction } from '~/routes/($domain)._footerless.login';
import { action as languageAction } from '~/routes/($domain).language';
import { registerUser } from './accounts-helpers';
import { withTestDatabase } from './test-database';
import { routeContext } from './route-calls';

withTestDatabase();

const cookiesOf = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');
const contextWith = (viewer: AppLoadContext['viewer']) => routeContext(viewer, { clientIp: '198.18.0.1' });
const post = (path: string, form: Record<string, string>, cookie = '') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { cookie },
  });

describe('the language picker, signed in', () => {
  it('keeps the chosen language for the next sign-in', async () => {
    const user = await registerUser('picker@example.com');
    expect(user.language).toBe('en');
    const session = await startSession(user);
    const { viewer } = await resolveSession(cookiesOf(session));
    const chosen = (await languageAction({
      request: post('/main/language', { lng: 'id', redirectTo: '/main' }, cookiesOf(session)),
      params: {},
      context: contextWith(viewer),
    })) as Response;
    expect(chosen.status).toBe(302);

    // Log out, and log in again in a browser with no language cookie (an English one).
    await endSession(post('/main/logout', {}, cookiesOf(session)));
    const login = (await loginAction({
      request: post('/main/login', {
        email: 'picker@example.com',
        password: 'Passw0rd!',
        [HONEYPOT_TIME_FIELD]: honeypotToken(Date.now() - 60_000),
      }),
      params: {},
      context: contextWith(null),
    })) as Response;
    expect(login.status).toBe(302);
    const root = await rootLoader({
      request: new Request('http://localhost/main', {
        headers: { cookie: cookiesOf(login.headers.getSetCookie()), 'accept-language': 'en' },
      }),
      params: {},
      context: contextWith(null),
    });
    expect(root.data.locale).toBe('id');
  });

  it('a visitor’s choice changes no account', async () => {
    const user = await registerUser('visitor-picker@example.com');
    await languageAction({
      request: post('/main/language', { lng: 'ko' }),
      params: {},
      context: contextWith(null),
    });
    expect((await findActiveUser(user.id))?.language).toBe('en');
  });
});
