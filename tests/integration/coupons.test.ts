// Coupons: registration rules in the spec's order, the wallet's labels, using a GOODS coupon in place,
// another member's coupon, discount coupons at checkout (amount stored on the order, confirm checks it,
// 100 % completes with COUPON and no provider call), consumed only when paid, released on expiry.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponIssuances,
  licenseSeats,
  notifications,
  orders,
  passes,
  payments,
  userCoupons,
} from '#db/schema';
import { seedReferenceTenants } from '#db/seed/tenants';
import { activePass } from '~/features/accounts/passes.server';
import { chooseOrderCoupon, completeWithCoupon } from '~/features/coupons/order-coupon.server';
import { registerCoupon } from '~/features/coupons/register.server';
import { redeemGoodsCoupon } from '~/features/coupons/goods-coupon.server';
import { couponSummary, walletPage } from '~/features/coupons/wallet.server';
import {
  chooseBankTransfer,
  expireUnpaidOrders,
  markDepositReceived,
} from '~/features/orders/bank-transfer.server';
import { isRefundable, requestRefund } from '~/features/orders/refunds.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import { createAgency, createPeriod } from './agency-helpers';
import { issuance, singleUseCodes } from './coupons-helpers';
import { buyer, confirmAt, confirmCalls, withShop } from './commerce-helpers';

const { database, toss } = withShop();

beforeAll(async () => {
  await seedReferenceTenants(database().db);
});
const register = (userId: number, code: string | null, now?: Date) =>
  registerCoupon(userId, 'main', code, now);

describe('registration rules, in the spec order', () => {
  it('empty, blank, unknown, expired, already registered, per-user limit, total limit', async () => {
    const userId = await buyer();
    await expect(register(userId, '')).rejects.toMatchObject({ key: 'enterCode' });
    await expect(register(userId, null)).rejects.toMatchObject({ key: 'enterCode' });
    await expect(register(userId, '   ')).rejects.toMatchObject({ key: 'enterTheCode' });
    await expect(register(userId, 'NO-SUCH-CODE')).rejects.toMatchObject({ key: 'invalidCode' });
    await expect(register(userId, "x' or 1=1 --")).rejects.toMatchObject({ key: 'invalidCode' });

    const { code: old } = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      validFrom: new Date(Date.now() - 10 * 86_400_000),
      validTo: new Date(Date.now() - 86_400_000),
    });
    await expect(register(userId, old)).rejects.toMatchObject({ key: 'expiredCode' });
    const { code: later } = await issuance({
      kind: 'DISCOUNT_PERCENT',
      value: 10,
      validFrom: new Date(Date.now() + 86_400_000),
      validTo: new Date(Date.now() + 10 * 86_400_000),
    });
    await expect(register(userId, later)).rejects.toMatchObject({ key: 'expiredCode' });
    const { issuance: off, code: offCode } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    await db().update(couponIssuances).set({ active: false }).where(eq(couponIssuances.id, off.id));
    await expect(register(userId, offCode)).rejects.toMatchObject({ key: 'invalidCode' });

    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 5 });
    const coupon = await register(userId, ` ${code.toLowerCase()} `); // trimmed, any case
    expect(coupon.userId).toBe(userId);
    await expect(register(userId, code)).rejects.toMatchObject({ key: 'alreadyRegistered', status: 409 });

    const { issuance: two } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, perUserLimit: 2 }, null);
    const [a, b, c] = await singleUseCodes(two.id, 3);
    await register(userId, a);
    await register(userId, b);
    await expect(register(userId, c)).rejects.toMatchObject({ key: 'limitReached' });
    // A single-use code someone else took reads as already registered.
    const other = await buyer();
    await expect(register(other, a)).rejects.toMatchObject({ key: 'alreadyRegistered' });

    const { code: scarce } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10, totalLimit: 1 });
    await register(other, scarce);
    await expect(register(userId, scarce)).rejects.toMatchObject({ key: 'soldOut' });
    // Nothing half-done stays behind a refusal: the code c is still free for someone else.
    await register(other, c);
  });

  it('a registered coupon notifies its member once; an institution coupon registers only in its tenant', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const coupon = await register(userId, code);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
    expect(rows.map((r) => r.eventKey)).toEqual([`coupon-registered:${coupon.id}`]);

    const school = await createAgency();
    const { code: schoolOnly } = await issuance({ kind: 'DOMAIN', tenantId: school.tenant.id });
    await expect(register(userId, schoolOnly)).rejects.toMatchObject({ key: 'invalidCode' });
    // There, only its members (seat holders) register it (issue 26: coupons-domain-members.test.ts).
    await db()
      .insert(licenseSeats)
      .values({ periodId: (await createPeriod(school.agency.id)).id, userId });
    await expect(registerCoupon(userId, school.domain, schoolOnly)).resolves.toMatchObject({ userId });
  });
});

