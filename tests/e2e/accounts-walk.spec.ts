// Issue 27, the accounts, navigation and notifications items, as a person meets them in a browser, with
// JavaScript on (project js) and off (project no-js): no raw translation key after a click (24), page
// paths without a tenant (30), no zod default text (27), the sign-up form's confirmation on blur and its
// phone field (28), the welcome modal (29), the session-expired dialog, the login notice and the reset
// offer after five failures (32), the notification panel after a delete (25), focus back on the opener
// (22) and the accounts wording (38).
import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn, logIn, signUpThroughForm, uniqueEmail } from './helpers';

import { closeWelcome, contextIn, LANGUAGES, ready, signUpIn, text, type Lng } from './walk-helpers';

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

/**
 * Sends the page's form with its fields left empty, as a browser that skips its own required check
 * would: without JavaScript the server answers, with it the page's own check does.
 */
async function submitBlank(page: Page, button: string) {
  const form = page.locator('main form[method="post"]').first();
  await form.evaluate((f) => ((f as HTMLFormElement).noValidate = true));
  await form.getByRole('button', { name: button, exact: true }).click();
}
/** zod's own English ("expected string, received undefined", "Invalid input", "Too small: …"). */
const ZOD_TEXT = /expected|received|Invalid input|Too (big|small)/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field (by its label) is described by the localized message, and no zod text is on the page. */
async function expectFieldMessage(page: Page, label: string, message: string) {
  await expect(page.locator('main').getByLabel(label, { exact: true })).toHaveAccessibleDescription(
    new RegExp(escape(message)),
  );
  expect(await page.locator('main').innerText()).not.toMatch(ZOD_TEXT);
}

for (const lng of LANGUAGES) {
  test(`item 27: blank password fields (change steps 1 and 2, the mailed reset page) get the ${lng} message, never zod's text`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = (ns: string, key: string) => text(lng, ns, key);
    const required = t('common', 'validation.passwordRequired');
    const confirmRequired = t('common', 'validation.passwordConfirmRequired');
    const email = uniqueEmail(`zod-${lng}`);
    const context = await contextIn(browser, baseURL, lng);
    const page = await context.newPage();
    await signUpIn(page, email, lng);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/main$/);
    await closeWelcome(page, lng);

    // Change, step 1: the current password left empty.
    await page.goto('/main/account/me/edit/password-confirm');
    await submitBlank(page, t('accounts', 'change.next'));
    await expectFieldMessage(page, t('accounts', 'fields.currentPassword'), required);
    // Step 2: the new password and its confirmation left empty.
    await page.getByLabel(t('accounts', 'fields.currentPassword'), { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: t('accounts', 'change.next'), exact: true }).click();
    await expect(page).toHaveURL(/\/edit\/password\?key=/);
    await submitBlank(page, t('accounts', 'change.submit'));
    await expectFieldMessage(page, t('accounts', 'fields.newPassword'), required);
    await expectFieldMessage(page, t('accounts', 'fields.passwordConfirm'), confirmRequired);
    await context.close();

    // The reset page from the mailed link, its fields left empty.
    const visitor = await contextIn(browser, baseURL, lng);
    const reset = await visitor.newPage();
    await reset.goto('/main/login?forgot=1');
    await reset.locator('#forgot-email').fill(email);
    await reset.getByRole('button', { name: t('accounts', 'forgot.submit'), exact: true }).click();
    await expect(reset.getByTestId('toast')).toContainText(t('accounts', 'forgot.sent'));
    const mail = await latestMail(email, t('mail', 'resetPassword.subject'));
    await reset.goto(linkIn(mail.text));
    await expect(reset).toHaveURL(/forgot-password\?key=/);
    await submitBlank(reset, t('accounts', 'reset.submit'));
    await expectFieldMessage(reset, t('accounts', 'fields.newPassword'), required);
    await expectFieldMessage(reset, t('accounts', 'fields.passwordConfirm'), confirmRequired);
    await visitor.close();
  });
}

