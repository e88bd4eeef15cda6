// Money that cannot be won twice (issue 26): a refund and a generation of one pass, one bought pass in
// force however the member pays, payments the order cannot keep given back at Toss, campaigns checked
// when paying, card only for KRW, and what the recovery job finishes after a confirm or a cancel was left
// in doubt. Races run on PostgreSQL and meet its real row locks; where the order of two requests matters
// they are lined up with the database's own locks (race.ts), so the interleaving is certain.
// Each test names the protection whose removal makes it fail (each was checked by removing it).
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  couponIssuances,
  coverLetters,
  notifications,
  orders,
  passes,
  passUses,
  paymentVoids,
  payments,
  refunds,
  userCoupons,
} from '#db/schema';
import { seedReference } from '#db/seed';
import { currentPass } from '~/features/accounts/passes.server';
import { redeemGoodsCoupon } from '~/features/coupons/goods-coupon.server';
import { chooseOrderCoupon, completeWithCoupon } from '~/features/coupons/order-coupon.server';
import { startGeneration } from '~/features/coverletters/generation.server';
import { chooseBankTransfer, markDepositReceived } from '~/features/orders/bank-transfer.server';
import { confirmPayment } from '~/features/orders/confirm.server';
import { createOrder } from '~/features/orders/orders.server';
import { recoverPayments } from '~/features/orders/recovery.server';
import { completeTransferRefund, requestRefund } from '~/features/orders/refunds.server';
import { handleTossWebhook } from '~/features/orders/webhook.server';
import type { PaymentGateway } from '~/integrations/toss/types';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { issuance } from './coupons-helpers';
import { buyer, cancelCalls, confirmAt, confirmCalls, paidOrder, withShop } from './commerce-helpers';
import { holdLocks, untilWaitingForLocks, warmPool } from './race';
import { waitFor } from './wait';
import { resumeWithTarget } from './letters-helpers';

/** Toss's cancel answers this much later (after it has taken effect), like a slow provider. */
let cancelDelayMs = 0;
/** The next cancel's answer is lost on the way back (the provider did it; we never heard). */
let loseNextCancelAnswer = false;

const { toss } = withShop({
  wrap: (real): PaymentGateway => ({
    ...real,
    async cancel(paymentKey, reason, key) {
      const answer = await real.cancel(paymentKey, reason, key);
      if (cancelDelayMs) await new Promise((r) => setTimeout(r, cancelDelayMs));
      if (loseNextCancelAnswer) {
        loseNextCancelAnswer = false;
        const { PaymentTransportError } = await import('~/integrations/toss/types');
        throw new PaymentTransportError('answer lost');
      }
      return answer;
    },
  }),
});

beforeAll(async () => {
  await seedReference(db());
});
beforeEach(() => {
  cancelDelayMs = 0;
  loseNextCancelAnswer = false;
});

const generate = (userId: number, profileId: number) =>
  startGeneration(
    userId,
    { profileId, questionIds: [1], lang: 'ko', temperature: 70, minLetter: 300, maxLetter: 1000 },
    'ko',
  );

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const passOf = async (orderId: number) =>
  (await db().select().from(passes).where(eq(passes.orderId, orderId)))[0];
const unreturnedUses = async (passId: number) =>
  db()
    .select()
    .from(passUses)
    .where(and(eq(passUses.passId, passId), isNull(passUses.refundedAt)));
const kindsFor = async (userId: number) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

