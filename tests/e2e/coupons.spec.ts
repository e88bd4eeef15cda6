import { expect, test } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

test.use({ locale: 'en-US' });

// A new member follows the welcome gift to the coupon wallet, registers the welcome code (empty and
// blank codes refused first, then a confirm step), uses the GOODS coupon in place (its pass is the one
// in force on my page), and finds it used in the history. With JavaScript on and off.
test('a new member registers the welcome gift code, uses it, and sees it in the history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('coupon');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page.getByTestId('welcome-gift')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
  await page.goto('/main/account/me/coupon');
  await expect(page.getByTestId('coupons-empty')).toHaveText('No coupons available.');

  const form = page.getByTestId('coupon-register');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Enter coupon code.')).toBeVisible();
  await form.getByLabel('Coupon code').fill('   ');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter the coupon code.')).toBeVisible();
  await form.getByLabel('Coupon code').fill('NOT-A-CODE');
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByTestId('coupon-confirm').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('toast')).toContainText('This coupon code is not valid.');

  await form.getByLabel('Coupon code').fill('welcome-2026');
  await form.getByRole('button', { name: 'Register' }).click();
  const confirm = page.getByTestId('coupon-confirm');
  await expect(confirm).toContainText('WELCOME-2026');
  await confirm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('toast')).toContainText('The coupon has been registered.');
  const card = page.getByTestId('coupon-card');
  await expect(card).toHaveAttribute('data-label', 'use');
  await expect(card).toContainText('Free pass');

  await form.getByLabel('Coupon code').fill('WELCOME-2026');
  await form.getByRole('button', { name: 'Register' }).click();
  await confirm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('toast')).toContainText('This number is already registered.');

  await card.getByText('Use', { exact: true }).click();
  await card.getByRole('button', { name: 'Use now' }).click();
  await expect(page.getByTestId('toast')).toContainText('The coupon has been used: your pass is active.');
  await expect(page.getByTestId('coupon-card')).toHaveAttribute('data-label', 'used');

  await page.goto('/main/account/me');
  await expect(page.getByTestId('pass-status')).toHaveAttribute('data-status', 'ACTIVE');
  // The pass is named in the page's language (issue 38 item 12: it said 1개월 이용권 on English pages).
  await expect(page.getByTestId('pass-status')).toContainText('1-month pass');
  await expect(page.getByTestId('coupon-count')).toContainText('My coupons (0)');
  await expect(page.getByRole('link', { name: 'Register a coupon' })).toBeVisible();

  await page.goto('/main/account/me/coupon/history');
  const row = page.getByTestId('coupon-history-row').first();
  await expect(row).toContainText('Free pass');
  await expect(row.getByTestId('coupon-availability')).toHaveAttribute('data-label', 'used');
  // Phones get cards instead of the table.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('coupon-history-table')).toBeHidden();
  await expect(page.getByTestId('coupon-history-cards')).toContainText('Free pass');
});
