// Issue 27 item 24 with JavaScript (where client-side navigation happens): every header and my-page link,
// clicked from a freshly loaded page (only its namespaces in the browser), for a member and an
// institution's staff in ko/en/id; the page it leads to must show no raw translation key.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';
import { chooseLanguage, clickThrough, contextIn, LANGUAGES } from './walk-helpers';

/** Who signs in, where they land, and links their header and my page must have among the ones clicked. */
const accounts = [
  {
    who: 'a member',
    home: '/main',
    signIn: (page: Page) => logIn(page, 'demo@example.com', 'Demo1234!'),
    header: ['/main/account/me', '/main/goods/user', '/main/culture'],
    myPage: ['/main/account/me/ticket', '/main/account/me/coupon', '/main/account/me/edit'],
  },
  {
    who: 'an institution',
    home: '/demo',
    signIn: async (page: Page) => {
      await page.goto('/main/login?userType=AGENCY');
      await page.locator('#agency-login-id').fill('demouniv');
      await page.locator('#agency-login-password').fill('Demo1234!');
      await page.locator('#agency-login-password').press('Enter');
    },
    header: ['/demo/account/me', '/demo/goods/agency'],
    myPage: ['/demo/account/me/ticket'],
  },
];

for (const lng of LANGUAGES)
  for (const account of accounts)
    test(`item 24: ${account.who}'s header and my-page links show no raw key (${lng})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const context = await contextIn(browser, baseURL, lng);
      const page = await context.newPage();
      await account.signIn(page);
      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      // The sign-in set the account's saved language: choose the one under test again.
      await chooseLanguage(context, baseURL, lng);
      expect(await clickThrough(page, account.home, 'header', true)).toEqual(
        expect.arrayContaining(account.header),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await clickThrough(page, `${account.home}/account/me`, 'main', true)).toEqual(
        expect.arrayContaining(account.myPage),
      );
      await context.close();
    });
