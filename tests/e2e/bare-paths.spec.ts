import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// Issue 38 item 16: /order and /auth without anything after them (also under a tenant) are not dead
// ends: /order leads to the member's orders (their ticket history; visitors log in first), /auth to the
// login page.

test('/order and /auth alone lead a visitor to the login page, and /order on to their orders', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/main\/login$/);
  await page.goto('/demo/auth');
  await expect(page).toHaveURL(/\/demo\/login$/);

  await page.goto('/order');
  await expect(page).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Forder$/);
  await page.locator('#login-email').fill('demo@example.com');
  await page.locator('#login-password').fill('Demo1234!');
  await page.locator('#login-password').press('Enter');
  await expect(page).toHaveURL(/\/main\/account\/me\/ticket$/);
  await expect(page.getByTestId('pass-status').first()).toBeVisible();
});

test('a signed-in member goes from /order to their orders, under their tenant too', async ({ page }) => {
  await logIn(page, 'demo@example.com', 'Demo1234!');
  await expect(page).toHaveURL(/\/main$/);
  for (const [path, target] of [
    ['/order', /\/main\/account\/me\/ticket$/],
    ['/main/order', /\/main\/account\/me\/ticket$/],
    ['/demo/order', /\/demo\/account\/me\/ticket$/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveURL(target);
  }
});
