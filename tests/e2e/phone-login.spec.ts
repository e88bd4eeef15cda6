import { expect, test } from '@playwright/test';
import { chooseLanguage, text } from './walk-helpers';

// Issue 38 item 17: the spec's phone-number login advert on the personal login tab. It leads to a page
// that says phone-number login is not offered yet and offers e-mail, Kakao and Naver (ADR 0037).

for (const lng of ['ko', 'en'] as const)
  test(`the personal tab advertises phone-number login, and its page offers the ways that work (${lng})`, async ({
    page,
    baseURL,
  }) => {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.goto('/main/login');
    const advert = page.getByTestId('phone-login-advert');
    await expect(advert).toHaveText(text(lng, 'accounts', 'login.phoneAdvert'));
    await advert.click();
    await expect(page).toHaveURL(/\/main\/login\/phone$/);
    await expect(page.locator('h1')).toHaveText(text(lng, 'accounts', 'phoneLogin.title'));
    await expect(page.getByTestId('phone-login-notice')).toHaveText(text(lng, 'accounts', 'phoneLogin.body'));
    // Kakao and Naver start their sign-in from here as from the login page.
    await expect(page.getByRole('button', { name: text(lng, 'accounts', 'social.kakao') })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lng, 'accounts', 'social.naver') })).toBeVisible();
    await page.getByRole('link', { name: text(lng, 'accounts', 'phoneLogin.email') }).click();
    await expect(page).toHaveURL(/\/main\/login$/);
    await expect(page.locator('#login-email')).toBeVisible();
  });

test('the phone-number page under an institution keeps its tenant, and its Kakao button starts Kakao', async ({
  page,
  baseURL,
}) => {
  await chooseLanguage(page.context(), baseURL, 'en');
  await page.goto('/demo/login/phone');
  await expect(page.getByRole('link', { name: 'Log in with email' })).toHaveAttribute('href', '/demo/login');
  await page.getByRole('button', { name: 'Continue with Kakao' }).click();
  // The fake Kakao's consent page, or straight back signed in: either way, not this page any more.
  await expect(page).not.toHaveURL(/\/login\/phone/);
});
