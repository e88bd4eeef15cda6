import { expect, test } from '@playwright/test';
import { logIn } from './helpers';
import { logInStaff } from './member-helpers';
import { chooseLanguage } from './walk-helpers';

// Issue 38 item 14: the home carousel's institution slide ("기관 이용권 보기") sent a signed-in member to
// the visitors-only /signup-intro, which bounced them silently back home. Visitors still go to sign-up,
// an institution's staff to its passes, and a personal member is not offered the slide.

test.use({ locale: 'ko-KR' });

const slideLink = (page: import('@playwright/test').Page) =>
  page.getByTestId('carousel').getByRole('link', { name: '기관 이용권 보기', includeHidden: true });

test('visitors are led to sign up by the institution slide', async ({ page }) => {
  await page.goto('/main');
  await expect(slideLink(page)).toHaveAttribute('href', '/main/signup-intro');
});

test('a personal member is not offered the institution slide, so nothing bounces them home', async ({
  page,
  baseURL,
}) => {
  await logIn(page, 'demo@example.com', 'Demo1234!');
  await expect(page).toHaveURL(/\/main$/);
  // Whatever language another test left on the shared account: Korean here.
  await chooseLanguage(page.context(), baseURL, 'ko');
  await page.goto('/main');
  await expect(page.getByTestId('carousel')).toBeVisible();
  await expect(slideLink(page)).toHaveCount(0);
  await expect(page.getByTestId('carousel').locator('a[href*="signup-intro"]')).toHaveCount(0);
  // The other slides are still there.
  await expect(page.getByTestId('carousel').locator('a[href="/main/culture"]')).toHaveCount(1);
});

test("an institution's staff is led to the institution passes, which open", async ({ page, baseURL }) => {
  await logInStaff(page);
  await chooseLanguage(page.context(), baseURL, 'ko');
  await page.goto('/demo');
  await expect(slideLink(page)).toHaveAttribute('href', '/demo/goods/agency');
  await page.goto('/demo/goods/agency');
  await expect(page.getByTestId('buy-with-code')).toBeVisible();
});
