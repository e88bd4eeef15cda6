// Issue 27 item 24 with JavaScript (where client-side navigation happens): every header and my-page link,
// clicked from a freshly loaded page (only its namespaces in the browser), for a member and an
// institution's staff in ko/en/id; the page it leads to must show no raw translation key.
import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { chooseLanguage, clickThrough, contextIn, LANGUAGES } from './walk-helpers';

for (const lng of LANGUAGES) {
  test(`item 24: a member's header and my-page links show no raw key (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await contextIn(browser, baseURL, lng);
    const page = await context.newPage();
    await logIn(page, 'demo@example.com', 'Demo1234!');
    await expect(page).toHaveURL(/\/main$/);
    // The sign-in set the member's saved language: choose the one under test again.
    await chooseLanguage(context, baseURL, lng);
    const fromHeader = await clickThrough(page, '/main', 'header', true);
    expect(fromHeader).toEqual(
      expect.arrayContaining(['/main/account/me', '/main/goods/user', '/main/culture']),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const fromMyPage = await clickThrough(page, '/main/account/me', 'main', true);
    expect(fromMyPage).toEqual(
      expect.arrayContaining(['/main/account/me/ticket', '/main/account/me/coupon', '/main/account/me/edit']),
    );
    await context.close();
  });

  test(`item 24: an institution's header and my-page links show no raw key (${lng})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await contextIn(browser, baseURL, lng);
    const page = await context.newPage();
    await page.goto('/main/login?userType=AGENCY');
    await page.locator('#agency-login-id').fill('demouniv');
    await page.locator('#agency-login-password').fill('Demo1234!');
    await page.locator('#agency-login-password').press('Enter');
    await expect(page).toHaveURL(/\/demo$/);
    await chooseLanguage(context, baseURL, lng);
    const fromHeader = await clickThrough(page, '/demo', 'header', true);
    expect(fromHeader).toEqual(expect.arrayContaining(['/demo/account/me', '/demo/goods/agency']));
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const fromMyPage = await clickThrough(page, '/demo/account/me', 'main', true);
    expect(fromMyPage).toEqual(expect.arrayContaining(['/demo/account/me/ticket']));
    await context.close();
  });
}
