// Issue 27 item 18, on a 360 px phone with JavaScript on and off: the position picker's filters wait
// behind a "Filters" disclosure so the first posting is on the first screen, a long posting title does
// not widen the page (picker and result), and the culture report's score bars use the card's width.
import { expect, test, type Page } from '@playwright/test';
import { generateCompanies } from '#db/seed/data/companies';
import { generatePostings } from '#db/seed/data/postings';
import { finishDiagnosis } from './culture-helpers';
import { LANGUAGES, chooseLanguage } from './walk-helpers';
import { createGroup, newMember, openPostingFilters, writeResume } from './profile-helpers';

test.use({ locale: 'en-US' });

const PHONE = { width: 360, height: 740 };
/** The longest posting title the seed generates (about 90 characters, an Indonesian one) and its company. */
const LONGEST = generatePostings(generateCompanies()).reduce((a, b) =>
  [...b.title].length > [...a.title].length ? b : a,
);
const LONG_TITLE = LONGEST.title;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element's whole box is on the first screen, above the fixed Skip / Select position bar. */
async function onFirstScreen(page: Page, testId: string) {
  const item = (await page.getByTestId(testId).first().boundingBox())!;
  const bar = (await page.getByRole('button', { name: 'Skip' }).boundingBox())!;
  expect(item.y).toBeGreaterThanOrEqual(0);
  expect(item.y + item.height).toBeLessThanOrEqual(bar.y);
}

test('position picker at 360 px: results on the first screen, filters behind a disclosure, no sideways scroll', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'phone-picker');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Phone');
  const id = await writeResume(page, 'Phone resume');
  await page.setViewportSize(PHONE);

  // The longest posting title, in every language: the page stays 360 px wide; the posting is on screen.
  const search = `/main/profile/position?id=${id}&tab=posting&country=${LONGEST.country}&companyName=${encodeURIComponent(LONGEST.companyName)}`;
  for (const lng of LANGUAGES) {
    await chooseLanguage(context, baseURL, lng);
    await page.goto(search);
    await expect(page.getByTestId('posting-item').filter({ hasText: LONG_TITLE })).toHaveCount(1);
    await expect(page.getByTestId('posting-filters')).toBeHidden();
    expect(await pageWidth(page), `${lng}: page width`).toBeLessThanOrEqual(PHONE.width);
  }
  await chooseLanguage(context, baseURL, 'en');

  // Unfiltered: the first posting is whole on the first screen.
  await page.goto(`/main/profile/position?id=${id}`);
  await onFirstScreen(page, 'posting-item');

  // The disclosure opens the filters, and filtering works: a role, then the count of filters in force.
  const filters = await openPostingFilters(page);
  await filters.getByLabel('Job category').selectOption({ label: 'Backend development' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByTestId('filter-disclosure').locator('summary')).toContainText('1 applied');
  await expect(page.getByTestId('posting-item').first()).toBeVisible();
  await onFirstScreen(page, 'posting-item');
  const opened = await openPostingFilters(page);
  await expect(opened.getByLabel('Job category').locator('option:checked')).toHaveText('Backend development');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The long posting chosen: its result page stays 360 px wide too.
  await page.goto(search);
  await page.getByTestId('posting-item').filter({ hasText: LONG_TITLE }).getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=${id}`));
  await expect(page.getByTestId('result-target')).toContainText(LONG_TITLE);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.goto(`/main/profile/position?id=${id}`);
  await expect(page.getByTestId('current-target')).toContainText(LONG_TITLE);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('culture report at 360 px: each score bar spans the card, not a 60 px stub', async ({ page }) => {
  test.setTimeout(120_000);
  await newMember(page, 'phone-report');
  await page.setViewportSize(PHONE);
  await finishDiagnosis(page);
  const bars = page.getByTestId('score-bars').getByTestId('score-bar');
  await expect(bars).toHaveCount(5);
  for (const bar of await bars.all()) expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(250);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
