import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

// An operator's refused form keeps what was typed, with JavaScript (checked on the page before a post)
// and without (the server's answer draws the page anew and each field takes its value back from the
// reply): nothing typed is lost to one wrong field.

async function asOperator(page: Page, path: string) {
  await logIn(page, 'admin@example.com', 'Demo1234!');
  await expect(page).not.toHaveURL(/login/);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('a purchase code with seats out of range is refused by that field, and the rest stays typed', async ({
  page,
}) => {
  await asOperator(page, '/main/admin/purchase-codes');
  await page.locator('#code-code').fill('KEEP-TYPED-1');
  await page.locator('#code-agency').fill('demo');
  await page.locator('#code-seats').fill('0');
  await page.locator('#code-price').fill('120000');
  await page.locator('#code-validFrom').fill('2026-12-01');
  await page.locator('#code-validTo').fill('2027-12-01');
  await page.locator('button[name="intent"][value="create"]').click();
  await expect(page.locator('#code-seats')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#code-seats-error')).toBeVisible();
  await expect(page.locator('#code-code')).toHaveValue('KEEP-TYPED-1');
  await expect(page.locator('#code-agency')).toHaveValue('demo');
  await expect(page.locator('#code-price')).toHaveValue('120000');
  await expect(page.locator('#code-validTo')).toHaveValue('2027-12-01');
  await expect(page.getByTestId('codes-table')).not.toContainText('KEEP-TYPED-1');
});

test('a coupon issuance ending before it starts is refused by its end, and the rest stays typed', async ({
  page,
}) => {
  await asOperator(page, '/main/admin/coupons');
  await page.locator('#issuance-name').fill('Typed and kept');
  await page.locator('#issuance-value').fill('15');
  await page.locator('#issuance-validFrom').fill('2026-12-10');
  await page.locator('#issuance-validTo').fill('2026-12-01');
  await page.locator('#issuance-perUserLimit').fill('3');
  await page.locator('button[name="intent"][value="create"]').click();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page.locator('#issuance-name')).toHaveValue('Typed and kept');
  await expect(page.locator('#issuance-value')).toHaveValue('15');
  await expect(page.locator('#issuance-validFrom')).toHaveValue('2026-12-10');
  await expect(page.locator('#issuance-perUserLimit')).toHaveValue('3');
});
