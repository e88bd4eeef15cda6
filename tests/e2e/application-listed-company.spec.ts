// Adding an application offers the catalogue's companies as the member types (a datalist: it works with
// JavaScript off too), and a listed name, typed or picked, links the application to that company (its
// edit form then shows the company fixed, as an application started from a posting does). Any other name
// stays the member's own company. Runs with JavaScript on and off.
import { expect, test } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

test.use({ locale: 'en-US' });

test('a listed company is suggested and linked; another stays as typed', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('listed-company');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  // A new member's welcome box, answered once.
  await page.getByTestId('welcome-gift').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

  await page.goto('/main/applications');
  const create = page.getByTestId('application-create');
  const company = create.getByLabel('Company');
  // (the add box starts open while the member has no application)
  await expect(company).toBeVisible();
  const listId = await company.getAttribute('list');
  expect(listId).toBeTruthy();
  const options = page.locator(`datalist#${listId} option`);
  expect(await options.count()).toBeGreaterThan(10);
  // English names on an English page.
  const listed = (await options.first().getAttribute('value'))!;
  expect(listed).toMatch(/^[\x20-\x7e]+$/);

  await company.fill(listed.toLowerCase());
  await create.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added.');
  await expect(page.getByRole('heading', { level: 1, name: listed })).toBeVisible();
  const edit = page.getByTestId('application-edit');
  await expect(edit.getByLabel('Company')).toHaveCount(0);
  await expect(edit).toContainText(listed);

  await page.goto('/main/applications');
  await page.locator('summary', { hasText: 'Add application' }).click();
  await page.getByTestId('application-create').getByLabel('Company').fill('Not In The Catalogue Ltd');
  await page.getByTestId('application-create').getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not In The Catalogue Ltd' })).toBeVisible();
  await expect(page.getByTestId('application-edit').getByLabel('Company')).toHaveValue(
    'Not In The Catalogue Ltd',
  );
});
