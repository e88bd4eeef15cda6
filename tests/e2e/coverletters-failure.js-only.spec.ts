// With JavaScript the letters stream into the panel; a stream that fails opens the spec's failure
// dialog with the error's message (without JavaScript the page gets the same dialog from the server:
// tests/integration/coverletters-model.test.ts).
import { expect, test } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });

test('a failed letter opens the failure dialog with its message; Escape closes it', async ({ page }) => {
  await resumeOnResult(page);
  await page.route(/\/profile\/coverletters\/\d+\/stream$/, (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'unavailable' }),
  );
  await page.getByTestId('generation-panel').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Writing failed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The writer could not be reached');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
