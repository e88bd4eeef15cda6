import { expect, test } from '@playwright/test';

// Demo University's staff buy seats with the purchase code DEMO-2026 by card through the fake Toss
// checkout; the new license period shows in the ticket history with none of its seats taken. The staff
// account's language is whatever an earlier test left it at, so nothing here reads the interface text.
test('buy seats with a purchase code by card; the period shows with 0 of 30 seats', async ({ page }) => {
  await page.goto('/demo/login?userType=AGENCY');
  await page.locator('#agency-login-id').fill('demouniv');
  await page.locator('#agency-login-password').fill('Demo1234!');
  await page.locator('#agency-login-password').press('Enter');
  await expect(page).toHaveURL(/\/demo$/);

  await page.goto('/demo/agency');
  const lookUp = page.getByTestId('purchase-code-form').getByRole('button');
  await lookUp.click();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-type', 'error');
  await page.locator('#purchase-code').fill('nope-0000');
  await lookUp.click();
  await expect(page.getByTestId('code-not-found')).toBeVisible();
  await page.locator('#purchase-code').fill('demo-2026');
  await lookUp.click();
  await expect(page.getByTestId('code-offer')).toContainText('30');
  await expect(page.getByTestId('offer-price')).toHaveText('₩600,000');

  await page.locator('button[name="intent"][value="order"]').click();
  await expect(page).toHaveURL(/\/demo\/order\/CC\d{8}-[\w-]+\/agency$/);
  await expect(page.getByTestId('business-info')).toContainText('Demo University');
  await page.getByRole('link', { name: /₩600,000/ }).click();
  await expect(page).toHaveTitle('Fake Toss checkout');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByTestId('order-success-paid')).toBeVisible();

  await page.goto('/demo/account/me/ticket');
  const row = page
    .getByTestId('period-row')
    .filter({ has: page.getByTestId('period-seats').filter({ hasText: /^0 \/ 30/ }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('pass-status')).toHaveAttribute('data-status', 'ACTIVE');
  await row.getByTestId('order-link').click();
  await expect(page.getByTestId('business-info')).toContainText('220-86-00006');
});
