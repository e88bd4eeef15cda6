// Issue 27's commerce, coupon and institution items as a member, an operator and an institution meet
// them: the order page lists every usable coupon (one test per kind), order numbers and times are in
// Korean time, the operator's order page shows no "null", and an institution that withdraws releases
// its business number (sign-up step 1 and find ID agree) and its tenant.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencies, couponIssuances, tenants, userCoupons, users } from '#db/schema';
import { seedGoods } from '#db/seed/goods';
import { withTestDatabase } from './test-database';
import { getRequest, outcome, routeArgs, routeContext } from './route-calls';
import { issuance } from './coupons-helpers';
import { buyer } from './commerce-helpers';
import { createAgency, createPeriod, validBizNo } from './agency-helpers';
import { member } from './letters-helpers';
import '~/lib/context';
import { withdraw } from '~/features/accounts/account.server';
import { grantAdmin } from '~/features/admin/admins.server';
import { agencyByBizNo } from '~/features/agencies/agencies.server';
import { loginIdOf } from '~/features/agencies/find.server';
import { checkBizNo } from '~/features/agencies/signup.server';
import { InstitutionInForceError, withdrawInstitutionOf } from '~/features/agencies/withdrawal.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { chooseBankTransfer, markDepositReceived } from '~/features/orders/bank-transfer.server';
import { createOrder, newOrderNumber } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { loader as orderPageLoader } from '~/routes/($domain)._member.order.$orderNumber.user';
import { loader as detailLoader } from '~/routes/($domain)._member.account.me.ticket_.detail.$orderId';
import { loader as adminOrderLoader } from '~/routes/($domain)._default.admin.orders.$id';

const database = withTestDatabase();
let adminId = 0;

beforeAll(async () => {
  await seedGoods(database().db);
  adminId = await member(0);
  await db().update(users).set({ email: 'walk-ops@example.com' }).where(eq(users.id, adminId));
  await grantAdmin(db(), 'walk-ops@example.com');
});

type CouponsOnPage = {
  coupons: {
    options: { id: number; label: string; discount: string }[];
    others: { id: number; label: string; reason: string }[];
  };
};
const orderPage = async (userId: number, orderNumber: string) => {
  const answer = await outcome(
    orderPageLoader(
      routeArgs(getRequest(`/main/order/${orderNumber}/user`), { id: userId }, { orderNumber }),
    ),
  );
  expect(answer.status).toBe(200);
  return answer.value as CouponsOnPage;
};

async function holding(userId: number, values: Parameters<typeof issuance>[0]) {
  const { code, issuance: row } = await issuance({ perUserLimit: 1, ...values });
  await registerCoupon(userId, 'main', code);
  return row;
}

