import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

// The operator console's forms are checked on the page by their action's own schema once it runs
// (useCheckedForm): a form with empty required fields says what is missing by each field, and nothing is
// posted. Without JavaScript the server answers with the same messages (tests/integration).

test('an empty goods form is refused on the page, by field, without a post', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'Demo1234!');
  await expect(page).not.toHaveURL(/login/);
  await page.goto('/main/admin/goods');
  // The page's validation module is fetched once it runs: wait until it has nothing left to fetch.
  await page.waitForLoadState('networkidle');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  const create = page.locator('section[aria-labelledby="create-title"]');
  // (the operator reads the console in Korean: the fields by their names)
  await create.locator('button[name="intent"][value="create"]').click();
  await expect(create.locator('input[name="code"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(create.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(create.getByRole('alert').first()).toBeVisible();
  expect(posts).toEqual([]);
});
