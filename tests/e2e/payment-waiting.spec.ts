// Issue 38 item 4: when Toss's confirm hangs, the return page says "being confirmed" (refreshing itself,
// with a link to refresh now, without JavaScript too) after a few seconds, not 30; and the wait ends as
// soon as the order is settled by any path (here Toss's webhook), not when the hung confirm answers.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { memberWithoutPass } from './member-helpers';

test.use({ locale: 'en-US' });

const TOSS = `http://127.0.0.1:${process.env.E2E_TOSS_PORT ?? 3197}`;
/** Every confirm at the fake Toss takes effect at once but answers only after this long. */
const HANG_MS = 40_000;

const setToss = (request: APIRequestContext, control: Record<string, unknown>) =>
  request.post(`${TOSS}/__control`, { data: control }).then((r) => expect(r.ok()).toBe(true));

test('a hung confirm shows "being confirmed" within seconds, and a webhook ends the wait', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await memberWithoutPass(page);
  await page.goto('/main/goods/user');
  await page.getByTestId('goods-KR-PASS-1M').click();
  // The account's language follows its country (Korea): the pages may be Korean or English.
  await page.getByRole('button', { name: /^(Buy|구매하기)$/ }).click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await page.getByRole('link', { name: /₩9,900/ }).click();
  await expect(page).toHaveTitle('Fake Toss checkout');

  await setToss(request, { confirmDelayMs: HANG_MS });
  try {
    const started = Date.now();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    const waiting = page.getByTestId('order-success-pending');
    await expect(waiting).toBeVisible({ timeout: 20_000 });
    // A few seconds (the page's wait is 3 s), far from the 30 s of before and from the hung confirm.
    expect(Date.now() - started).toBeLessThan(12_000);
    await expect(waiting).toContainText(/Confirming your payment|결제를 확인하고 있어요/);
    await expect(waiting.getByRole('link', { name: /Refresh now|지금 새로 고침/ })).toBeVisible();
    await expect(waiting).toContainText(orderNumber);

    // Toss tells the app by webhook; the app asks Toss (the payment is DONE there) and settles the order.
    const paymentKey = new URL(page.url()).searchParams.get('paymentKey');
    expect(paymentKey).toBeTruthy();
    const hook = await request.post('/webhooks/toss', {
      data: { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey, orderId: orderNumber } },
    });
    expect(hook.status()).toBe(200);
    // The page refreshes itself (a meta refresh: with or without JavaScript) and shows the order paid,
    // long before the hung confirm answers.
    await expect(page.getByTestId('order-success-paid')).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(HANG_MS);
    await page.goto('/main/account/me/ticket');
    await expect(page.getByTestId('pass-status').first()).toHaveAttribute('data-status', 'ACTIVE');
  } finally {
    await setToss(request, { confirmDelayMs: 0 });
  }
});