describe('wallet', () => {
  it('labels: Use for GOODS, Buy now for discounts, expired, used; my page counts usable ones', async () => {
    const userId = await buyer();
    const { code: goodsCode } = await issuance({ kind: 'GOODS' });
    const { code: tenOff } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const { issuance: ending, code: endingCode } = await issuance({
      kind: 'DISCOUNT_AMOUNT',
      value: 1000,
      currency: 'KRW',
    });
    const goodsCoupon = await register(userId, goodsCode);
    await register(userId, tenOff);
    await register(userId, endingCode);
    expect(await couponSummary(userId)).toMatchObject({ count: 3 });
    await db()
      .update(couponIssuances)
      .set({ validTo: new Date(Date.now() - 1000), validFrom: new Date(Date.now() - 86_400_000) })
      .where(eq(couponIssuances.id, ending.id));
    await redeemGoodsCoupon(userId, goodsCoupon.id);
    const { items } = await walletPage(userId, 1, 'ko');
    expect(Object.fromEntries(items.map((i) => [i.kind, i.label]))).toEqual({
      GOODS: 'used',
      DISCOUNT_PERCENT: 'buy',
      DISCOUNT_AMOUNT: 'expired',
    });
    expect(await couponSummary(userId)).toMatchObject({ count: 1 });
  });

  it('15 a page', async () => {
    const userId = await buyer();
    const { issuance: many } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 5, perUserLimit: 20 }, null);
    for (const code of await singleUseCodes(many.id, 16)) await register(userId, code);
    expect((await walletPage(userId, 1, 'en')).items).toHaveLength(15);
    expect((await walletPage(userId, 1, 'en')).hasNext).toBe(true);
    expect((await walletPage(userId, 2, 'en')).items).toHaveLength(1);
  });

  it('a GOODS coupon used in place grants its pass with no payment, once', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'GOODS' });
    const coupon = await register(userId, code);
    const order = await redeemGoodsCoupon(userId, coupon.id);
    expect(order).toMatchObject({ status: 'PAID', paymentType: 'COUPON', finalAmount: 0, price: 9900 });
    expect(await activePass(userId)).toMatchObject({ name: '1개월 이용권' });
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(pass.source).toBe('COUPON');
    await expect(redeemGoodsCoupon(userId, coupon.id)).rejects.toMatchObject({ key: 'notUsable' });
    // Nothing was paid, so there is nothing to refund (and no refund row is left behind).
    expect(await isRefundable(order, null)).toBe(false);
    await expect(
      requestRefund({ userId, orderNumber: order.orderNumber, reason: 'RARE_USAGE', reasonText: null }),
    ).rejects.toMatchObject({ key: 'notRefundable' });
    expect(await db().select().from(passes).where(eq(passes.userId, userId))).toHaveLength(1);
    expect(confirmCalls(toss)).toHaveLength(0);
  });

  it("another member's coupon is a 404 to use or to put on an order", async () => {
    const owner = await buyer();
    const other = await buyer();
    const { code } = await issuance({ kind: 'GOODS' });
    const coupon = await register(owner, code);
    await expect(redeemGoodsCoupon(other, coupon.id)).rejects.toMatchObject({ key: 'notFound', status: 404 });
    const { code: tenOff } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const discount = await register(owner, tenOff);
    const order = await createOrder(other, 'KR-PASS-1M');
    await expect(chooseOrderCoupon(other, order.orderNumber, discount.id)).rejects.toMatchObject({
      status: 404,
    });
    const [stored] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(stored.usedAt).toBeNull();
  });
});

