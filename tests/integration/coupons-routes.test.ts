// The coupon pages through their loaders and actions: the wallet's confirm step and messages, another
// member's coupon, institutions, the order page's coupon form, and the operator console (404 for
// everyone but operators, every change logged, codes as CSV).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, couponCodes, operatorLog, userCoupons } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import '~/lib/context';
import { registerCoupon } from '~/features/coupons/register.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { action as walletAction, loader as walletLoader } from '~/routes/($domain)._member.account.me.coupon';
import { loader as historyLoader } from '~/routes/($domain)._member.account.me.coupon_.history';
import {
  action as orderAction,
  loader as orderLoader,
} from '~/routes/($domain)._member.order.$orderNumber.user';
import {
  action as adminListAction,
  loader as adminListLoader,
} from '~/routes/($domain)._default.admin.coupons._index';
import {
  action as adminDetailAction,
  loader as adminDetailLoader,
} from '~/routes/($domain)._default.admin.coupons.$id';
import { loader as csvLoader } from '~/routes/($domain)._default.admin.coupons.$id.codes[.]csv';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { withTestDatabase } from './test-database';
import { getRequest, outcome, postRequest, routeArgs, toastKey } from './route-calls';

const database = withTestDatabase();
beforeAll(async () => {
  await seedGoods(database().db);
});

describe('wallet', () => {
  it('empty and blank codes are refused with their messages; a code needs the confirm step', async () => {
    const id = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const path = '/main/account/me/coupon';
    const empty = await outcome(
      walletAction(routeArgs(postRequest(path, { intent: 'register', couponNumber: '' }), { id })),
    );
    expect(empty.status).toBe(302);
    expect(toastKey(empty.value as Response)).toBe('coupons:errors.enterCode');
    const blank = await outcome(
      walletAction(routeArgs(postRequest(path, { intent: 'register', couponNumber: '  ' }), { id })),
    );
    expect(toastKey(blank.value as Response)).toBe('coupons:errors.enterTheCode');

    const asked = await outcome(
      walletAction(routeArgs(postRequest(path, { intent: 'register', couponNumber: code }), { id })),
    );
    expect(asked.value).toEqual({ confirmCode: code });
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, id))).toHaveLength(0);
    const done = await outcome(
      walletAction(routeArgs(postRequest(path, { intent: 'register-confirm', couponNumber: code }), { id })),
    );
    expect(toastKey(done.value as Response)).toBe('coupons:wallet.registered');
    const again = await outcome(
      walletAction(routeArgs(postRequest(path, { intent: 'register-confirm', couponNumber: code }), { id })),
    );
    expect(toastKey(again.value as Response)).toBe('coupons:errors.alreadyRegistered');
    const page = await walletLoader(routeArgs(getRequest(path), { id }));
    expect(page.items).toEqual([expect.objectContaining({ label: 'buy', kind: 'DISCOUNT_PERCENT' })]);
    const history = await historyLoader(routeArgs(getRequest(`${path}/history`), { id }));
    expect(history.items).toHaveLength(1);
  });

  it("another member's coupon, a forged id and institutions get the 404 page", async () => {
    const owner = await buyer();
    const other = await buyer();
    const { code } = await issuance({ kind: 'GOODS' });
    const coupon = await registerCoupon(owner, 'main', code);
    const path = '/main/account/me/coupon';
    for (const couponId of [String(coupon.id), 'abc', '99999999999'])
      expect(
        (
          await outcome(
            walletAction(routeArgs(postRequest(path, { intent: 'use', couponId }), { id: other })),
          )
        ).status,
      ).toBe(404);
    expect(
      (await outcome(walletLoader(routeArgs(getRequest(path), { id: owner, role: 'AGENCY' })))).status,
    ).toBe(404);
    const [untouched] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(untouched.usedAt).toBeNull();
    const used = await outcome(
      walletAction(
        routeArgs(postRequest(path, { intent: 'use', couponId: String(coupon.id) }), { id: owner }),
      ),
    );
    expect(toastKey(used.value as Response)).toBe('coupons:wallet.usedDone');
  });
});

describe('order page coupon form', () => {
  it('lists usable discount coupons, applies one (amounts recomputed on the server), refuses others', async () => {
    const id = await buyer();
    const other = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_AMOUNT', value: 3000, currency: 'KRW' });
    const mine = await registerCoupon(id, 'main', code);
    const { code: otherCode } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 50 });
    const theirs = await registerCoupon(other, 'main', otherCode);
    const order = await createOrder(id, 'KR-PASS-1M');
    const path = `/main/order/${order.orderNumber}/user`;
    const params = { orderNumber: order.orderNumber };
    const before = await orderLoader(routeArgs(getRequest(path), { id }, params));
    expect(before.coupons?.options.map((o) => o.id)).toEqual([mine.id]);

    const refused = await outcome(
      orderAction(
        routeArgs(postRequest(path, { intent: 'coupon', couponId: String(theirs.id) }), { id }, params),
      ),
    );
    expect(refused).toMatchObject({ status: 404, value: { error: 'coupons:errors.notFound' } });
    const applied = await outcome(
      orderAction(
        routeArgs(postRequest(path, { intent: 'coupon', couponId: String(mine.id) }), { id }, params),
      ),
    );
    expect(applied.status).toBe(302);
    const after = await orderLoader(routeArgs(getRequest(path), { id }, params));
    expect(after.order).toMatchObject({ price: '₩9,900', discount: '₩3,000', final: '₩6,900' });
    expect(after.coupons?.chosen).toBe(mine.id);
    // Someone else posting to this order gets the 404 page.
    expect(
      (
        await outcome(
          orderAction(
            routeArgs(postRequest(path, { intent: 'coupon', couponId: '' }), { id: other }, params),
          ),
        )
      ).status,
    ).toBe(404);
  });
});

