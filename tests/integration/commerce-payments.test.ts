// Buying against the fake Toss server through the real HTTP adapter: amounts and owners checked before
// any call, one confirm under concurrent success hits, idempotent retries, reconcile, refunds, webhooks,
// bank transfer and its expiry.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, passes, passUses, payments, refunds } from '#db/schema';
import { resumeWithTarget } from './letters-helpers';
import { buyer, cancelCalls, confirmAt, confirmCalls, paidOrder, withShop } from './commerce-helpers';
import { seedReference } from '#db/seed';
import { isEligible } from '~/features/coverletters/credits.server';
import { startGeneration } from '~/features/coverletters/generation.server';
import {
  chooseBankTransfer,
  expireUnpaidOrders,
  markDepositReceived,
} from '~/features/orders/bank-transfer.server';
import { confirmPayment } from '~/features/orders/confirm.server';
import { CommerceError } from '~/features/orders/errors';
import { createOrder, orderDetail } from '~/features/orders/orders.server';
import { isRefundable, requestRefund } from '~/features/orders/refunds.server';
import { handleTossWebhook } from '~/features/orders/webhook.server';
import { db } from '~/lib/db.server';

const { toss } = withShop();

describe('orders', () => {
  it('stores the amount before payment; a member with a pass in use cannot order', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    expect(order).toMatchObject({ status: 'CREATED', price: 9900, finalAmount: 9900, currency: 'KRW' });
    expect(order.customerKey).toMatch(/^[0-9a-f-]{36}$/); // random, never the user id or e-mail
    await paidOrder(toss, userId);
    await expect(createOrder(userId, 'KR-PASS-3M')).rejects.toMatchObject({
      key: 'ticketInUse',
      status: 409,
    });
  });

  it('refuses goods of another currency and unknown goods', async () => {
    const userId = await buyer();
    await expect(createOrder(userId, 'US-PASS-1M')).rejects.toBeInstanceOf(CommerceError);
    await expect(createOrder(userId, 'NOPE')).rejects.toMatchObject({ key: 'noGoods' });
  });
});

describe('confirm on the success URL', () => {
  it('a tampered amount or another order id fails and Toss is never called', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 100 });
    const tampered = await confirmAt(userId, order, payment, 100);
    expect(tampered).toEqual({ type: 'failed', code: 'AMOUNT_MISMATCH' });
    await expect(
      confirmPayment({
        userId,
        orderNumber: 'CC20240101-doesnotexist',
        paymentKey: payment.paymentKey,
        amount: 9900,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(confirmCalls(toss)).toHaveLength(0);
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored.status).toBe('CREATED');
  });

  it("another member's order is a 404 and is not confirmed", async () => {
    const owner = await buyer();
    const other = await buyer();
    const order = await createOrder(owner, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    await expect(confirmAt(other, order, payment, 9900)).rejects.toMatchObject({ status: 404 });
    expect(confirmCalls(toss)).toHaveLength(0);
  });

  it('five success hits at once: one confirm, one paid order, one pass', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    toss.control.confirmDelayMs = 300;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => confirmAt(userId, order, payment, 9900)),
    );
    expect(outcomes.map((o) => o.type)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(confirmCalls(toss)).toHaveLength(1);
    const granted = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ userId, source: 'ORDER', status: 'ACTIVE', generationLimit: 30 });
    expect(granted[0].endsAt.getUTCMonth()).toBe((granted[0].startsAt.getUTCMonth() + 1) % 12);
  });

  it('a confirm that timed out is in doubt: "being confirmed", then settled from Toss without charging twice', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    toss.control.confirmDelayMs = 2500; // longer than the adapter's 2 s timeout: Toss took it, we never heard
    const first = await confirmAt(userId, order, payment, 9900);
    // Not "failed": the money may have been taken. The order stays CONFIRMING with its attempt's key.
    expect(first).toMatchObject({ type: 'pending' });
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('CONFIRMING');
    toss.control.confirmDelayMs = 0;
    // The return page again (its refresh): it looks the payment up and settles it; no second confirm.
    const second = await confirmAt(userId, order, payment, 9900);
    expect(second.type).toBe('paid');
    expect(confirmCalls(toss)).toHaveLength(1);
    const [stored] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(stored.idempotencyKey).toBe(confirmCalls(toss)[0].idempotencyKey);
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(1);
  });

  it('ALREADY_PROCESSED_PAYMENT is reconciled with a lookup: paid when Toss says DONE', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900, easyPay: 'KAKAOPAY' });
    payment.status = 'DONE'; // confirmed already (e.g. by a request whose answer was lost)
    payment.approvedAt = new Date().toISOString();
    const outcome = await confirmAt(userId, order, payment, 9900);
    expect(outcome.type).toBe('paid');
    expect(toss.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/payments/confirm',
      `GET /v1/payments/${payment.paymentKey}`,
    ]);
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'PAID', paymentType: 'TOSS_KAKAO' });
  });

  it('a declined card leaves the order payable and shows the provider code', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    toss.control.failNextConfirm = { status: 400, code: 'REJECT_CARD_PAYMENT', message: '한도초과' };
    const outcome = await confirmAt(userId, order, payment, 9900);
    expect(outcome).toMatchObject({ type: 'failed', code: 'REJECT_CARD_PAYMENT' });
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored.status).toBe('CREATED');
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(0);
  });
});

