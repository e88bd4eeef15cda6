// Issue 27's accounts and notifications items through the routes' loaders and actions on a real
// database: the coupon history's pages of 10 (item 28), the notification panel's next page after a
// delete (item 25), what the welcome modal says was given (item 29) and the pages a revoked session
// and a visitor are sent to (item 32).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, userCoupons } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import '~/lib/context';
import { withdraw } from '~/features/accounts/account.server';
import { withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { resolveSession, startSession } from '~/features/accounts/session.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { db } from '~/lib/db.server';
import { loader as walletLoader } from '~/routes/($domain)._member.account.me.coupon';
import { loader as historyLoader } from '~/routes/($domain)._member.account.me.coupon_.history';
import {
  action as notificationsAction,
  loader as notificationsLoader,
} from '~/routes/($domain)._member.notifications';
import {
  action as sessionExpiredAction,
  loader as sessionExpiredLoader,
} from '~/routes/($domain).session-expired';
import { action as welcomeAction } from '~/routes/($domain).welcome-gift';
import { loader as groupLoader } from '~/routes/($domain)._member.profile.group';
import { registerUser } from './accounts-helpers';
import { member } from './letters-helpers';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { getRequest, outcome, postRequest, routeArgs } from './route-calls';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

describe('coupon usage history (item 28)', () => {
  it('pages by 10 in the wallet’s order, with a next page while rows remain', async () => {
    const id = await buyer();
    for (let i = 0; i < 23; i++) {
      const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
      await registerCoupon(id, 'main', code);
    }
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, id))).toHaveLength(23);
    const path = '/main/account/me/coupon';
    const wallet = [
      ...(await walletLoader(routeArgs(getRequest(path), { id }))).items,
      ...(await walletLoader(routeArgs(getRequest(`${path}?page=2`), { id }))).items,
    ].map((c) => c.id);
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await historyLoader(routeArgs(getRequest(`${path}/history?page=${page}`), { id })));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => p.hasNext)).toEqual([true, true, false, false]);
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual(wallet);
  });

  it('an exact multiple of 10 has no empty next page', async () => {
    const id = await buyer();
    for (let i = 0; i < 20; i++) {
      const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 5 });
      await registerCoupon(id, 'main', code);
    }
    const second = await historyLoader(
      routeArgs(getRequest('/main/account/me/coupon/history?page=2'), { id }),
    );
    expect(second.items).toHaveLength(10);
    expect(second.hasNext).toBe(false);
  });
});

describe('the notification panel after a delete (item 25)', () => {
  it('the next page after the last one held skips nothing and shows nothing twice', async () => {
    const id = await member(0);
    const start = Date.now() - 60 * 60_000;
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: id,
          eventKey: `walk-${i}`,
          kind: 'welcome',
          params: { days: 3, credits: 3 },
          createdAt: new Date(start + i * 1000),
        })),
      );
    const list = (query: string) =>
      notificationsLoader(routeArgs(getRequest(`/main/notifications?${query}`), { id }));
    const first = await list('page=1');
    const second = await list(`page=1&after=${first.items.at(-1)!.id}`);
    expect([first.items.length, second.items.length, second.hasNext]).toEqual([10, 10, true]);
    const held = [...first.items, ...second.items].map((n) => n.id);

    // The panel deletes the third; the rows after it moved up a place.
    const removed = await notificationsAction(
      routeArgs(
        postRequest('/main/notifications', { intent: 'delete', id: String(held[2]), from: 'panel' }),
        {
          id,
        },
      ),
    );
    expect(removed).toMatchObject({ data: { ok: true } });
    const third = await list(`page=1&after=${held.at(-1)}`);
    expect(third.items).toHaveLength(5);
    expect(third.hasNext).toBe(false);
    const all = [...held.filter((n) => n !== held[2]), ...third.items.map((n) => n.id)];
    const stored = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, id));
    expect(new Set(all).size).toBe(24);
    expect(all.sort()).toEqual(
      stored
        .map((n) => n.id)
        .filter((n) => n !== held[2])
        .sort(),
    );
    // By page number the third page would have started one row late (the row that moved up is lost).
    const byPage = await list('page=3');
    expect(byPage.items).toHaveLength(4);

    // A cursor that is not the member's own lists nothing of anyone's.
    const other = await member(0);
    const foreign = await notificationsLoader(
      routeArgs(getRequest(`/main/notifications?after=${held[5]}`), { id: other }),
    );
    expect(foreign.items).toEqual([]);
  });
});

const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

describe('the first login’s welcome modal (item 29)', () => {
  it('says what the sign-up gave; a member who withdrew and joined again was given nothing', async () => {
    const email = `walk-welcome-${Date.now()}@example.com`;
    const first = await registerUser(email);
    const session = await resolveSession(cookieHeader(await startSession(first)));
    expect(session.viewer?.firstLogin).toBe(true);
    expect(session.viewer?.welcomeGift).toEqual({ credits: 3, passDays: 3 });

    await withdraw(first.id, withdrawInstitutionOf);
    const again = await registerUser(email);
    const second = await resolveSession(cookieHeader(await startSession(again)));
    expect(second.viewer?.firstLogin).toBe(true);
    expect(second.viewer?.welcomeGift).toBeNull();
  });

  it('its buttons lead to the resume, the culture test, or back where the member was', async () => {
    const id = await member(0);
    const press = async (form: Record<string, string>) => {
      const { value } = await outcome(
        welcomeAction(routeArgs(postRequest('/main/welcome-gift', form), { id })),
      );
      return (value as Response).headers.get('location');
    };
    expect(await press({ intent: 'resume', redirectTo: '/main/account/me' })).toBe('/main/profile/group');
    expect(await press({ intent: 'culture', redirectTo: '/main/account/me' })).toBe('/main/culture');
    expect(await press({ intent: 'close', redirectTo: '/main/account/me' })).toBe('/main/account/me');
    expect(await press({ intent: 'close', redirectTo: '//evil.example' })).toBe('/main');
  });
});

describe('sent to login (item 32)', () => {
  it('a visitor goes to login with the page to come back to; a session that ended to the expired dialog', async () => {
    const visitor = await outcome(groupLoader(routeArgs(getRequest('/main/profile/group'), null)));
    expect((visitor.value as Response).headers.get('location')).toBe(
      '/main/login?redirectTo=%2Fmain%2Fprofile%2Fgroup',
    );
    const ended = await outcome(
      groupLoader(routeArgs(getRequest('/main/profile/group'), null, {}, { sessionExpired: true })),
    );
    expect((ended.value as Response).headers.get('location')).toBe(
      '/main/session-expired?redirectTo=%2Fmain%2Fprofile%2Fgroup',
    );
    const page = await sessionExpiredLoader(
      routeArgs(getRequest('/main/session-expired?redirectTo=%2Fmain%2Fprofile%2Fgroup'), null),
    );
    expect(page).toMatchObject({ title: 'Your login has expired', redirectTo: '/main/profile/group' });
    const hostile = await sessionExpiredLoader(
      routeArgs(getRequest('/main/session-expired?redirectTo=%2F%2Fevil.example'), null),
    );
    expect(hostile.redirectTo).toBeNull();

    const pressed = await sessionExpiredAction(
      routeArgs(postRequest('/main/session-expired', { redirectTo: '/main/profile/group' }), null),
    );
    expect(pressed.headers.get('location')).toBe('/main/login?redirectTo=%2Fmain%2Fprofile%2Fgroup');
    expect(pressed.headers.getSetCookie().some((c) => c.startsWith('rt=;'))).toBe(true);
  });
});