test('item 28: the sign-up confirmation is checked on leaving it; a phone with dashes is accepted', async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail('phone');
  if (javaScriptEnabled) {
    await page.goto('/main/sign-up');
    await ready(page, true);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    // The check on leaving the field needs the form's script; on a busy machine it may still be on its
    // way when the first Tab comes, so leave the field again as a person would.
    await expect(async () => {
      await page.getByLabel('Confirm password').fill('Passw0rd?');
      await page.getByLabel('Confirm password').press('Tab');
      await expect(page.locator('#signup-passwordConfirm-error')).toHaveText('Passwords do not match.', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  }
  await signUpThroughForm(page, email, 'Passw0rd!', '010-1234-5678');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/main/account/me/edit');
  await expect(page.getByLabel('Phone number')).toHaveValue('01012345678');
});

/** The welcome box's sentence for what was given, as the member reads it. */
const given = (lng: Lng) =>
  text(lng, 'common', 'welcome.given').replace('{{credits}}', '3').replace('{{days}}', '3');

for (const lng of LANGUAGES) {
  test(`item 29: the first login welcomes (not "welcome back"), says what was given and leads to the resume; joining again says nothing was given (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = (ns: string, key: string) => text(lng, ns, key);
    const email = uniqueEmail(`welcome-${lng}`);
    const context = await contextIn(browser, baseURL, lng);
    const page = await context.newPage();
    await signUpIn(page, email, lng);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('toast')).toContainText(t('accounts', 'login.welcomeFirst'));
    await expect(page.getByTestId('toast')).not.toContainText(t('accounts', 'login.success'));
    const welcome = page.getByTestId('welcome-gift');
    await expect(welcome.getByRole('heading')).toHaveText(t('common', 'welcome.title'));
    await expect(welcome.getByTestId('welcome-body')).toHaveText(given(lng));
    await welcome.getByRole('button', { name: t('common', 'welcome.toResume'), exact: true }).click();
    await expect(page).toHaveURL(/\/main\/profile\/group$/);
    await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
    // Once answered, it does not come back.
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

    // Withdraw and join again with the same address: nothing is given, and the box says so.
    await page.goto('/main/account/me');
    const withdraw = page.getByTestId('withdraw');
    await withdraw.getByText(t('accounts', 'withdraw.open'), { exact: true }).click();
    await withdraw.getByLabel(t('accounts', 'withdraw.confirm')).check();
    await withdraw.getByRole('button', { name: t('accounts', 'withdraw.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('toast')).toContainText(t('accounts', 'withdraw.done'));
    await signUpIn(page, email, lng);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByTestId('toast')).toContainText(t('accounts', 'login.welcomeFirst'));
    await expect(welcome.getByRole('heading')).toHaveText(t('common', 'welcome.noneTitle'));
    await expect(welcome.getByTestId('welcome-body')).toHaveText(t('common', 'welcome.none'));
    await expect(welcome).not.toContainText(given(lng));
    await welcome.getByRole('button', { name: t('common', 'welcome.toCulture'), exact: true }).click();
    await expect(page).toHaveURL(/\/main\/culture$/);
    await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
    await context.close();
  });
}

test('item 38: the edit page says who may use the service (이용할 수 있습니다), not who may sign up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const t = (key: string) => text('ko', 'accounts', key);
  const email = uniqueEmail('age');
  const context = await contextIn(browser, baseURL, 'ko');
  const page = await context.newPage();
  await signUpIn(page, email, 'ko');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  await closeWelcome(page, 'ko');
  await page.goto('/main/account/me/edit');
  // The most recent year on offer: whatever the month, younger than 14.
  const year = page.getByLabel(t('fields.birthYear'), { exact: true });
  await year.selectOption(
    (await year.locator('option[value]:not([value=""])').first().getAttribute('value'))!,
  );
  await page.getByRole('button', { name: t('edit.submit'), exact: true }).click();
  await expect(page.getByLabel(t('fields.birthMonth'), { exact: true })).toHaveAccessibleDescription(
    '만 14세 이상만 이용할 수 있습니다.',
  );
  await expect(page.locator('main')).not.toContainText('가입할 수 있습니다');
  await context.close();
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