describe('refunds', () => {
  it('two refund requests at once: one cancel at Toss, the order refunded and its pass ended', async () => {
    const userId = await buyer();
    const { order, payment } = await paidOrder(toss, userId);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        requestRefund({
          userId,
          orderNumber: order.orderNumber,
          reason: 'OTHER',
          reasonText: '다른 서비스를 씁니다',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual(['refunded']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ key: expect.stringMatching(/refundRequested|notRefundable/) });
    expect(cancelCalls(toss)).toHaveLength(1);
    expect(cancelCalls(toss)[0].idempotencyKey).toBeTruthy();
    expect(cancelCalls(toss)[0].idempotencyKey).not.toBe(
      (await db().select().from(payments).where(eq(payments.orderId, order.id)))[0].idempotencyKey,
    );
    expect(toss.payments.get(payment.paymentKey)?.status).toBe('CANCELED');
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored.status).toBe('REFUNDED');
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(pass.status).toBe('REFUND');
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: 'DONE', reason: 'OTHER', reasonText: '다른 서비스를 씁니다' });
  });

  it('a pass used once is not refundable; a use given back (failed generation) does not count', async () => {
    const userId = await buyer();
    const { order } = await paidOrder(toss, userId);
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    const given = crypto.randomUUID();
    await db()
      .insert(passUses)
      .values({ generationId: given, passId: pass.id, userId, refundedAt: new Date() });
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    const detail = await orderDetail(paid);
    expect(await isRefundable(detail.order, detail.refund)).toBe(true);
    await db().insert(passUses).values({ generationId: crypto.randomUUID(), passId: pass.id, userId });
    await expect(
      requestRefund({ userId, orderNumber: order.orderNumber, reason: 'RARE_USAGE', reasonText: null }),
    ).rejects.toMatchObject({ key: 'passUsed' });
    expect(cancelCalls(toss)).toHaveLength(0);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });
});

describe('a bought pass', () => {
  it('pays for a generation when the free pass and credits are gone, and is then no longer refundable', async () => {
    await seedReference(db());
    const userId = await buyer();
    expect(await isEligible(userId)).toBe(false);
    const { order } = await paidOrder(toss, userId);
    expect(await isEligible(userId)).toBe(true);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(
      userId,
      { profileId, questionIds: [1], lang: 'ko', temperature: 70, minLetter: 300, maxLetter: 1000 },
      'ko',
    );
    expect(letters).toHaveLength(1);
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(await db().select().from(passUses).where(eq(passUses.passId, pass.id))).toHaveLength(1);
    await expect(
      requestRefund({ userId, orderNumber: order.orderNumber, reason: 'RARE_USAGE', reasonText: null }),
    ).rejects.toMatchObject({ key: 'passUsed' });
  });
});

describe('webhooks are hints', () => {
  it('a forged "paid" event for a payment Toss has not approved changes nothing; the real one applies once', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    // The payment attempt is stored (the member came back from the widget), but Toss has not approved it.
    await db().insert(payments).values({
      orderId: order.id,
      provider: 'TOSS',
      paymentKey: payment.paymentKey,
      idempotencyKey: crypto.randomUUID(),
      amount: 9900,
      currency: 'KRW',
    });
    const forged = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey: payment.paymentKey, status: 'DONE', orderId: order.orderNumber, totalAmount: 9900 },
    };
    expect(await handleTossWebhook(forged)).toBe('unchanged');
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('CREATED');
    expect(
      await handleTossWebhook({
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: 'made-up', status: 'DONE' },
      }),
    ).toBe('ignored');

    payment.status = 'DONE';
    payment.approvedAt = new Date().toISOString();
    expect(await handleTossWebhook(forged)).toBe('applied');
    expect(await handleTossWebhook(forged)).toBe('unchanged');
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(1);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe('PAID');
  });
});

describe('bank transfer', () => {
  it('waits for the deposit; the operator confirms it and the pass starts', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-3M');
    const waiting = await chooseBankTransfer(userId, order.orderNumber);
    expect(waiting).toMatchObject({ status: 'WAITING_DEPOSIT', paymentType: 'SELF' });
    expect(waiting.depositDeadline!.getTime()).toBeGreaterThan(Date.now());
    await markDepositReceived(order.id);
    const [pass] = await db().select().from(passes).where(eq(passes.orderId, order.id));
    expect(pass).toMatchObject({ status: 'ACTIVE', generationLimit: null });
    await expect(markDepositReceived(order.id)).rejects.toMatchObject({ key: 'notWaiting' });
  });

  it('an unpaid order expires after its deadline, once, and can no longer be confirmed', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    await chooseBankTransfer(userId, order.orderNumber);
    const later = new Date(Date.now() + 73 * 3_600_000);
    expect(await expireUnpaidOrders(new Date())).toBe(0);
    const runs = await Promise.all([expireUnpaidOrders(later), expireUnpaidOrders(later)]);
    expect(runs[0] + runs[1]).toBe(1);
    const [stored] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id)));
    expect(stored.status).toBe('EXPIRED');
    await expect(markDepositReceived(order.id)).rejects.toMatchObject({ key: 'notWaiting' });
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(0);
  });
});
