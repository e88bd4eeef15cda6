// Issue 27, the accounts, navigation and notifications items, as a person meets them in a browser, with
// JavaScript on (project js) and off (project no-js): no raw translation key after a click (24), page
// paths without a tenant (30), no zod default text (27), the sign-up form's confirmation on blur and its
// phone field (28), the welcome modal (29), the session-expired dialog, the login notice and the reset
// offer after five failures (32), the notification panel after a delete (25), focus back on the opener
// (22) and the accounts wording (38).
import { expect, test } from '@playwright/test';
import { latestMail, logIn, signUpThroughForm, uniqueEmail } from './helpers';

import { contextIn, LANGUAGES, text } from './walk-helpers';

for (const lng of LANGUAGES) {
  test(`items 30 and 32: paths without a tenant keep their page; visitors are told to log in (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextIn(browser, baseURL, lng);
    const page = await context.newPage();
    const goods = await page.goto('/goods/user');
    expect(goods?.status()).toBe(200);
    await expect(page).toHaveURL(/\/main\/goods\/user$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main\/login$/);
    await expect(page.locator('#login-email')).toBeVisible();
    await expect(page.getByTestId('login-required')).toHaveCount(0);
    await page.goto('/goods/user?domain=demo');
    await expect(page).toHaveURL(/\/demo\/goods\/user$/);

    // A visitor opening my page goes to login, which says why and comes back after.
    await page.goto('/account/me');
    await expect(page).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Faccount%2Fme$/);
    await expect(page.getByTestId('login-required')).toHaveText(text(lng, 'common', 'requiresLogin'));
    await page.locator('#login-email').fill('demo@example.com');
    await page.locator('#login-password').fill('Demo1234!');
    await page.locator('#login-password').press('Enter');
    await expect(page).toHaveURL(/\/main\/account\/me$/);
    await context.close();
  });
}

test('item 28: the sign-up confirmation is checked on leaving it; a phone with dashes is accepted', async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail('phone');
  if (javaScriptEnabled) {
    await page.goto('/main/sign-up');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByLabel('Confirm password').fill('Passw0rd?');
    await page.getByLabel('Confirm password').press('Tab');
    await expect(page.locator('#signup-passwordConfirm-error')).toHaveText('Passwords do not match.');
  }
  await signUpThroughForm(page, email, 'Passw0rd!', '010-1234-5678');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/main/account/me/edit');
  await expect(page.getByLabel('Phone number')).toHaveValue('01012345678');
});

test('item 32: a revoked session on a member page shows the session-expired dialog, then login and back', async ({
  browser,
  baseURL,
  page,
}) => {
  const email = uniqueEmail('revoked');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  const copied = await page.context().cookies();
  const out = await page.request.post('/main/logout', { headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(out.status()).toBe(302);

  const other = await contextIn(browser, baseURL, 'ko');
  await other.addCookies(copied.filter((c) => c.name !== 'lng'));
  const stale = await other.newPage();
  await stale.goto('/main/account/me');
  await expect(stale).toHaveURL(/\/main\/session-expired\?redirectTo=%2Fmain%2Faccount%2Fme$/);
  const dialog = stale.getByTestId('session-expired');
  await expect(dialog).toContainText(text('ko', 'common', 'session.expiredTitle'));
  await dialog.getByRole('button', { name: text('ko', 'common', 'session.toLogin') }).click();
  await expect(stale).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Faccount%2Fme$/);
  await expect(stale.getByTestId('login-required')).toHaveText('로그인 후 이용할 수 있습니다');
  await stale.locator('#login-email').fill(email);
  await stale.locator('#login-password').fill('Passw0rd!');
  await stale.locator('#login-password').press('Enter');
  await expect(stale).toHaveURL(/\/main\/account\/me$/);
  await other.close();
});

test('item 32: the fifth wrong password offers the reset in a confirm dialog that sends the link', async ({
  page,
}) => {
  const email = uniqueEmail('five');
  await signUpThroughForm(page, email);
  for (let i = 1; i <= 5; i++) {
    await logIn(page, email, 'Wrong1234');
    await expect(page.getByTestId('login-error')).toBeVisible();
    if (i < 5) await expect(page.getByTestId('reset-offer')).toHaveCount(0);
  }
  const offer = page.getByTestId('reset-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('The password was wrong 5 or more times.');
  await expect(offer).toContainText(`We will send a reset link to ${email}.`);
  await offer.getByRole('button', { name: 'Reset my password' }).click();
  await expect(page.getByTestId('toast')).toContainText('we have sent a link');
  await expect(page.getByTestId('reset-offer')).toHaveCount(0);
  const mail = await latestMail(email, 'Reset');
  expect(mail.text).toMatch(/forgot-password\?key=/);

  // Cancel closes it and leaves the login page as it was.
  await logIn(page, email, 'Wrong1234');
  const again = page.getByTestId('reset-offer');
  if (await again.count()) {
    await again.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByTestId('reset-offer')).toHaveCount(0);
    await expect(page).toHaveURL(/\/main\/login/);
  }
});
