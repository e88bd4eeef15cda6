import { expect, test } from '@playwright/test';

// Runs in the JavaScript project only (see playwright.config.ts).

test('no CSP violations or script errors while the page hydrates', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/main');
  await expect(page.getByTestId('carousel').getByRole('button', { name: 'Show slide 1' })).toBeVisible();
  expect(problems).toEqual([]);
});
