import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// Without JavaScript: a bank-transfer order, the operator confirms the deposit, the pass is active.
// The seeded accounts speak Korean, so the pages do.
test('bank transfer order, the operator confirms the deposit, the pass is active', async ({ browser }) => {
  const member = await browser.newContext({ javaScriptEnabled: false });
  const page = await member.newPage();
  await logIn(page, 'buyer@example.com', 'Demo1234!');
  await page.goto('/main/goods/user');
  await page.getByTestId('goods-KR-PASS-3M').click();
  await page.getByRole('button', { name: '구매하기' }).click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await page.getByRole('button', { name: '계좌이체로 주문하기' }).click();
  await expect(page.getByTestId('order-success-transfer')).toBeVisible();
  await expect(page.getByTestId('bank-account')).not.toBeEmpty();
  await page.goto('/main/account/me/ticket');
  await expect(page.getByText('입금 대기 중인 주문')).toBeVisible();

  const operator = await browser.newContext({ javaScriptEnabled: false });
  const ops = await operator.newPage();
  await logIn(ops, 'admin@example.com', 'Demo1234!');
  await ops.goto(`/main/admin/orders?q=${orderNumber}&status=WAITING_DEPOSIT`);
  await ops.getByRole('link', { name: orderNumber }).click();
  await ops.getByRole('button', { name: '입금 확인' }).click();
  await expect(ops.getByText('입금을 확인했어요. 이용권이 시작되었어요.')).toBeVisible();
  await expect(ops.getByTestId('admin-order-status')).toHaveText('PAID');
  await expect(ops.getByRole('cell', { name: 'DEPOSIT_CONFIRM' })).toBeVisible();

  // A member gets the unknown page at /admin.
  const denied = await page.goto('/main/admin/orders');
  expect(denied?.status()).toBe(404);

  await page.goto('/main/account/me/ticket');
  const row = page.locator('tr', { hasText: '3개월 무제한 이용권' }).first();
  await expect(row.getByTestId('pass-status')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(row).toContainText('계좌이체');
  await member.close();
  await operator.close();
});
