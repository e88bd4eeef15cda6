import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// A member whose welcome pass has ended (seeded with the demo data) buys a pass by card through the
// fake Toss checkout, finds it in the ticket history, and gets a refund before using it. The account's
// language is Korean, so the pages are.
test('buy a pass by card, see it on the ticket page, refund it', async ({ page }) => {
  await logIn(page, 'buyer@example.com', 'Demo1234!');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/main/goods');
  await expect(page).toHaveURL(/\/main\/goods\/user$/);
  await page.getByTestId('goods-KR-PASS-1M').click();
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByText('₩9,900').first()).toBeVisible();

  await page.getByRole('link', { name: '₩9,900 결제하기' }).click();
  await expect(page).toHaveTitle('Fake Toss checkout');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByTestId('order-success-paid')).toBeVisible();
  await expect(page.getByText(orderNumber)).toBeVisible();

  await page.getByRole('link', { name: '이용권 내역 보기' }).click();
  const row = page.locator('tr', { has: page.getByTestId('order-link') }).first();
  await expect(row).toContainText('1개월 이용권');
  await expect(row).toContainText('₩9,900');
  await expect(row.getByTestId('pass-status')).toHaveAttribute('data-status', 'ACTIVE');

  await row.getByTestId('order-link').click();
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  await page.getByTestId('request-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '환불 요청하기' }).click();
  await expect(dialog.getByText('환불 사유를 선택해 주세요.')).toBeVisible();
  await dialog.getByLabel('단순 변심').check();
  await dialog.getByRole('button', { name: '환불 요청하기' }).click();
  await expect(page.getByText('환불이 완료되었어요.')).toBeVisible();
  await expect(page.getByTestId('refund-info')).toContainText('단순 변심');
  await expect(page.getByTestId('request-refund')).toHaveCount(0);

  await page.goto('/main/account/me/ticket');
  await expect(
    page.locator('tr', { hasText: '1개월 이용권' }).first().getByTestId('pass-status'),
  ).toHaveAttribute('data-status', 'REFUND');
});
