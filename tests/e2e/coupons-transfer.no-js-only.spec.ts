import { expect, test } from '@playwright/test';
import { operatorDiscountCode } from './coupon-helpers';
import { logIn } from './helpers';

// Without JavaScript: the operator issues a 10 % code in the console; the member registers it (the
// confirm step is a second submit), chooses it on the order with a plain form (the page comes back with
// the discount and the new amount) and orders by bank transfer for the discounted amount. The coupon is
// not used until the deposit is confirmed.
test('pay less by bank transfer with a discount coupon', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const code = await operatorDiscountCode(browser, 10, false);
  await logIn(page, 'saver@example.com', 'Demo1234!');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/main/account/me/coupon');
  const form = page.getByTestId('coupon-register');
  await form.getByLabel('쿠폰 번호').fill(code);
  await form.getByRole('button', { name: '등록' }).click();
  const confirm = page.getByTestId('coupon-confirm');
  await expect(confirm).toContainText('등록을 한 번 더 눌러 주세요.');
  await confirm.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('toast')).toContainText('쿠폰이 등록되었습니다.');

  await page.goto('/main/goods/user');
  await page.getByTestId('goods-KR-PASS-3M').click();
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const coupons = page.getByTestId('order-coupons');
  await coupons.getByLabel(/E2E 10% off/).check();
  await coupons.getByRole('button', { name: '쿠폰 적용' }).click();
  await expect(page.getByTestId('toast')).toContainText('쿠폰이 적용되었습니다.');
  await expect(page.getByText('₩22,410').first()).toBeVisible();
  await expect(page.getByText('₩2,490').first()).toBeVisible();
  await page.getByRole('button', { name: '계좌이체로 주문하기' }).click();
  await expect(page.getByTestId('order-success-transfer')).toContainText('₩22,410');

  await page.goto('/main/account/me/coupon');
  await expect(page.getByTestId('coupon-card').filter({ hasText: 'E2E 10% off' })).toHaveAttribute(
    'data-label',
    'buy',
  );
  await page.goto('/main/account/me/coupon/history');
  await expect(
    page
      .getByTestId('coupon-history-row')
      .filter({ hasText: 'E2E 10% off' })
      .getByTestId('coupon-availability'),
  ).toHaveAttribute('data-label', 'buy');
});