describe('a refund and a generation of the same pass', () => {
  // Fails without the hold (the `heldAt` update in holdOrderPass): the generation pays with the pass.
  it('refund asked first while Toss is slow to cancel: a generation a moment later finds no pass', async () => {
    const userId = await buyer();
    const { order } = await paidOrder(toss, userId);
    const profileId = await resumeWithTarget(userId);
    cancelDelayMs = 2000;
    const refunding = requestRefund({
      userId,
      orderNumber: order.orderNumber,
      reason: 'RARE_USAGE',
      reasonText: null,
    });
    await waitFor(() => cancelCalls(toss).length === 1, { what: 'the cancel at Toss', timeoutMs: 5000 }); // the refund row and the hold are committed by now
    await expect(generate(userId, profileId)).rejects.toMatchObject({ reason: 'payment-required' });
    expect(await refunding).toBe('refunded');
    const pass = await passOf(order.id);
    expect(pass.status).toBe('REFUND');
    expect(await unreturnedUses(pass.id)).toHaveLength(0);
    expect(await db().select().from(coverLetters).where(eq(coverLetters.userId, userId))).toHaveLength(0);
  });

  // The two orders of a refund and a generation racing for one pass, lined up with the database's own
  // locks (race.ts): the pass row is held while the two requests queue on it in a chosen order, then let go.
  const holdPass = (orderId: number) =>
    holdLocks((tx) => tx.select().from(passes).where(eq(passes.orderId, orderId)).for('update'));

  // Proves the pass row lock of the generation's payment (chargeGeneration → activePass `lock: true`):
  // it waits for the refund ahead of it and then finds the pass held. Without it the generation reads
  // the pass as free while the refund is under way and pays with it; the refund, asked first, ends
  // 'failed' at its re-check (checked by removing the lock).
  it('a refund ahead of a generation on the pass: the refund goes through, the generation finds no pass', async () => {
    const userId = await buyer();
    const { order } = await paidOrder(toss, userId);
    const profileId = await resumeWithTarget(userId);
    await warmPool(3);
    const barrier = await holdPass(order.id);
    const refunding = requestRefund({
      userId,
      orderNumber: order.orderNumber,
      reason: 'RARE_USAGE',
      reasonText: null,
    });
    await untilWaitingForLocks(1);
    const generating = generate(userId, profileId).catch((error: unknown) => error);
    await untilWaitingForLocks(2);
    await barrier.release();
    expect(await refunding).toBe('refunded');
    expect(await generating).toMatchObject({ reason: 'payment-required' });
    const pass = await passOf(order.id);
    expect(pass.status).toBe('REFUND');
    expect(await unreturnedUses(pass.id)).toHaveLength(0);
    expect(await db().select().from(coverLetters).where(eq(coverLetters.userId, userId))).toHaveLength(0);
  });

  // Proves the refund's lock of the pass before it checks the pass's use (holdOrderPass → lockOrderPass):
  // it waits for the generation ahead of it and then sees the use. Without it the refund finds the pass
  // unused while the generation is paying with it and holds it: a refund recorded against a used pass,
  // which only its re-check before Toss turns into 'failed' (checked by removing the lock).
  it('a generation ahead of a refund on the pass: the letter is written, the refund is refused as used', async () => {
    const userId = await buyer();
    const { order } = await paidOrder(toss, userId);
    const profileId = await resumeWithTarget(userId);
    await warmPool(3);
    const barrier = await holdPass(order.id);
    const generating = generate(userId, profileId);
    await untilWaitingForLocks(1);
    const refunding = requestRefund({
      userId,
      orderNumber: order.orderNumber,
      reason: 'RARE_USAGE',
      reasonText: null,
    }).catch((error: unknown) => error);
    await untilWaitingForLocks(2);
    await barrier.release();
    await expect(generating).resolves.toBeTruthy();
    expect(await refunding).toMatchObject({ key: 'passUsed' });
    expect((await orderRow(order.id)).status).toBe('PAID');
    const pass = await passOf(order.id);
    expect(pass.heldAt).toBeNull();
    expect(await unreturnedUses(pass.id)).toHaveLength(1);
    expect(cancelCalls(toss)).toHaveLength(0);
  });

  it('a bank-transfer refund holds the pass at once; the operator completes it, or refuses a used pass', async () => {
    const userId = await buyer();
    const profileId = await resumeWithTarget(userId);
    const order = await createOrder(userId, 'KR-PASS-1M');
    await chooseBankTransfer(userId, order.orderNumber);
    await markDepositReceived(order.id);
    // The account to pay back into is required for a transfer, and kept sealed.
    await expect(
      requestRefund({ userId, orderNumber: order.orderNumber, reason: 'RARE_USAGE', reasonText: null }),
    ).rejects.toMatchObject({ key: 'paybackRequired' });
    const payback = { bank: 'KB' as const, account: '12345678901234', holder: '홍길동' };
    expect(
      await requestRefund({
        userId,
        orderNumber: order.orderNumber,
        reason: 'RARE_USAGE',
        reasonText: null,
        payback,
      }),
    ).toBe('requested');
    // Out of use until the operator acts: no letter on a pass being refunded (finding 1).
    await expect(generate(userId, profileId)).rejects.toMatchObject({ reason: 'payment-required' });
    expect((await currentPass(userId))?.state).toBe('HELD');
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund.payback).not.toContain('12345678901234');
    expect(await completeTransferRefund(refund.id)).toBe('completed');
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
    expect(await completeTransferRefund(refund.id)).toBe('not-pending');

    // A use that got past the hold (here written directly) is caught when the operator completes.
    const other = await buyer();
    const second = await createOrder(other, 'KR-PASS-1M');
    await chooseBankTransfer(other, second.orderNumber);
    await markDepositReceived(second.id);
    await requestRefund({
      userId: other,
      orderNumber: second.orderNumber,
      reason: 'RARE_USAGE',
      reasonText: null,
      payback,
    });
    const pass = await passOf(second.id);
    await db().insert(passUses).values({ generationId: crypto.randomUUID(), passId: pass.id, userId: other });
    const [pending] = await db().select().from(refunds).where(eq(refunds.orderId, second.id));
    expect(await completeTransferRefund(pending.id)).toBe('used');
    expect((await db().select().from(refunds).where(eq(refunds.id, pending.id)))[0]).toMatchObject({
      status: 'REJECTED',
      failureCode: 'PASS_USED',
    });
    expect((await orderRow(second.id)).status).toBe('PAID');
    expect((await passOf(second.id)).heldAt).toBeNull(); // usable again
    expect(await kindsFor(other)).toContain('refundRejected');
  });
});

