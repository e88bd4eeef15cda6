import { expect, type Browser } from '@playwright/test';
import { logIn } from './helpers';

const koreanDay = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The operator creates a percent-off issuance with a fresh shared code in the console; returns the code. */
export async function operatorDiscountCode(browser: Browser, percent: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US' });
  const ops = await context.newPage();
  await logIn(ops, 'admin@example.com', 'Demo1234!');
  await expect(ops).not.toHaveURL(/login/);
  await ops.goto('/main/admin/coupons');
  const code = `E2E-${Date.now().toString(36).toUpperCase()}-${percent}`;
  await ops.locator('#issuance-name').fill(`E2E ${percent}% off`);
  await ops.locator('#issuance-kind').selectOption('DISCOUNT_PERCENT');
  await ops.locator('#issuance-value').fill(String(percent));
  await ops.locator('#issuance-sharedCode').fill(code);
  await ops.locator('#issuance-validFrom').fill(koreanDay(-1));
  await ops.locator('#issuance-validTo').fill(koreanDay(30));
  await ops.locator('#issuance-perUserLimit').fill('1');
  await ops.getByRole('button', { name: '만들기' }).click();
  await expect(ops.getByTestId('issuance-summary')).toContainText(code);
  await expect(ops.getByTestId('operator-log').first()).toContainText('COUPON_ISSUANCE_CREATE');
  await context.close();
  return code;
}
