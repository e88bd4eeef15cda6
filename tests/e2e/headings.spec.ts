// Issue 38 item 24: the result screen has its <h1> (named for screen readers; the tabs and the summary
// are what the eye reads), with a resume chosen and without. Runs with JavaScript on and off.
import { expect, test } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });

test('the result screen has one <h1>, with and without a resume chosen', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await resumeOnResult(page);
  await page.goto(`/main/profile/result?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Result');
  await page.goto('/main/profile/result');
  await expect(page.getByTestId('choose-resume')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
