import { expect, test, type Page } from '@playwright/test';
import { operatorDiscountCode } from './coupon-helpers';
import { logIn } from './helpers';
import { memberWithoutPass } from './member-helpers';
import { chooseLanguage, LANGUAGES } from './walk-helpers';

// Issue 27's commerce items as people meet them, with JavaScript on and off: every usable coupon on the
// order page (a 100 % and a 10 % one), the operator's order page without "null" and in Korean time, the
// order detail at 360 px, the operator's details in the footer per language, goods names per language,
// and the institution header at 1280 px.

test.use({ locale: 'en-US' });

const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

async function registerCode(page: Page, code: string) {
  await page.goto('/main/account/me/coupon');
  const form = page.getByTestId('coupon-register');
  await form.locator('input[name="couponNumber"]').fill(code);
  await form.locator('button[name="intent"][value="register"]').click();
  await page.getByTestId('coupon-confirm').locator('button[type="submit"]').click();
  await expect(page.getByTestId('toast')).toBeVisible();
}

test('the order page offers every usable coupon: the 100 % one as well as the 10 % one', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const ten = await operatorDiscountCode(browser, 10, javaScriptEnabled);
  const full = await operatorDiscountCode(browser, 100, javaScriptEnabled);
  await memberWithoutPass(page);
  await registerCode(page, ten);
  await registerCode(page, full);

  await page.goto('/main/goods/user');
  await page.getByTestId('goods-KR-PASS-1M').click();
  await page.locator('button[name="intent"][value="buy"]').click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  // The order number carries today's date in Korea.
  expect(page.url()).toContain(`/order/CC${koreanToday()}-`);
  const options = page.getByTestId('order-coupon-option');
  await expect(options).toHaveCount(2);
  await expect(options.filter({ hasText: 'E2E 100% off' })).toBeVisible();
  await expect(options.filter({ hasText: 'E2E 10% off' })).toBeVisible();
  // The page is never reused from the browser's cache (a code registered meanwhile shows on return).
  const response = await page.reload();
  expect(response?.headers()['cache-control']).toContain('no-store');

  // Choosing the 100 % coupon leaves nothing to pay.
  await options.filter({ hasText: 'E2E 100% off' }).locator('input[type=radio]').check();
  await page.locator('button[name="intent"][value="coupon"]').click();
  await expect(page.getByTestId('coupon-complete')).toBeVisible();
});

test("the operator's order page shows no 'null' and Korean times; the member's order detail fits 360 px", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  // The sign-up helper reads the English form; once signed in, the member's pages are Korean (country KR).
  const member = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
  const page = await member.newPage();
  await memberWithoutPass(page);
  await page.goto('/main/goods/user');
  await page.getByTestId('goods-KR-PASS-1M').click();
  await page.locator('button[name="intent"][value="buy"]').click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);
  const orderNumber = page.url().match(/order\/(CC[\w-]+)\/user/)![1];
  // By bank transfer: an order with no payment key, no completion time yet.
  await page.locator('button[name="intent"][value="bank-transfer"]').click();
  await expect(page.getByTestId('order-success-transfer')).toBeVisible();

  const ops = await browser.newContext({ javaScriptEnabled, locale: 'ko-KR' });
  const admin = await ops.newPage();
  await logIn(admin, 'admin@example.com', 'Demo1234!');
  await expect(admin).not.toHaveURL(/login/);
  await admin.goto(`/main/admin/orders?q=${orderNumber}`);
  await admin.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('WAITING_DEPOSIT');
  const body = admin.locator('main, body').first();
  await expect(body).not.toContainText('null');
  await expect(body).toContainText('없음');
  await admin.locator('button[name="intent"][value="confirm-deposit"]').click();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('PAID');
  await expect(admin.getByTestId('operator-log-when').first()).toHaveText(
    /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  await expect(body).not.toContainText('null');
  await expect(body).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  await ops.close();

  // The member's order detail at 360 px: its completion time to the minute, labels on one line.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/main/account/me/ticket/detail/${orderNumber}`);
  await expect(page.locator('dl').first()).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  for (const dt of await page.locator('dt').all()) {
    // The label's own text lines (the box itself stretches to a long value beside it).
    const lines = await dt.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${await dt.textContent()} wraps`).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await member.close();
});

for (const [locale, ceo, bizNo, goodsName] of [
  ['ko-KR', '김하늘', '220-81-62517', '1개월 이용권'],
  ['en-US', 'Kim Ha-neul', '220-81-62517', '1-month pass'],
  ['id-ID', 'Kim Ha-neul', '220-81-62517', 'Paket 1 bulan'],
] as const) {
  test(`the footer's operator details and the goods names in ${locale}`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, locale });
    const page = await context.newPage();
    await page.goto('/main/goods/user?country=KR');
    const footer = page.getByTestId('footer-operator');
    await expect(footer).toContainText(ceo);
    await expect(footer).toContainText(bizNo);
    if (locale === 'ko-KR') await expect(footer).not.toContainText(/[A-Za-z]{3,}-ro|Gangnam/);
    else await expect(footer).not.toContainText(/[가-힣]/);
    await expect(page.getByTestId('goods-KR-PASS-1M')).toContainText(goodsName);
    await context.close();
  });
}

for (const lng of LANGUAGES)
  test(`the institution header at 1280 px keeps every word whole (${lng})`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/demo/login?userType=AGENCY');
    await page.locator('#agency-login-id').fill('demouniv');
    await page.locator('#agency-login-password').fill('Demo1234!');
    await page.locator('#agency-login-password').press('Enter');
    await expect(page).toHaveURL(/\/demo$/);
    // The sign-in applied the account's saved language: show the one under test.
    await chooseLanguage(context, baseURL, lng);
    await page.goto('/demo');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const header = page.locator('header').first();
    for (const item of await header.locator('nav a, nav summary, [data-testid=profile-chip]').all()) {
      if (!(await item.isVisible())) continue;
      // The lines its text takes: text boxes that start below every box before them.
      const lines = await item.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= bottom - 1) count += 1;
          bottom = Math.max(bottom, box.bottom);
        }
        return count;
      });
      expect(lines, `${await item.textContent()} wraps`).toBeLessThanOrEqual(1);
    }
    // Nothing spills out of the header's row, nor out of the page.
    const row = header.locator(':scope > div').first();
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await context.close();
  });
