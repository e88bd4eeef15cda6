import { expect, test } from '@playwright/test';
import { logInUnder, signUpThroughForm, uniqueEmail } from './helpers';

test.describe('institution members and staff sign-in', () => {
  test('a person who signs in under /demo gets Demo University’s pass, once', async ({ page }) => {
    const email = uniqueEmail('demo-member');
    await signUpThroughForm(page, email);
    await logInUnder(page, 'demo', email);
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByTestId('toast')).toContainText('Demo University');
    await page.goto('/demo/account/me');
    await expect(page.getByTestId('pass-status')).toHaveAttribute('data-status', 'ACTIVE');
    // Signing in again takes no second seat and says nothing about the institution.
    await page.context().clearCookies();
    await logInUnder(page, 'demo', email);
    await expect(page.getByTestId('toast')).not.toContainText('Demo University');
  });

  test('staff sign in on the institution tab and land on their own domain', async ({ page }) => {
    await page.goto('/main/login');
    await page.getByRole('tab', { name: 'Institution' }).click();
    await expect(page).toHaveURL(/userType=AGENCY/);
    await expect(page.getByRole('link', { name: 'Find ID' })).toBeVisible();
    await page.getByLabel('ID', { exact: true }).fill('demouniv');
    await page.locator('#agency-login-password').fill('Wrong1234');
    await page.getByRole('button', { name: 'Log in as an institution' }).click();
    await expect(page.getByTestId('login-error')).toContainText('Incorrect ID or password');
    await expect(page.getByRole('tab', { name: 'Institution' })).toHaveAttribute('aria-selected', 'true');
    await page.locator('#agency-login-password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in as an institution' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.locator('header')).toContainText('Demo University');
  });
});
