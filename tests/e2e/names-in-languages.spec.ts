import { expect, test } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';
import { closeWelcome, logInStaff } from './member-helpers';
import { chooseLanguage } from './walk-helpers';

// Issue 38 item 12: Korean names on English and Indonesian pages. The "coupon registered" notification
// kept the coupon's Korean name though it has an English one; the institution's period stayed
// "기관 6개월 단체 이용권" on the Indonesian my page.

test.use({ locale: 'en-US' });

test('the coupon-registered notification names the coupon in the reader language (en, id, ko)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('names');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).not.toHaveURL(/login/);
  await closeWelcome(page);
  await chooseLanguage(page.context(), baseURL, 'en');
  await page.goto('/main/account/me/coupon');
  const form = page.getByTestId('coupon-register');
  await form.locator('input[name="couponNumber"]').fill('SAVE10');
  await form.locator('button[name="intent"][value="register"]').click();
  await page.getByTestId('coupon-confirm').locator('button[type="submit"]').click();
  await expect(page.getByTestId('toast')).toBeVisible();

  const expected = { en: '10% off', id: 'Diskon 10%', ko: '10% 할인 쿠폰' } as const;
  for (const lng of ['en', 'id', 'ko'] as const) {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.goto('/main/notifications');
    const registered = page
      .locator('main')
      .getByTestId('notification-item')
      .filter({ hasText: expected[lng] });
    await expect(registered).toHaveCount(1);
    if (lng !== 'ko') await expect(page.locator('main')).not.toContainText('할인 쿠폰');
  }
});

test("the institution's period is named in Indonesian on the Indonesian my page", async ({
  page,
  baseURL,
}) => {
  await logInStaff(page);
  await chooseLanguage(page.context(), baseURL, 'id');
  await page.goto('/demo/account/me');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByTestId('period-card')).toContainText('Paket grup lembaga 6 bulan');
  await expect(page.locator('main')).not.toContainText('기관 6개월 단체 이용권');
  await page.goto('/demo/account/me/ticket');
  await expect(page.locator('main')).toContainText('Paket grup lembaga 6 bulan');
  await expect(page.locator('main')).not.toContainText('기관 6개월 단체 이용권');
});
