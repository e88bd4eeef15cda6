// Buyers and paid orders for the commerce tests (orders, coupons, refunds, money moving once).
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { users } from '#db/schema';
import type { Country } from '#db/schema/enums';
import { seedGoods } from '#db/seed/goods';
import { confirmPayment } from '~/features/orders/confirm.server';
import { createOrder } from '~/features/orders/orders.server';
import { db } from '~/lib/db.server';
import type { startFakeToss } from '../fakes/toss';
import { member } from './letters-helpers';
import { withTestDatabase } from './test-database';
import { withFakeToss } from './toss-helpers';

type FakeToss = Awaited<ReturnType<typeof startFakeToss>>;

/**
 * A commerce test file's setting: its own database with the goods on sale, and the fake Toss behind the
 * payment gateway (`gateway`: see withFakeToss). The database handle and the running fake.
 */
export function withShop(gateway?: Parameters<typeof withFakeToss>[0]) {
  const database = withTestDatabase();
  const toss = withFakeToss(gateway);
  beforeAll(async () => {
    await seedGoods(database().db);
  });
  return { database, toss };
}

/** A member with no pass, in `country`: Korea buys in KRW, anywhere else in USD. */
export async function buyer(country: Country = 'KR') {
  const userId = await member(0);
  await db().update(users).set({ country }).where(eq(users.id, userId));
  return userId;
}

/** The payment confirmations and cancellations the fake Toss was asked for. */
export const confirmCalls = (toss: FakeToss) => toss.calls.filter((c) => c.path === '/v1/payments/confirm');
export const cancelCalls = (toss: FakeToss) => toss.calls.filter((c) => c.path.endsWith('/cancel'));

/** The app's confirm of `payment` for `order` with `amount`, as the success URL brings them back. */
export const confirmAt = (
  userId: number,
  order: { orderNumber: string },
  payment: { paymentKey: string },
  amount: number,
) => confirmPayment({ userId, orderNumber: order.orderNumber, paymentKey: payment.paymentKey, amount });

/**
 * An order of `goods`, paid at the fake Toss (`payment`: what the fake holds, the order's own amount in
 * won unless told) and confirmed by the app with `amount` (the order's own unless told): the order, the
 * fake's payment and the app's outcome.
 */
export async function orderAndPay(
  toss: FakeToss,
  userId: number,
  goods = 'KR-PASS-1M',
  opts: { payment?: Partial<Parameters<FakeToss['createPayment']>[0]>; amount?: number } = {},
) {
  const order = await createOrder(userId, goods);
  const payment = toss.createPayment({
    orderId: order.orderNumber,
    amount: order.finalAmount,
    ...opts.payment,
  });
  const outcome = await confirmAt(userId, order, payment, opts.amount ?? order.finalAmount);
  return { order, payment, outcome };
}

/** An order of `goods` paid by card at the fake Toss (the test fails if the app did not record it paid). */
export async function paidOrder(toss: FakeToss, userId: number, goods = 'KR-PASS-1M') {
  const { order, payment, outcome } = await orderAndPay(toss, userId, goods);
  expect(outcome.type).toBe('paid');
  return { order, payment };
}