describe('one bought pass in force', () => {
  it('three orders opened, the first paid: the second is refused before Toss, the third waits in vain', async () => {
    const userId = await buyer();
    const first = await createOrder(userId, 'KR-PASS-1M');
    const second = await createOrder(userId, 'KR-PASS-1M');
    const third = await createOrder(userId, 'KR-PASS-1M');
    await chooseBankTransfer(userId, third.orderNumber);
    const paid = toss.createPayment({ orderId: first.orderNumber, amount: 9900 });
    await confirmAt(userId, first, paid, 9900);
    toss.calls.length = 0;

    const card = toss.createPayment({ orderId: second.orderNumber, amount: 9900 });
    expect(await confirmAt(userId, second, card, 9900)).toEqual({ type: 'failed', code: 'PASS_IN_FORCE' });
    expect(confirmCalls(toss)).toHaveLength(0); // nothing taken
    await expect(chooseBankTransfer(userId, second.orderNumber)).rejects.toMatchObject({
      key: 'ticketInUse',
    });
    // Fails without the check in markDepositReceived (a second pass for the same month).
    await expect(markDepositReceived(third.id)).rejects.toMatchObject({ key: 'passInForce' });
    const bought = await db().select().from(passes).where(eq(passes.userId, userId));
    expect(bought).toHaveLength(1);
  });

  // Fails without `passInForce` in settlePayment: both orders paid, two passes, ₩19,800.
  it('two orders confirmed at the same moment: one pass, the other payment cancelled at Toss and the member told', async () => {
    const userId = await buyer();
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-1M');
    const pa = toss.createPayment({ orderId: a.orderNumber, amount: 9900 });
    const pb = toss.createPayment({ orderId: b.orderNumber, amount: 9900 });
    toss.control.confirmDelayMs = 200;
    const outcomes = await Promise.all([confirmAt(userId, a, pa, 9900), confirmAt(userId, b, pb, 9900)]);
    expect(outcomes.map((o) => o.type).sort()).toEqual(['failed', 'paid']);
    expect(outcomes.find((o) => o.type === 'failed')).toMatchObject({ code: 'PASS_IN_FORCE' });
    // On a loaded machine the second may only start once the first is paid: then it is refused before
    // Toss. Either way every payment Toss took beyond the one kept was cancelled there.
    expect(cancelCalls(toss)).toHaveLength(confirmCalls(toss).length - 1);
    const cancelled = [pa, pb].filter((p) => toss.payments.get(p.paymentKey)?.status === 'CANCELED');
    if (confirmCalls(toss).length === 1) return;
    expect(cancelled).toHaveLength(1);
    const [voided] = await db()
      .select()
      .from(paymentVoids)
      .where(eq(paymentVoids.paymentKey, cancelled[0].paymentKey));
    expect(voided).toMatchObject({ status: 'DONE', reason: 'PASS_IN_FORCE' });
    expect(cancelCalls(toss)[0].idempotencyKey).toBe(voided.idempotencyKey);
    expect(await db().select().from(passes).where(eq(passes.userId, userId))).toHaveLength(1);
    expect(await kindsFor(userId)).toContain('paymentVoided');
    // The refused order may be paid later, once the pass has ended.
    const refusedId = cancelled[0] === pa ? a.id : b.id;
    expect((await orderRow(refusedId)).status).toBe('CREATED');
  });

  // Fails without `upcoming` in passInForce: two confirms that start together carry clocks a few
  // milliseconds apart, and the one that settles second may read the other's pass as not begun yet.
  it('a payment settled with a clock a moment before the pass just granted is still refused', async () => {
    const userId = await buyer();
    const t0 = new Date();
    const later = new Date(t0.getTime() + 50);
    const a = await createOrder(userId, 'KR-PASS-1M');
    const b = await createOrder(userId, 'KR-PASS-1M');
    const pa = toss.createPayment({ orderId: a.orderNumber, amount: 9900 });
    const pb = toss.createPayment({ orderId: b.orderNumber, amount: 9900 });
    const first = await confirmPayment(
      { userId, orderNumber: a.orderNumber, paymentKey: pa.paymentKey, amount: 9900 },
      later,
    );
    expect(first.type).toBe('paid');
    const second = await confirmPayment(
      { userId, orderNumber: b.orderNumber, paymentKey: pb.paymentKey, amount: 9900 },
      t0,
    );
    expect(second).toMatchObject({ type: 'failed', code: 'PASS_IN_FORCE' });
    expect(await db().select().from(passes).where(eq(passes.userId, userId))).toHaveLength(1);
  });

  it('a 100 % coupon order and a GOODS coupon are refused while a bought pass is in force', async () => {
    const userId = await buyer();
    const free = await createOrder(userId, 'KR-PASS-1M');
    const { issuance: full } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 100 }, null);
    const [fullCoupon] = await db().insert(userCoupons).values({ userId, issuanceId: full.id }).returning();
    await chooseOrderCoupon(userId, free.orderNumber, fullCoupon.id);
    const { issuance: goodsIssuance } = await issuance({ kind: 'GOODS' }, null);
    const [goodsCoupon] = await db()
      .insert(userCoupons)
      .values({ userId, issuanceId: goodsIssuance.id })
      .returning();
    await paidOrder(toss, userId);
    await expect(completeWithCoupon(userId, free.orderNumber)).rejects.toMatchObject({ key: 'passInForce' });
    await expect(redeemGoodsCoupon(userId, goodsCoupon.id)).rejects.toMatchObject({ key: 'passInForce' });
    expect(await db().select().from(passes).where(eq(passes.userId, userId))).toHaveLength(1);
  });
});

