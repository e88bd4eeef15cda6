import { test } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';
test.use({ locale: 'en-US' });
test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  await resumeOnResult(page);
  await page.goto('/main/applications');
  await page.screenshot({ path: '/tmp/shot-list.png', fullPage: true });
  await page.getByTestId('application-row').getByRole('link').first().click();
  await page.screenshot({ path: '/tmp/shot-detail.png', fullPage: true });
  await page.goto('/main/applications?view=board');
  await page.screenshot({ path: '/tmp/shot-board.png', fullPage: true });
});
