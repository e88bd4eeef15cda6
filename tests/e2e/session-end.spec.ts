import { expect, test } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

test('a stray /auth path is the 404 page in the visitor’s language, not the login page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    extraHTTPHeaders: { 'accept-language': 'id' },
  });
  const page = await context.newPage();
  const res = await page.goto('/auth/login');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page.locator('#login-password')).toHaveCount(0);
  await context.close();
});

test('after logout, the session’s copied cookies open no member page', async ({ browser, baseURL, page }) => {
  const email = uniqueEmail('logout-copy');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  const copied = await page.context().cookies();
  expect(copied.some((c) => c.name === 'at')).toBe(true);

  // Log out in the browser; someone who copied the cookies before keeps both of them.
  const out = await page.request.post('/main/logout', { headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(out.status()).toBe(302);

  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(copied);
  const stolen = await thief.newPage();
  await stolen.goto('/main/profile/group');
  // The revoked session opens no member page: the session-expired dialog, whose button leads to login and back.
  await expect(stolen).toHaveURL(/\/main\/session-expired\?redirectTo=%2Fmain%2Fprofile%2Fgroup/);
  await expect(stolen.getByTestId('session-expired')).toBeVisible();
  await stolen.getByTestId('session-expired').getByRole('button').click();
  await expect(stolen).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Fprofile%2Fgroup/);
  expect((await thief.cookies()).some((c) => c.name === 'at' && c.value)).toBe(false);
  await thief.close();
});