describe('campaigns are checked when the order is paid', () => {
  // Fails without dropEndedOrderCoupon in confirmPayment / the campaign check in completeWithCoupon.
  it('a coupon switched off after it was put on the order: taken off before Toss, the 100 % one refused', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const { issuance: tenPercent } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 10 }, null);
    const [coupon] = await db().insert(userCoupons).values({ userId, issuanceId: tenPercent.id }).returning();
    const discounted = await chooseOrderCoupon(userId, order.orderNumber, coupon.id);
    expect(discounted.finalAmount).toBe(8910);
    await db().update(couponIssuances).set({ active: false }).where(eq(couponIssuances.id, tenPercent.id));
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 8910 });
    expect(await confirmAt(userId, order, payment, 8910)).toEqual({ type: 'failed', code: 'COUPON_ENDED' });
    expect(confirmCalls(toss)).toHaveLength(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'CREATED',
      discountAmount: 0,
      finalAmount: 9900,
    });
    const [released] = await db().select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(released).toMatchObject({ orderId: null, usedAt: null });

    const freeOrder = await createOrder(userId, 'KR-PASS-1M');
    const { issuance: full } = await issuance({ kind: 'DISCOUNT_PERCENT', value: 100 }, null);
    const [fullCoupon] = await db().insert(userCoupons).values({ userId, issuanceId: full.id }).returning();
    await chooseOrderCoupon(userId, freeOrder.orderNumber, fullCoupon.id);
    await db()
      .update(couponIssuances)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(couponIssuances.id, full.id));
    await expect(completeWithCoupon(userId, freeOrder.orderNumber)).rejects.toMatchObject({
      key: 'campaignEnded',
    });
    expect((await orderRow(freeOrder.id)).status).toBe('CREATED');
  });
});