describe('checkout with a discount coupon', () => {
  it('stores the discount on the order; the confirm checks the discounted amount and uses the coupon', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 15 });
    const coupon = await register(userId, code);
    const order = await createOrder(userId, 'KR-PASS-1M');
    const chosen = await chooseOrderCoupon(userId, order.orderNumber, coupon.id);
    expect(chosen).toMatchObject({ price: 9900, discountAmount: 1485, finalAmount: 8415 });

    // The full price no longer matches the order: refused before Toss is asked.
    const full = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    await expect(confirmAt(userId, order, full, 9900)).resolves.toEqual({
      type: 'failed',
      code: 'AMOUNT_MISMATCH',
    });
    expect(confirmCalls(toss)).toHaveLength(0);
    expect((await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id)))[0].usedAt).toBeNull();

    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 8415 });
    const outcome = await confirmAt(userId, order, payment, 8415);
    expect(outcome.type).toBe('paid');
    const [used] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(used.usedAt).not.toBeNull();
    expect(used.orderId).toBe(order.id);
  });

  it('a fixed amount larger than the price gives 0, and 0 completes with COUPON and no provider call', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_AMOUNT', value: 50_000, currency: 'KRW' });
    const coupon = await register(userId, code);
    const order = await createOrder(userId, 'KR-PASS-1M');
    expect(await chooseOrderCoupon(userId, order.orderNumber, coupon.id)).toMatchObject({
      discountAmount: 9900,
      finalAmount: 0,
    });
    const paid = await completeWithCoupon(userId, order.orderNumber);
    expect(paid).toMatchObject({ status: 'PAID', paymentType: 'COUPON', finalAmount: 0 });
    expect(toss.calls).toHaveLength(0);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'COUPON', status: 'DONE', amount: 0 });
    expect(await activePass(userId)).not.toBeNull();
    expect(
      (await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id)))[0].usedAt,
    ).not.toBeNull();
  });

  it('an order with something left to pay cannot be completed by coupon; a USD fixed amount does not fit a KRW order', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 50 });
    const coupon = await register(userId, code);
    const order = await createOrder(userId, 'KR-PASS-1M');
    await chooseOrderCoupon(userId, order.orderNumber, coupon.id);
    await expect(completeWithCoupon(userId, order.orderNumber)).rejects.toMatchObject({ key: 'notPayable' });
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored.status).toBe('CREATED');
    const { code: usd } = await issuance({ kind: 'DISCOUNT_AMOUNT', value: 300, currency: 'USD' });
    const usdCoupon = await register(userId, usd);
    await expect(chooseOrderCoupon(userId, order.orderNumber, usdCoupon.id)).rejects.toMatchObject({
      key: 'notUsable',
    });
  });

  it('a declined card leaves the coupon unused and free for another order', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 100 });
    const coupon = await register(userId, code);
    const first = await createOrder(userId, 'KR-PASS-1M');
    await chooseOrderCoupon(userId, first.orderNumber, coupon.id);
    // Taken off to pay by card, which is declined.
    await chooseOrderCoupon(userId, first.orderNumber, null);
    toss.control.failNextConfirm = { status: 403, code: 'REJECT_CARD_PAYMENT', message: 'declined' };
    const payment = toss.createPayment({ orderId: first.orderNumber, amount: 9900 });
    const outcome = await confirmAt(userId, first, payment, 9900);
    expect(outcome.type).toBe('failed');
    const second = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, second.orderNumber, coupon.id);
    expect(await completeWithCoupon(userId, second.orderNumber)).toMatchObject({ status: 'PAID' });
  });

  it('a bank-transfer order holds its coupon; the deposit uses it; expiry gives it back', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const coupon = await register(userId, code);
    const waiting = await createOrder(userId, 'KR-PASS-1M');
    await chooseOrderCoupon(userId, waiting.orderNumber, coupon.id);
    const transfer = await chooseBankTransfer(userId, waiting.orderNumber);
    expect(transfer.finalAmount).toBe(8910);
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, waiting.id));
    expect(attempt.amount).toBe(8910);

    const other = await createOrder(userId, 'KR-PASS-3M');
    await expect(chooseOrderCoupon(userId, other.orderNumber, coupon.id)).rejects.toMatchObject({
      key: 'inUse',
    });
    await expireUnpaidOrders(new Date(Date.now() + 200 * 3_600_000));
    const [released] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(released).toMatchObject({ orderId: null, usedAt: null });
    expect(await chooseOrderCoupon(userId, other.orderNumber, coupon.id)).toMatchObject({
      finalAmount: 22410,
    });

    // Paid by deposit: the coupon is used in the same transaction.
    await chooseBankTransfer(userId, other.orderNumber);
    await markDepositReceived(other.id);
    const [used] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.id, coupon.id), eq(userCoupons.orderId, other.id)));
    expect(used.usedAt).not.toBeNull();
  });

  it('choosing the coupon on a second order moves it off the first, which goes back to its price', async () => {
    const userId = await buyer();
    const { code } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 });
    const coupon = await register(userId, code);
    const first = await createOrder(userId, 'KR-PASS-1M');
    const second = await createOrder(userId, 'KR-PASS-3M');
    await chooseOrderCoupon(userId, first.orderNumber, coupon.id);
    await chooseOrderCoupon(userId, second.orderNumber, coupon.id);
    const [a] = await db().select().from(orders).where(eq(orders.id, first.id));
    const [b] = await db().select().from(orders).where(eq(orders.id, second.id));
    expect(a).toMatchObject({ discountAmount: 0, finalAmount: 9900 });
    expect(b).toMatchObject({ discountAmount: 2490, finalAmount: 22410 });
  });
});