describe('the order page lists every usable coupon the member holds (issue 27 item 23)', () => {
  it('10 % and 100 % coupons are both choices (the FREE100 / SAVE10 case), with their discounts', async () => {
    const userId = await buyer();
    const ten = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 10, name: '10% 할인 쿠폰' });
    const full = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 100, name: '100% 할인 쿠폰' });
    const order = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, order.orderNumber);
    const ids = page.coupons.options.map((o) => o.id);
    const mine = await db().select().from(userCoupons).where(eq(userCoupons.userId, userId));
    expect(ids.sort()).toEqual(mine.map((c) => c.id).sort());
    const byIssuance = new Map(mine.map((c) => [c.issuanceId, c.id]));
    const fullOption = page.coupons.options.find((o) => o.id === byIssuance.get(full.id))!;
    const tenOption = page.coupons.options.find((o) => o.id === byIssuance.get(ten.id))!;
    expect(fullOption.label).toContain('100%');
    expect(fullOption.discount).toBe(`₩${order.price.toLocaleString('en-US')}`);
    expect(tenOption.discount).toBe(`₩${Math.floor(order.price / 10).toLocaleString('en-US')}`);
  });

  it('a 100 % coupon left on an abandoned unpaid order is still offered on a new one', async () => {
    const userId = await buyer();
    const full = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 100 });
    const first = await createOrder(userId, 'KR-PASS-1M');
    const [coupon] = await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, full.id));
    await db().update(userCoupons).set({ orderId: first.id }).where(eq(userCoupons.id, coupon.id));
    const second = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, second.orderNumber);
    expect(page.coupons.options.map((o) => o.id)).toContain(coupon.id);
  });

  it('a fixed amount in the order’s currency is a choice; in another currency it is listed with the reason', async () => {
    const userId = await buyer();
    const won = await holding(userId, { kind: 'DISCOUNT_AMOUNT', value: 3000, currency: 'KRW' });
    const dollars = await holding(userId, { kind: 'DISCOUNT_AMOUNT', value: 500, currency: 'USD' });
    const order = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, order.orderNumber);
    const rows = await db().select().from(userCoupons).where(eq(userCoupons.userId, userId));
    const idOf = (issuanceId: number) => rows.find((r) => r.issuanceId === issuanceId)!.id;
    expect(page.coupons.options.map((o) => o.id)).toEqual([idOf(won.id)]);
    expect(page.coupons.options[0].discount).toBe('₩3,000');
    expect(page.coupons.others).toEqual([
      expect.objectContaining({ id: idOf(dollars.id), reason: 'CURRENCY' }),
    ]);
  });

  it('a GOODS (pass) coupon is listed with the way to use it, not hidden', async () => {
    const userId = await buyer();
    const pass = await holding(userId, { kind: 'GOODS', name: '가입 축하 1개월 이용권' });
    const order = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, order.orderNumber);
    expect(page.coupons.options).toEqual([]);
    expect(page.coupons.others).toEqual([expect.objectContaining({ reason: 'GOODS' })]);
    expect(page.coupons.others[0].label).toContain(pass.name);
  });

  it('a coupon on another order waiting for its deposit is listed as in use there', async () => {
    const userId = await buyer();
    const ten = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 10 });
    const first = await createOrder(userId, 'KR-PASS-1M');
    const [coupon] = await db().select().from(userCoupons).where(eq(userCoupons.issuanceId, ten.id));
    await db().update(userCoupons).set({ orderId: first.id }).where(eq(userCoupons.id, coupon.id));
    await chooseBankTransfer(userId, first.orderNumber);
    const second = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, second.orderNumber);
    expect(page.coupons.options).toEqual([]);
    expect(page.coupons.others).toEqual([expect.objectContaining({ id: coupon.id, reason: 'IN_USE' })]);
  });

  it('expired and deactivated coupons are not offered', async () => {
    const userId = await buyer();
    const old = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 20 });
    const off = await holding(userId, { kind: 'DISCOUNT_PERCENT', value: 30 });
    await db()
      .update(couponIssuances)
      .set({ validFrom: new Date(Date.now() - 2 * 86_400_000), validTo: new Date(Date.now() - 86_400_000) })
      .where(eq(couponIssuances.id, old.id));
    await db().update(couponIssuances).set({ active: false }).where(eq(couponIssuances.id, off.id));
    const order = await createOrder(userId, 'KR-PASS-1M');
    const page = await orderPage(userId, order.orderNumber);
    expect(page.coupons.options).toEqual([]);
    expect(page.coupons.others).toEqual([]);
  });
});

describe('Korean time where a person reads it (item 34)', () => {
  it('an order made at 00:30 in Korea on 1 January carries that day, not the UTC one', () => {
    expect(newOrderNumber(new Date('2026-01-01T00:30:00+09:00'))).toMatch(/^CC20260101-/);
    expect(newOrderNumber(new Date('2025-12-31T23:30:00+09:00'))).toMatch(/^CC20251231-/);
  });

  it('the order detail shows the completion time to the minute, in Korean time', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    await chooseBankTransfer(userId, order.orderNumber);
    await markDepositReceived(order.id, new Date('2026-03-02T15:05:00Z'));
    const answer = await outcome(
      detailLoader(
        routeArgs(
          getRequest(`/main/account/me/ticket/detail/${order.orderNumber}`),
          { id: userId },
          { orderId: order.orderNumber },
        ),
      ),
    );
    expect((answer.value as { order: { completedAt: string } }).order.completedAt).toBe('2026.03.03 00:05');
  });
});

