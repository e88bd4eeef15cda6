// The return page while Toss's confirm hangs (issue 38, item 4): the member used to look at a loading
// page until the gateway's time limit (30 s), even when the order had been settled meanwhile by another
// path. Now the page says "being confirmed" within a few seconds, with a refresh that works without
// JavaScript, and the wait ends as soon as the order is settled, whoever settled it.
import type { LoaderFunctionArgs, MetaArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { confirmForPage } from '~/features/orders/confirm.server';
import { createOrder, ownOrder } from '~/features/orders/orders.server';
import { handleTossWebhook } from '~/features/orders/webhook.server';
import { loader, meta } from '~/routes/($domain)._member.order-success';
import { buyer, confirmCalls, withShop } from './commerce-helpers';
import { getRequest, outcome, routeArgs } from './route-calls';
import { waitFor } from './wait';

// The gateway waits for Toss as long as production does; Toss holds each confirm 8 s (it has taken the
// money at once, as when its answer is what hangs).
const HANG_MS = 8_000;
const { toss } = withShop({ timeoutMs: 30_000 });

async function hangingPayment() {
  const userId = await buyer();
  const order = await createOrder(userId, 'KR-PASS-1M');
  const payment = toss.createPayment({ orderId: order.orderNumber, amount: 9900 });
  toss.control.confirmDelayMs = HANG_MS;
  return { userId, order, payment };
}

/** The page Toss's success redirect opens, for the signed-in member: its loader's data and how long it took. */
async function returnPage(userId: number, order: { orderNumber: string }, paymentKey: string) {
  const query = new URLSearchParams({ paymentKey, orderId: order.orderNumber, amount: '9900' });
  const started = performance.now();
  const answer = await outcome(
    loader(routeArgs(getRequest(`/main/order-success?${query}`), { id: userId }) as LoaderFunctionArgs),
  );
  expect(answer.status).toBe(200);
  return { data: answer.value as Awaited<ReturnType<typeof loader>>, ms: performance.now() - started };
}

/** Until Toss has answered the held confirm, and the app has settled the order it answered for. */
async function settled(userId: number, orderNumber: string) {
  await waitFor(
    async () => toss.confirmsHeld === 0 && (await ownOrder(userId, orderNumber)).status === 'PAID',
    {
      what: 'the held confirm to be answered and the order paid',
      timeoutMs: 30_000,
      everyMs: 100,
    },
  );
}

describe('the payment return page while Toss hangs', () => {
  it('says "being confirmed" within a few seconds, refreshing itself without JavaScript, then shows paid', async () => {
    const { userId, order, payment } = await hangingPayment();
    const waiting = await returnPage(userId, order, payment.paymentKey);
    expect(waiting.data.kind).toBe('pending');
    expect(waiting.ms).toBeLessThan(HANG_MS - 2_000);
    const tags = meta({ data: waiting.data } as MetaArgs<typeof loader>);
    expect(tags).toContainEqual({ httpEquiv: 'refresh', content: '3' });

    // Toss answers at last; the next refresh shows the order paid, at once.
    await settled(userId, order.orderNumber);
    const paid = await returnPage(userId, order, payment.paymentKey);
    expect(paid.data.kind).toBe('paid');
    expect(meta({ data: paid.data } as MetaArgs<typeof loader>)).not.toContainEqual(
      expect.objectContaining({ httpEquiv: 'refresh' }),
    );
  });

  it('ends the wait as soon as another path (the webhook) settles the order, not when Toss answers', async () => {
    const { userId, order, payment } = await hangingPayment();
    const started = performance.now();
    // Longer than the hang: only the order being settled can end this wait before Toss answers.
    const page = confirmForPage(
      { userId, orderNumber: order.orderNumber, paymentKey: payment.paymentKey, amount: 9900 },
      HANG_MS * 3,
    );
    await waitFor(() => confirmCalls(toss).length === 1 && toss.confirmsHeld === 1, {
      what: 'the confirm to reach Toss',
    });
    expect(
      await handleTossWebhook({
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: payment.paymentKey },
      }),
    ).toBe('applied');
    const shown = await page;
    expect(shown.type).toBe('paid');
    expect(performance.now() - started).toBeLessThan(HANG_MS);
    expect(toss.confirmsHeld).toBe(1);
    await settled(userId, order.orderNumber);
  });
});
