import { expect, test } from '@playwright/test';

// Without JavaScript: Demo University orders seats with DEMO-2026 by bank transfer and goes straight to
// the success page that says bank transfer, with the account, the deadline and the support contact.
test('order seats by bank transfer without JavaScript', async ({ page }) => {
  await page.goto('/demo/login?userType=AGENCY');
  await page.locator('#agency-login-id').fill('demouniv');
  await page.locator('#agency-login-password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in as an institution' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/agency?code=DEMO-2026');
  await page.getByLabel('이메일', { exact: false }).fill('not-an-email');
  await page.getByLabel('계좌이체 (현금)').check();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page.getByText('올바른 이메일 형식이 아닙니다.')).toBeVisible();
  await page.getByLabel('이메일', { exact: false }).fill('career@demo-univ.example.com');
  await page.getByLabel('계좌이체 (현금)').check();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/demo\/order-success\?method=TRANSFER&orderId=/);
  await expect(page.getByTestId('bank-account')).toBeVisible();
  await expect(page.getByTestId('transfer-support')).toContainText('@');
  await page.goto('/demo/account/me/ticket');
  await expect(page.getByText('₩600,000').first()).toBeVisible();
});