describe("the operator's order page (items 21 and 34)", () => {
  type AdminOrder = {
    order: Record<string, string | null>;
    buyer: string;
    payment: unknown;
    log: { when: string; before: { key: string; value: string | null }[] | null }[];
  };
  const adminOrder = async (id: number) =>
    (
      await outcome(
        adminOrderLoader(
          routeArgs(getRequest(`/main/admin/orders/${id}`), { id: adminId }, { id: String(id) }),
        ),
      )
    ).value as AdminOrder;

  it('an order lacking every optional field gives no value that would print as "null"', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const page = await adminOrder(order.id);
    expect(page.order.paymentType).toBeNull();
    expect(page.order.completed).toBeNull();
    expect(page.order.deadline).toBeNull();
    expect(page.payment).toBeNull();
    expect(JSON.stringify(page)).not.toContain('"null"');
    // A withdrawn buyer keeps no name or e-mail: the page says so in words.
    await withdraw(userId, withdrawInstitutionOf);
    expect((await adminOrder(order.id)).buyer).toBe('Withdrawn member');
  });

  it('the log shows Korean time and each logged field, a missing one as null (shown in words)', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    await chooseBankTransfer(userId, order.orderNumber);
    const { orderAction } = await import('~/features/admin/admin-pages.server');
    const form = new FormData();
    form.set('intent', 'confirm-deposit');
    await orderAction(routeContext({ id: adminId }), String(order.id), form);
    const page = await adminOrder(order.id);
    expect(page.log).toHaveLength(1);
    expect(page.log[0].when).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/);
    const fields = page.log[0].before!;
    expect(fields.find((f) => f.key === 'completedAt' || f.key === 'completed_at')?.value ?? null).toBeNull();
    expect(fields.every((f) => f.value !== 'null')).toBe(true);
  });
});

