import { expect, test, type Page } from '@playwright/test';
import { createGroup, newMember, writeResume } from './profile-helpers';

test.use({ locale: 'en-US', viewport: { width: 1440, height: 2200 } });

/** Scrolls the endless list until it has no next page; returns how many items it shows then. */
async function scrollToLastPage(page: Page, testId: string) {
  const items = page.getByTestId(testId);
  for (let round = 0; round < 40; round++) {
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ });
    if (!(await next.count())) break;
    const before = await items.count();
    await page.mouse.wheel(0, 5000);
    await expect(items).not.toHaveCount(before);
  }
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }),
  ).toHaveCount(0);
  return items.count();
}

test('the position picker scrolls both tabs to their last page on a tall screen without an error page', async ({
  page,
}) => {
  await newMember(page, 'scroll');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Scrolling');
  const profileId = await writeResume(page, 'Scroll resume');

  // Postings of one city: several pages, all loaded by scrolling (the tall screen asks at once).
  await page.goto(`/main/profile/position?id=${profileId}&tab=posting&country=ID&location=101`);
  const postings = await scrollToLastPage(page, 'posting-item');
  expect(postings).toBeGreaterThan(10);
  await expect(page.getByRole('heading', { name: 'Choose a position' })).toBeVisible();
  const ids = await page
    .getByTestId('posting-item')
    .locator('input[type=radio]')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(new Set(ids).size).toBe(ids.length);

  // Every company, a page at a time, to the end.
  await page.goto(`/main/profile/position?id=${profileId}&tab=company`);
  const companies = await scrollToLastPage(page, 'company-item');
  expect(companies).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { name: 'Choose a position' })).toBeVisible();
});
