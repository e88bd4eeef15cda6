import type { AppLoadContext } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileGroups, type User } from '#db/schema';
import { withdraw } from '~/features/accounts/account.server';
import { withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import {
  changePassword,
  confirmCurrentPassword,
  requestPasswordReset,
  resetPassword,
} from '~/features/accounts/password-flows.server';
import {
  endSession,
  refreshAccessCookie,
  resolveSession,
  startSession,
} from '~/features/accounts/session.server';
import { db } from '~/lib/db.server';
import '~/lib/context';
import { action as groupAction, loader as groupLoader } from '~/routes/($domain)._member.profile.group';
import { ctx, lastMailKey, registerUser } from './accounts-helpers';
import { withTestDatabase } from './test-database';
import { routeContext } from './route-calls';

withTestDatabase();

const pair = (setCookie: string) => setCookie.split(';')[0];
/** The access-token cookie alone: what a copied cookie keeps working with for its 10 minutes. */
const accessOnly = (cookies: string[]) => pair(cookies.find((c) => c.startsWith('at='))!);
const both = (cookies: string[]) => cookies.map(pair).join('; ');

/** What the host does for each request: the session once, then the route with it in the context. */
async function contextFor(cookie: string): Promise<AppLoadContext> {
  const session = await resolveSession(cookie);
  return routeContext(session.viewer, { sessionExpired: session.expired });
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

/** The member-only group page and its create-group form, with a cookie as the browser sends it. */
async function expectRefused(cookie: string, user: User) {
  const request = new Request('http://localhost/main/profile/group');
  const page = await thrown(async () =>
    groupLoader({ request, params: {}, context: await contextFor(cookie) }),
  );
  expect(page.status).toBe(302);
  // A session that ended shows the session-expired dialog, whose button leads to login and back here.
  expect(page.headers.get('location')).toBe('/main/session-expired?redirectTo=%2Fmain%2Fprofile%2Fgroup');

  const form = new URLSearchParams({ intent: 'create-group', name: 'After the end', color: 'VIOLET' });
  const post = new Request('http://localhost/main/profile/group', { method: 'POST', body: form });
  const refused = await thrown(async () =>
    groupAction({ request: post, params: {}, context: await contextFor(cookie) }),
  );
  expect(refused.headers.get('location')).toMatch(/^\/main\/session-expired\?/);
  const groups = await db().select().from(profileGroups).where(eq(profileGroups.userId, user.id));
  expect(groups.map((g) => g.name)).not.toContain('After the end');
}

async function expectWorks(cookie: string, user: User) {
  const context = await contextFor(cookie);
  expect(context.viewer?.id).toBe(user.id);
  const page = await groupLoader({
    request: new Request('http://localhost/main/profile/group'),
    params: {},
    context,
  });
  expect(page.title).toBeTruthy();
}

describe('ending a session ends its access token too, on every instance', () => {
  it('logout: the copied access-token cookie no longer opens member pages or creates a group', async () => {
    const user = await registerUser('end-logout@example.com');
    const cookies = await startSession(user);
    await expectWorks(accessOnly(cookies), user);
    await endSession(new Request('http://localhost/main/logout', { headers: { cookie: both(cookies) } }));
    await expectRefused(accessOnly(cookies), user);
    await expectRefused(both(cookies), user);
  });

  it('logout ends only that sign-in: another device stays signed in', async () => {
    const user = await registerUser('end-one@example.com');
    const laptop = await startSession(user);
    const phone = await startSession(user);
    await endSession(new Request('http://localhost/main/logout', { headers: { cookie: both(laptop) } }));
    await expectRefused(accessOnly(laptop), user);
    await expectWorks(accessOnly(phone), user);
  });

  it('password change: every earlier access token stops; the new sign-in works', async () => {
    const user = await registerUser('end-change@example.com');
    const other = await startSession(user);
    const key = (await confirmCurrentPassword(user.id, 'Passw0rd!'))!;
    const changed = await changePassword(user.id, key, 'NewPass99');
    await expectRefused(accessOnly(other), user);
    await expectWorks(accessOnly(await startSession(changed)), user);
  });

  it('password reset: every earlier access token stops', async () => {
    const user = await registerUser('end-reset@example.com');
    const cookies = await startSession(user);
    await requestPasswordReset('end-reset@example.com', ctx);
    expect(await resetPassword(await lastMailKey('end-reset@example.com'), 'NewPass99')).toBe(true);
    await expectRefused(accessOnly(cookies), user);
  });

  it('withdrawal: the old access token creates no resume group', async () => {
    const user = await registerUser('end-withdraw@example.com');
    const cookies = await startSession(user);
    await withdraw(user.id, withdrawInstitutionOf);
    await expectRefused(accessOnly(cookies), user);
    const state = await resolveSession(both(cookies));
    expect(state).toMatchObject({ viewer: null, expired: true });
  });

  it('an access token reissued after an account change belongs to the same sign-in', async () => {
    const user = await registerUser('end-reissue@example.com');
    const cookies = await startSession(user);
    const request = new Request('http://localhost/main/account/me/edit', {
      headers: { cookie: both(cookies) },
    });
    const reissued = pair(await refreshAccessCookie(request, user));
    expect(reissued).toMatch(/^at=.+/);
    await expectWorks(reissued, user);
    await endSession(new Request('http://localhost/main/logout', { headers: { cookie: both(cookies) } }));
    await expectRefused(reissued, user);
    // After the end there is no sign-in to reissue for: the access cookie is dropped.
    expect(await refreshAccessCookie(request, user)).toMatch(/^at=;.*Max-Age=0/);
  });
});
