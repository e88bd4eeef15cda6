import { expect, test } from '@playwright/test';
import { operatorDiscountCode } from './coupon-helpers';
import { logIn } from './helpers';

// With JavaScript: the operator issues a 20 % code; a member whose welcome pass has ended (seeded,
// Korean) registers it in the dialog, goes from Buy now to the goods, chooses the coupon on the order
// (the amounts update), pays the discounted amount through the fake Toss checkout, and the coupon reads
// used. The order is refunded at the end so the member can buy again.
test('pay less by card with a discount coupon', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const code = await operatorDiscountCode(browser, 20, true);
  await logIn(page, 'saver@example.com', 'Demo1234!');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/main/account/me/coupon');
  const form = page.getByTestId('coupon-register');
  await form.getByLabel('쿠폰 번호').fill(code);
  await form.getByRole('button', { name: '등록' }).click();
  const dialog = page.getByTestId('coupon-confirm');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('toast')).toContainText('쿠폰이 등록되었습니다.');
  const card = page.getByTestId('coupon-card').filter({ hasText: 'E2E 20% off' });
  await expect(card).toHaveAttribute('data-label', 'buy');
  await card.getByRole('link', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/main\/goods\/user$/);

  await page.getByTestId('goods-KR-PASS-1M').click();
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const coupons = page.getByTestId('order-coupons');
  await coupons.getByLabel(/E2E 20% off/).check();
  await coupons.getByRole('button', { name: '쿠폰 적용' }).click();
  await expect(page.getByTestId('toast')).toContainText('쿠폰이 적용되었습니다.');
  await expect(page.getByText('-₩1,980').or(page.getByText('₩1,980')).first()).toBeVisible();
  await page.getByRole('link', { name: '₩7,920 결제하기' }).click();
  await expect(page).toHaveTitle('Fake Toss checkout');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByTestId('order-success-paid')).toContainText('₩7,920');

  await page.goto('/main/account/me/coupon');
  await expect(page.getByTestId('coupon-card').filter({ hasText: 'E2E 20% off' })).toHaveAttribute(
    'data-label',
    'used',
  );
  await page.goto('/main/account/me/coupon/history');
  const row = page.getByTestId('coupon-history-row').filter({ hasText: 'E2E 20% off' });
  await expect(row.getByTestId('coupon-availability')).toHaveAttribute('data-label', 'used');

  await page.goto(`/main/account/me/ticket/detail/${orderNumber}`);
  await page.getByTestId('request-refund').click();
  const refund = page.getByTestId('refund-dialog');
  await refund.getByLabel('단순 변심').check();
  await refund.getByRole('button', { name: '환불 요청하기' }).click();
  await expect(page.getByText('환불이 완료되었어요.')).toBeVisible();
});
