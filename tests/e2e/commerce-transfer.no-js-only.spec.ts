import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// Without JavaScript: a bank-transfer order, the operator confirms the deposit, the pass is active; then
// the member asks for a refund into their account, the pass is out of use at once, the operator sees
// the account and that the pass was never used, and pays it back. The seeded accounts speak Korean.
test("bank transfer order, the deposit confirmed, then a refund into the member's account", async ({
  browser,
}) => {
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
  // The deadline with its time, in Korean time (the order expires then, not at midnight).
  await expect(page.getByText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지 \(한국 시간\)/)).toBeVisible();
  const successUrl = page.url();
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
  // The transfer's page no longer asks for a deposit once it is paid.
  await page.goto(successUrl);
  await expect(page.getByRole('heading', { name: '입금이 확인되었어요' })).toBeVisible();
  await expect(page.getByTestId('bank-account')).toHaveCount(0);

  // Refund: the dialog (a page without JavaScript) asks where to pay it back.
  await page.goto(`/main/account/me/ticket/detail/${orderNumber}`);
  await page.getByTestId('request-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await dialog.getByLabel('단순 변심').check();
  await dialog.getByRole('button', { name: '환불 요청하기' }).click();
  await expect(page.getByText('은행을 선택해 주세요.')).toBeVisible();
  await page.getByTestId('refund-dialog').getByLabel('단순 변심').check();
  await page.getByLabel('은행').selectOption({ label: 'KB국민은행' });
  await page.getByLabel('계좌번호 (숫자만)').fill('110-123-456789');
  await page.getByLabel('예금주').fill('김구매');
  await page.getByTestId('refund-dialog').getByRole('button', { name: '환불 요청하기' }).click();
  await expect(page.getByText('환불 요청이 접수되었어요.').first()).toBeVisible();
  await expect(page.getByTestId('refund-info')).toContainText('********6789');
  await expect(page.getByTestId('refund-info')).not.toContainText('110123456789');
  await page.goto('/main/account/me/ticket');
  await expect(row.getByTestId('pass-status')).toHaveAttribute('data-status', 'HELD');

  // The operator sees the account and the pass's usage, pays it back and marks it done.
  await ops.goto('/main/admin/refunds');
  await ops.getByRole('link', { name: orderNumber }).first().click();
  await expect(ops.getByText('KB국민은행 110123456789 · 김구매')).toBeVisible();
  await expect(ops.getByTestId('refund-usage')).toContainText('이 이용권으로 생성한 적이 없어요.');
  await ops.getByRole('button', { name: '환불 완료 처리' }).click();
  await expect(ops.getByText('환불을 완료 처리했어요.')).toBeVisible();
  await page.goto('/main/account/me/ticket');
  await expect(row.getByTestId('pass-status')).toHaveAttribute('data-status', 'REFUND');
  await member.close();
  await operator.close();
});