describe('operator console', () => {
  it('is the 404 page for members and visitors, on every coupon route', async () => {
    const id = await buyer();
    const { issuance: row } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const params = { id: String(row.id) };
    for (const viewer of [null, { id }]) {
      expect(
        (await outcome(adminListLoader(routeArgs(getRequest('/main/admin/coupons'), viewer)))).status,
      ).toBe(404);
      expect(
        (await outcome(adminListAction(routeArgs(postRequest('/main/admin/coupons', { name: 'x' }), viewer))))
          .status,
      ).toBe(404);
      expect(
        (
          await outcome(
            adminDetailLoader(routeArgs(getRequest(`/main/admin/coupons/${row.id}`), viewer, params)),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await outcome(
            adminDetailAction(
              routeArgs(
                postRequest(`/main/admin/coupons/${row.id}`, { intent: 'deactivate' }),
                viewer,
                params,
              ),
            ),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await outcome(
            csvLoader(routeArgs(getRequest(`/main/admin/coupons/${row.id}/codes.csv`), viewer, params)),
          )
        ).status,
      ).toBe(404);
    }
  });

  it('creates an issuance, generates single-use codes as CSV, deactivates; each logged', async () => {
    const adminId = await buyer();
    await db().insert(admins).values({ userId: adminId });
    const op = { id: adminId };
    const form = {
      name: 'Spring 30%',
      kind: 'DISCOUNT_PERCENT',
      value: '130',
      validFrom: '2026-03-01',
      validTo: '2026-03-31',
      perUserLimit: '1',
      totalLimit: '100',
      sharedCode: 'spring-30',
    };
    const invalid = await outcome(adminListAction(routeArgs(postRequest('/main/admin/coupons', form), op)));
    expect(invalid.status).toBe(400);
    const created = await outcome(
      adminListAction(routeArgs(postRequest('/main/admin/coupons', { ...form, value: '30' }), op)),
    );
    expect(created.status).toBe(302);
    const id = (created.value as Response).headers.get('location')!.split('/').pop()!;
    const params = { id };
    const detail = await adminDetailLoader(routeArgs(getRequest(`/main/admin/coupons/${id}`), op, params));
    expect(detail.sharedCodes).toEqual(['SPRING-30']);
    expect(detail.issuance).toMatchObject({
      value: '30%',
      period: '2026.03.01 ~ 2026.03.31',
      totalLimit: 100,
    });

    const tooMany = await outcome(
      adminDetailAction(
        routeArgs(
          postRequest(`/main/admin/coupons/${id}`, { intent: 'generate', count: '5001' }),
          op,
          params,
        ),
      ),
    );
    expect(tooMany.status).toBe(400);
    await adminDetailAction(
      routeArgs(postRequest(`/main/admin/coupons/${id}`, { intent: 'generate', count: '3' }), op, params),
    );
    const csv = (await csvLoader(
      routeArgs(getRequest(`/main/admin/coupons/${id}/codes.csv`), op, params),
    )) as Response;
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('code,type,redeemed_at');
    expect(lines.filter((l) => l.endsWith('single-use,'))).toHaveLength(3);
    const codes = await db()
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.issuanceId, Number(id)), eq(couponCodes.singleUse, true)));
    expect(codes.map((c) => c.code).every((c) => /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(c))).toBe(true);

    await adminDetailAction(
      routeArgs(postRequest(`/main/admin/coupons/${id}`, { intent: 'deactivate' }), op, params),
    );
    const log = await db()
      .select()
      .from(operatorLog)
      .where(eq(operatorLog.targetId, Number(id)));
    expect(
      log
        .filter((l) => l.targetType === 'COUPON_ISSUANCE')
        .map((l) => l.action)
        .sort(),
    ).toEqual([
      'COUPON_CODES_DOWNLOAD',
      'COUPON_CODES_GENERATE',
      'COUPON_ISSUANCE_CREATE',
      'COUPON_ISSUANCE_DEACTIVATE',
    ]);
    const member = await buyer();
    await expect(registerCoupon(member, 'main', 'SPRING-30')).rejects.toMatchObject({ key: 'invalidCode' });
  });
});
