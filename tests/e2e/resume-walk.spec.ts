// Issue 27 items 3, 12, 4 and 5/10 as a member meets them, with JavaScript on and off: an empty skill
// box left behind does not block Save, the editor's dates say what is wrong, a posting-country change
// clears the region, and the resume tab's print and PDF buttons wait for a generated resume.
import { expect, test } from '@playwright/test';
import { createGroup, newMember, openPostingFilters, writeResume } from './profile-helpers';

test('an empty skill box and wrong dates in the resume editor', async ({ page, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  await newMember(page, 'resume-walk');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Walk');
  const id = await writeResume(page, 'Walk resume');
  await page.goto(`/main/profile/information?id=${id}`);

  // + Add skill, left empty: Save still saves (no message, nothing blocked).
  await page.getByRole('button', { name: '+ Add skill' }).click();
  await expect(page.getByLabel('Skill', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');
  // The blank skill was not saved: the resume read again has no skill box.
  await page.goto(`/main/profile/information?id=${id}`);
  await expect(page.getByLabel('Skill', { exact: true })).toHaveCount(0);

  // An end date without a start, then a start after the end.
  const card = page.getByTestId('education-card');
  // With JavaScript a saved entry shows in read mode: Edit opens its fields.
  if (javaScriptEnabled) await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await card.getByLabel('End (YYYY.MM)').fill('2022.02');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card).toContainText('Enter a start date when you give an end date.');
  await card.getByLabel('Start (YYYY.MM)').fill('2023.03');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card).toContainText('The start date must come before the end date.');
  await card.getByLabel('Start (YYYY.MM)').fill('2018.03');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');

  // The posting filters: Korea with a region, then Indonesia: the region goes back to All.
  await page.goto(`/main/profile/position?id=${id}&tab=posting`);
  const filters = await openPostingFilters(page);
  const region = filters.getByLabel('Location');
  const firstRegion = await region.locator('option').nth(1).getAttribute('value');
  await region.selectOption(firstRegion!);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`location=${firstRegion}`));
  // The new results are drawn (the disclosure, drawn anew closed, counts the filter) before it is opened.
  await expect(page.getByTestId('filter-disclosure').locator('summary')).toContainText('1 applied');
  await openPostingFilters(page);
  await filters.getByLabel('Country').selectOption('ID');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/country=ID/);
  await expect(filters.getByLabel('Country')).toHaveValue('ID');
  await expect(filters.getByLabel('Location')).toHaveValue('');
  await expect(filters.getByLabel('Location').locator(`option[value="${firstRegion}"]`)).toHaveCount(0);

  // The resume tab before generation: print and PDF are disabled and say why; no popup, no download.
  await page.goto(`/main/profile/result?id=${id}&tab=resume`);
  const notReady = page.getByTestId('print-not-ready');
  await expect(notReady).toContainText('Please create a resume first.');
  await expect(notReady.getByRole('button', { name: 'Print' })).toBeDisabled();
  await expect(notReady.getByRole('button', { name: 'PDF' })).toBeDisabled();
  await expect(page.getByTestId('print-pdf')).toHaveCount(0);
  await expect(page.getByTestId('print')).toHaveCount(0);
});