describe('an institution that withdraws (item 26)', () => {
  it('is refused while a period is in force, pointing to support', async () => {
    const { agency, staff } = await createAgency();
    await createPeriod(agency.id);
    await expect(withdraw(staff.user.id, withdrawInstitutionOf)).rejects.toBeInstanceOf(
      InstitutionInForceError,
    );
    expect(await agencyByBizNo(agency.bizNo)).not.toBeNull();
    expect(await loginIdOf(agency.bizNo)).toBe(staff.loginId);
  });

  it('after its periods ended: the number is free in sign-up and find ID alike, the tenant is off, and it can sign up again', async () => {
    const bizNo = validBizNo();
    const { agency, staff, tenant } = await createAgency({ bizNo });
    await createPeriod(agency.id, {
      startsAt: new Date(Date.now() - 40 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    expect((await checkBizNo(bizNo, { ip: '198.51.100.7' })).problem).toBe('bizNoRegistered');
    await withdraw(staff.user.id, withdrawInstitutionOf);
    // Both pages agree: the number is not registered any more.
    expect(await loginIdOf(bizNo)).toBeNull();
    expect((await checkBizNo(bizNo, { ip: '198.51.100.7' })).problem).toBeNull();
    const [row] = await db().select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row.withdrawnAt).not.toBeNull();
    expect(row.status).toBe('SUSPENDED');
    const [t] = await db().select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(t.active).toBe(false);
    // It comes back under the same number (a new institution row, a new domain).
    const again = await createAgency({ bizNo });
    expect((await agencyByBizNo(bizNo))?.id).toBe(again.agency.id);
    expect(await loginIdOf(bizNo)).toBe(again.staff.loginId);
  });
});

describe("the operator's details come from configuration, in each language (item 35)", () => {
  it('development defaults: a business number that passes the checksum, Korean text on Korean pages', async () => {
    const { operatorInfo } = await import('~/features/admin/operator-info.server');
    const { isValidBizNo } = await import('~/features/agencies/bizno');
    const ko = operatorInfo('ko', {});
    const en = operatorInfo('en', {});
    const id = operatorInfo('id', {});
    expect(isValidBizNo(ko.bizNo.replace(/-/g, ''))).toBe(true);
    expect(ko.bizNo).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    // Not romanised on the Korean page; the English text on English and Indonesian pages.
    for (const text of [ko.ceo, ko.address, ko.company]) expect(text).toMatch(/[가-힣]/);
    for (const text of [en.ceo, en.address, en.company, id.address]) expect(text).not.toMatch(/[가-힣]/);
  });

  it('configured values are used, and a business number failing the checksum is refused by name', async () => {
    const { operatorInfo } = await import('~/features/admin/operator-info.server');
    const vars = {
      OPERATOR_CEO: '박대표',
      OPERATOR_CEO_EN: 'Park Daepyo',
      OPERATOR_BIZ_NO: '105-87-00010',
      NOTICE_URL: 'https://notice.example.org/board',
      OPERATOR_EMAIL: 'support@example.org',
    };
    expect(operatorInfo('ko', vars)).toMatchObject({
      ceo: '박대표',
      bizNo: '105-87-00010',
      noticeUrl: 'https://notice.example.org/board',
      email: 'support@example.org',
    });
    expect(operatorInfo('en', vars).ceo).toBe('Park Daepyo');
    expect(() => operatorInfo('ko', { OPERATOR_BIZ_NO: '123-45-67890' })).toThrow(/OPERATOR_BIZ_NO/);
  });
});

describe('goods and coupon names in ko/en/id (item 36)', () => {
  it('the goods page, the wallet and a new order speak the reader’s language; Korean without a translation', async () => {
    const { goodsPageData } = await import('~/features/orders/goods-page.server');
    const { walletPage } = await import('~/features/coupons/wallet.server');
    const names = async (lng: 'ko' | 'en' | 'id') =>
      (await goodsPageData(null, 'KR', lng)).items.find((g) => g.code === 'KR-PASS-1M')!;
    expect((await names('ko')).name).toBe('1개월 이용권');
    expect((await names('en')).name).toBe('1-month pass');
    expect((await names('id')).name).toBe('Paket 1 bulan');
    expect((await names('en')).description).toBe('Write up to 30 cover letters in a month.');

    const userId = await buyer();
    await holding(userId, {
      kind: 'DISCOUNT_PERCENT',
      value: 15,
      name: '15% 할인 쿠폰',
      nameEn: '15% off',
      descriptionEn: 'Off any pass.',
    });
    expect((await walletPage(userId, 1, 'ko')).items[0]).toMatchObject({ name: '15% 할인 쿠폰' });
    expect((await walletPage(userId, 1, 'en')).items[0]).toMatchObject({
      name: '15% off',
      description: 'Off any pass.',
    });
    // No Indonesian text: English comes first, then Korean.
    expect((await walletPage(userId, 1, 'id')).items[0].name).toBe('15% off');

    await db().update(users).set({ language: 'id' }).where(eq(users.id, userId));
    expect((await createOrder(userId, 'KR-PASS-1M')).orderName).toBe('Paket 1 bulan');
  });

  it('the operator sets the three languages on goods and on a coupon campaign (bounded, logged)', async () => {
    const { goodsFormSchema } = await import('~/features/admin/schemas');
    const { issuanceNamesSchema } = await import('~/features/coupons/admin-schemas');
    const { updateIssuanceNames } = await import('~/features/coupons/admin.server');
    const parsed = goodsFormSchema.safeParse({
      code: 'KR-X',
      name: '체험권',
      nameEn: ' Trial ',
      nameId: '',
      descriptionId: 'x'.repeat(501),
      price: '1000',
      currency: 'KRW',
      durationUnit: 'DAY',
      durationValue: '7',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['descriptionId', 'admin:translations.tooLong'],
    ]);
    const names = issuanceNamesSchema.parse({ name: '가을 할인', nameEn: 'Autumn sale', nameId: '' });
    expect(names).toMatchObject({ nameEn: 'Autumn sale', nameId: null, descriptionEn: null });
    const { issuance: campaign } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 5 });
    expect(await updateIssuanceNames(adminId, campaign.id, names)).toEqual({
      type: 'saved',
      id: campaign.id,
    });
    const [row] = await db().select().from(couponIssuances).where(eq(couponIssuances.id, campaign.id));
    expect(row).toMatchObject({ name: '가을 할인', nameEn: 'Autumn sale', nameId: null });
    expect(await updateIssuanceNames(adminId, 999_999, names)).toBeNull();
  });
});
