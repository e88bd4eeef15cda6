import { expect, test } from '@playwright/test';
import { closeSignUpProblem, latestMail, linkIn, logIn, signUpThroughForm, uniqueEmail } from './helpers';

test.use({ locale: 'en-US' });

test('sign up with e-mail verification, first login with the welcome gift, then log out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await signUpThroughForm(page, email);
  await expect(page.getByTestId('toast')).toContainText('Welcome');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('welcome-gift')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
  await page.goto('/main/account/me');
  await expect(page.getByTestId('account-card')).toContainText(email);
  await expect(page.getByTestId('pass-card')).toContainText('Welcome pass');
  await expect(page.getByTestId('pass-card')).toContainText('Free generations left: 3');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeAttached();
  await page.goto('/main/account/me');
  await expect(page).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Faccount%2Fme$/);
});

test('sign-up reports the first problem in the spec order', async ({ page, javaScriptEnabled }) => {
  await page.goto('/main/sign-up');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('signup-problem')).toHaveText('Please verify your email first.');
  await closeSignUpProblem(page, javaScriptEnabled);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signup-problem')).toHaveText('Please enter a valid email address.');
});

test('sign-up checks e-mail authentication first and keeps a pending verification through a failed join', async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail('order');
  await page.goto('/main/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signup-notice')).toBeVisible();
  await page.getByLabel('Name').fill('Kim 123');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('signup-problem')).toHaveText(
    'Open the link in the verification email first, then press Complete.',
  );
  await closeSignUpProblem(page, javaScriptEnabled);
  // The verification is still pending: follow the mailed link and complete it without a new mail.
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(linkIn((await latestMail(email)).text));
  await expect(verifyPage.getByTestId('email-verified')).toBeVisible();
  await verifyPage.close();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('auth-completed')).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('signup-problem')).toHaveText('Please enter a password.');
});

test('the demo account logs in; wrong passwords lock after five tries and offer a reset', async ({
  page,
}) => {
  await logIn(page, 'demo@example.com', 'Demo1234!');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('profile-chip').first()).toBeAttached();
  await page.context().clearCookies();

  const email = uniqueEmail('lock');
  await signUpThroughForm(page, email);
  for (let i = 1; i <= 5; i++) {
    await logIn(page, email, 'Wrong1234');
    await expect(page.getByTestId('login-error')).toContainText(
      i < 5 ? 'Incorrect user ID or password' : 'wrong 5 or more times',
    );
  }
  await expect(page.locator('#forgot')).toHaveAttribute('open', '');
  await logIn(page, email, 'Passw0rd!');
  await expect(page.getByTestId('login-error')).toContainText('locked');
});

test('empty login fields get the message without a request reaching a session', async ({ page }) => {
  await page.goto('/main/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toContainText('Incorrect user ID or password');
});

test('forgot password: mailed link, new password, no automatic login, old password refused', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await signUpThroughForm(page, email);
  await page.goto('/main/login?forgot=1');
  await page.locator('#forgot-email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('toast')).toContainText('we have sent a link');
  const mail = await latestMail(email, 'Reset');
  const link = linkIn(mail.text);
  await page.goto(link);
  await page.getByLabel('New password').fill('NewPass99');
  await page.getByLabel('Confirm password').fill('NewPass99');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/main\/login$/);
  await expect(page.getByTestId('toast')).toContainText('log in with the new password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/main\/login$/);
  await expect(page.getByTestId('toast')).toContainText('invalid or has expired');
  await logIn(page, email, 'Passw0rd!');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, email, 'NewPass99');
  await expect(page).toHaveURL(/\/main$/);
});

test('change password in two steps, edit the profile with the language following the country, then withdraw', async ({
  page,
}) => {
  const email = uniqueEmail('me');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

  await page.goto('/main/account/me');
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/edit\/password\?key=/);
  await page.getByLabel('New password').fill('Changed12');
  await page.getByLabel('Confirm password').fill('Changed12');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/main\/account\/me$/);
  await expect(page.getByTestId('toast')).toContainText('password has been changed');

  await page.goto('/main/account/me/edit');
  await page.getByLabel('Name').fill('Budi Santoso');
  await page.getByLabel('Country', { exact: true }).selectOption('ID');
  await page.getByLabel('Phone country code').selectOption('+62');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/account\/me$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByTestId('account-card')).toContainText('Budi Santoso');

  await page.locator('[data-testid=withdraw] summary').click();
  await page.getByRole('checkbox').check();
  await page.locator('[data-testid=withdraw] button[type=submit]').click();
  await expect(page).toHaveURL(/\/main$/);
  await logIn(page, email, 'Changed12');
  await expect(page.getByTestId('login-error')).toBeVisible();
});