describe('what Toss reports is checked against the order, and what cannot be kept is given back', () => {
  // Fails without methodRefusal in settlePayment (spec: card only for KRW).
  it('a US-dollar order paid by card: refused, and the card payment cancelled at Toss', async () => {
    const userId = await buyer('ID');
    const order = await createOrder(userId, 'US-PASS-1M');
    expect(order).toMatchObject({ currency: 'USD', finalAmount: 990 });
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9.9, currency: 'USD' });
    const outcome = await confirmAt(userId, order, payment, 990);
    expect(outcome).toEqual({ type: 'failed', code: 'CARD_KRW_ONLY' });
    expect(toss.payments.get(payment.paymentKey)?.status).toBe('CANCELED');
    expect(await orderRow(order.id)).toMatchObject({ status: 'CREATED' });
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(0);
  });

  // Fails without the void in settlePayment: ₩990 stays taken at Toss for a $9.90 order.
  it('₩990 reported for a $9.90 order (by a webhook): not applied, and cancelled at Toss', async () => {
    const userId = await buyer('ID');
    const order = await createOrder(userId, 'US-PASS-1M');
    const wrong = toss.createPayment({ orderId: order.orderNumber, amount: 990, currency: 'KRW' });
    wrong.status = 'DONE';
    await db().insert(payments).values({
      orderId: order.id,
      provider: 'TOSS',
      paymentKey: wrong.paymentKey,
      idempotencyKey: crypto.randomUUID(),
      amount: 990,
      currency: 'USD',
    });
    expect(await handleTossWebhook({ data: { paymentKey: wrong.paymentKey } })).toBe('applied');
    expect(toss.payments.get(wrong.paymentKey)?.status).toBe('CANCELED');
    expect(await orderRow(order.id)).toMatchObject({ status: 'CREATED' });
    const [voided] = await db().select().from(paymentVoids).where(eq(paymentVoids.orderId, order.id));
    expect(voided).toMatchObject({ reason: 'PAYMENT_MISMATCH', status: 'DONE' });
    // The same report again changes nothing more.
    expect(await handleTossWebhook({ data: { paymentKey: wrong.paymentKey } })).toBe('unchanged');
    expect(cancelCalls(toss)).toHaveLength(1);
  });
});

describe('the recovery job finishes what was left in doubt', () => {
  const lease = () => env().PAYMENT_LEASE_SECONDS * 1000;

  // Fails without resumeStuckConfirms: the order stays CONFIRMING with Toss holding the money.
  it('a confirm whose answer never came: resent with its idempotency key once the lease has passed, by one of two instances', async () => {
    const userId = await buyer();
    const order = await createOrder(userId, 'KR-PASS-1M');
    const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
    toss.control.confirmDelayMs = 2500; // past the adapter's 2 s timeout: Toss took it, we never heard
    const first = await confirmAt(userId, order, payment, 9900);
    expect(first.type).toBe('pending');
    toss.control.confirmDelayMs = 0;
    expect(await recoverPayments(new Date())).toMatchObject({ confirms: 0 }); // within the lease: left alone
    const later = new Date(Date.now() + lease() + 1000);
    const runs = await Promise.all([recoverPayments(later), recoverPayments(later)]);
    expect(runs[0].confirms + runs[1].confirms).toBe(1);
    expect((await orderRow(order.id)).status).toBe('PAID');
    expect(await db().select().from(passes).where(eq(passes.orderId, order.id))).toHaveLength(1);
    const keys = confirmCalls(toss).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]); // Toss answered the first result again: charged once
  });

  // Fails without resumeStuckRefunds: the order stays PAID while Toss has given the money back.
  it('a refund cancel whose answer never came: the pass is held meanwhile, and the job completes the refund', async () => {
    const userId = await buyer();
    const { order, payment } = await paidOrder(toss, userId);
    const profileId = await resumeWithTarget(userId);
    loseNextCancelAnswer = true;
    expect(
      await requestRefund({ userId, orderNumber: order.orderNumber, reason: 'RARE_USAGE', reasonText: null }),
    ).toBe('processing');
    expect(toss.payments.get(payment.paymentKey)?.status).toBe('CANCELED');
    expect((await orderRow(order.id)).status).toBe('PAID');
    await expect(generate(userId, profileId)).rejects.toMatchObject({ reason: 'payment-required' });
    const later = new Date(Date.now() + lease() + 1000);
    expect(await recoverPayments(later)).toMatchObject({ refunds: 1 });
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
    expect((await passOf(order.id)).status).toBe('REFUND');
    const keys = cancelCalls(toss).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
