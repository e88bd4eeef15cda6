import { expect, type Page } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

/** Closes the first-login dialog when it is there (a plain form: works with JavaScript off too). */
export async function closeWelcome(page: Page) {
  const gift = page.getByTestId('welcome-gift');
  // With JavaScript the dialog opens once the page has hydrated: give it a moment.
  if (
    await gift.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await gift.locator('button[value="close"]').click();
    await expect(gift).toBeHidden();
  }
}

/** A member without any pass: one who withdrew and signed up again gets no welcome pass. */
export async function memberWithoutPass(page: Page) {
  const email = uniqueEmail('walk');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).not.toHaveURL(/login/);
  await closeWelcome(page);
  await page.goto('/main/account/me');
  await page.locator('[data-testid=withdraw] summary').click();
  await page.locator('[data-testid=withdraw]').getByRole('checkbox').check();
  await page.locator('[data-testid=withdraw] button[type=submit]').click();
  await expect(page).toHaveURL(/\/main$/);
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).not.toHaveURL(/login/);
  await closeWelcome(page);
  return email;
}

/** The demo institution's staff account signs in on the institution tab. */
export async function logInStaff(page: Page) {
  await page.goto('/main/login?userType=AGENCY');
  await page.locator('#agency-login-id').fill('demouniv');
  await page.locator('#agency-login-password').fill('Demo1234!');
  await page.locator('#agency-login-password').press('Enter');
  await expect(page).toHaveURL(/\/demo$/);
}
