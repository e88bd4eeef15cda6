import { expect, test } from '@playwright/test';

// Without JavaScript: Demo University orders seats with DEMO-2026 by bank transfer and goes straight to
// the success page that says bank transfer, with the account, the deadline and the support contact.
test('order seats by bank transfer without JavaScript', async ({ page }) => {
  await page.goto('/demo/login?userType=AGENCY');
  await page.locator('#agency-login-id').fill('demouniv');
  await page.locator('#agency-login-password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in as an institution' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  // The staff account's language is whatever an earlier test left it at: no interface text is read here.
  await page.goto('/demo/agency?code=DEMO-2026');
  const order = page.locator('button[name="intent"][value="order"]');
  await page.locator('#agency-email').fill('not-an-email');
  await page.locator('input[name="method"][value="SELF"]').check();
  await order.click();
  await expect(page.locator('#agency-email-error')).toBeVisible();
  await expect(page.locator('#agency-email')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#agency-email').fill('career@demo-univ.example.com');
  await page.locator('input[name="method"][value="SELF"]').check();
  await order.click();
  await expect(page).toHaveURL(/\/demo\/order-success\?method=TRANSFER&orderId=/);
  await expect(page.getByTestId('bank-account')).toBeVisible();
  await expect(page.getByTestId('transfer-support')).toContainText('@');
  await page.goto('/demo/account/me/ticket');
  await expect(page.getByText('₩600,000').first()).toBeVisible();
});
