import { expect, test, type Page } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

test.use({ locale: 'en-US' });

async function answerPage(page: Page) {
  for (const item of await page.locator('fieldset[id^="item-"]').all()) {
    await item.locator('input').first().check();
  }
}

test('diagnosis: job step checks, survey pages with back and a missing answer, then the report', async ({
  page,
}, info) => {
  const email = uniqueEmail('culture');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

  await page.goto('/main/culture');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/job/);
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expect(page.getByTestId('toast')).toContainText('Select industry again.');

  await page.getByLabel('Industry').selectOption({ label: 'IT & software' });
  const showRoles = page.getByRole('button', { name: 'Show job roles' });
  if (await showRoles.isVisible()) await showRoles.click();
  await expect(page.getByText('Backend development')).toBeVisible();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expect(page.getByTestId('toast')).toContainText('Select job again.');
  await page.getByText('Backend development').click();
  await page.getByText('Data analysis').click();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/survey\/[0-9a-f-]{36}/);
  await expect(page.getByText('Page 1 of 5')).toBeVisible();

  // A missing answer keeps the page and points at the question.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('survey-missing').first()).toHaveText('Select answer.');
  await expect(page.locator('fieldset[id^="item-"]').first().locator('input').first()).toBeFocused();
  await answerPage(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 5')).toBeVisible();

  // Back keeps what was answered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await expect(page.locator('fieldset[id^="item-"] input:checked').first()).toBeVisible();

  // Back from page 1: the job step with the industry and roles chosen before.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/job\?industry=\d+/);
  await expect(page.getByLabel('Industry')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Industry').locator('option:checked')).toHaveText('IT & software');
  await expect(page.getByLabel('Backend development')).toBeChecked();
  await expect(page.getByLabel('Data analysis')).toBeChecked();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await answerPage(page);
  await page.getByRole('button', { name: 'Next' }).click();

  for (let n = 2; n <= 5; n++) {
    await expect(page.getByText(`Page ${n} of 5`)).toBeVisible();
    await answerPage(page);
    await page.getByRole('button', { name: n === 5 ? 'Submit' : 'Next' }).click();
  }
  await expect(page).toHaveURL(/\/main\/culture\/result\?id=\d+/);
  await expect(page.getByTestId('score-bars').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('similar-companies').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('similar-companies')).toContainText('% match');
  // Each bar's High/Low agrees with the value it shows (Thinking is drawn inverted).
  for (const bar of await page.getByTestId('score-bars').locator('li').all()) {
    const [, value, label] = (await bar.innerText()).match(/(\d+\.\d)\s+(High|Low)/)!;
    expect(label, await bar.innerText()).toBe(Number(value) >= 5 ? 'High' : 'Low');
  }
  // Company cards: sectors, open postings and the homepage (or that there is none).
  const firstCard = page.getByTestId('similar-companies').getByTestId('company-card').first();
  await expect(firstCard.getByTestId('company-sectors')).toContainText('Sectors:');
  await expect(firstCard.getByTestId('company-recruits')).toHaveText(/Open postings: \d+/);
  await expect(
    firstCard.getByRole('link', { name: /Homepage/ }).or(firstCard.getByText('No homepage listed')),
  ).toBeVisible();

  await expect(page.getByTestId('interest')).toContainText('IT & software');
  await expect(page.getByTestId('interest')).toContainText('Backend development, Data analysis');
  await expect(page.getByTestId('company-types').locator('li')).toHaveCount(4);

  // The radar is server-rendered SVG; comparing with a company overlays it and lists the gaps.
  await expect(page.getByTestId('radar').locator('svg polygon[data-series]')).toHaveCount(1);
  const compare = page.getByLabel('Compare with a company');
  await compare.selectOption({ index: 1 });
  const show = compare.locator('xpath=ancestor::form').getByRole('button', { name: 'Show' });
  if (info.project.name === 'no-js') await show.click();
  await expect(page.getByTestId('gaps').locator('tr')).toHaveCount(5);
  await expect(page.getByTestId('radar').locator('svg polygon[data-series]')).toHaveCount(2);
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page).toHaveURL(/view=company/);
  await expect(page.getByTestId('radar').locator('svg polygon[data-series]')).toHaveCount(1);

  // All similar companies, 30 a page: endless scroll with JavaScript, next-page links without.
  await page.getByRole('link', { name: 'More →' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/result\/company\/\d+$/);
  const grid = page.getByTestId('company-grid').getByTestId('company-card');
  await expect(grid).toHaveCount(30);
  if (info.project.name === 'js') {
    await page.getByTestId('company-grid').locator('li').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(grid).toHaveCount(60);
  } else {
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(grid).toHaveCount(30);
  }
});
