import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { spacesBomb } from '../integration/pdf-bombs';
import { createGroup, newMember, openAddGroup, openPostingFilters, writeResume } from './profile-helpers';

test.use({ locale: 'en-US' });

const toast = (page: Page) => page.getByTestId('toast');
/** With JavaScript the schema's messages show at once; without it the browser's own required check
 * stops the form first (and focuses the same field), so only the server's checks show our text. */
const js = () => test.info().project.name === 'js';

test('groups and the resume editor: validation in order, entries added, save, position, result', async ({
  page,
}) => {
  await newMember(page);
  await page.goto('/main/profile');
  await expect(page).toHaveURL(/\/main\/profile\/group$/);
  await expect(page.getByTestId('select-group-prompt')).toBeVisible();

  // A blank group name: Save is disabled with JavaScript, refused by the server without; the hint turns red.
  await openAddGroup(page);
  await page.locator('#new-group-name').fill('   ');
  if (js()) await expect(page.getByRole('button', { name: 'Create group' })).toBeDisabled();
  else await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a group name.' })).toBeVisible();
  await createGroup(page, 'Applications');
  await expect(page).toHaveURL(/group=\d+/);

  await page.getByRole('link', { name: 'Write a resume' }).click();
  await expect(page).toHaveURL(/\/profile\/information\?group=\d+/);
  const title = page.getByLabel('Resume title');
  await expect(title).not.toHaveValue('');

  // The checks come in the spec's order, and the first invalid field gets the focus.
  await title.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (js()) await expect(page.getByText('Enter the resume title.')).toBeVisible();
  await expect(page.getByLabel('Resume title')).toBeFocused();
  await page.getByLabel('Resume title').fill('Backend resume');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (js()) await expect(page.getByText('Enter your region.')).toBeVisible();
  await expect(page.getByLabel('Region')).toBeFocused();
  await page.getByLabel('Region').fill('Seoul');
  await page.getByLabel('Address').fill('Mapo-gu 12');
  await page.getByLabel('Birth year').selectOption('1998');
  await page.getByLabel('Birth month').selectOption('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Add at least one education.')).toBeVisible();
  // The message takes the focus and sits clear of the fixed bottom bar (Save/Next), with or without JS.
  const educationProblem = page.getByTestId('problem-educations');
  await expect(educationProblem).toBeFocused();
  await expect(educationProblem).toBeInViewport();
  const messageBox = (await educationProblem.boundingBox())!;
  const barBox = (await page.getByRole('button', { name: 'Next', exact: true }).boundingBox())!;
  expect(messageBox.y + messageBox.height).toBeLessThan(barBox.y - 8);

  await page.getByRole('button', { name: '+ Add education' }).click();
  const education = page.getByTestId('education-card');
  await expect(education).toHaveCount(1);
  await education.getByLabel('Level').selectOption('university');
  await education.getByLabel('School').fill('Hanbit University');
  await education.getByLabel('End (YYYY.MM)').fill('2023.02');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a start date when you give an end date.')).toBeVisible();
  await page.getByTestId('education-card').getByLabel('Start (YYYY.MM)').fill('2019.03');

  // Skills: Enter adds with JavaScript; without it, Add skill gives an empty field to fill.
  const newSkill = page.getByLabel('New skill');
  if (await newSkill.count()) {
    await newSkill.fill('TypeScript');
    await newSkill.press('Enter');
  } else {
    await page.getByRole('button', { name: '+ Add skill' }).click();
    await page.getByLabel('Skill', { exact: true }).last().fill('TypeScript');
  }
  await expect(page.getByLabel('Skill', { exact: true })).toHaveValue('TypeScript');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(/Saved/);
  await expect(page).toHaveURL(/\/profile\/information\?id=\d+/);
  await expect(page.getByLabel('Skill', { exact: true })).toHaveValue('TypeScript');
  const profileId = new URL(page.url()).searchParams.get('id');

  // Next saves, then the position screen: pick a posting.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/position\\?id=${profileId}`));
  const posting = page.getByTestId('posting-item').first();
  const postingTitle = (await posting.locator('span.font-semibold').first().textContent()) ?? '';
  await posting.getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=${profileId}`));
  await expect(page.getByTestId('result-target')).toContainText(postingTitle);

  // Company tab: a search without results, then a company.
  await page.goto(`/main/profile/position?id=${profileId}&tab=company`);
  await page.getByPlaceholder('Company name').fill('no such company at all');
  await page.getByPlaceholder('Company name').press('Enter');
  await expect(page.getByTestId('no-results')).toBeVisible();
  await page.getByPlaceholder('Company name').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  const company = page.getByTestId('company-item').first();
  const companyName = (await company.locator('span.font-semibold').first().textContent()) ?? '';
  await company.getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page.getByTestId('result-target')).toHaveText(companyName);

  // Back on the group screen the card shows the company and the writing status; favourite it.
  await page.goto('/main/profile/group');
  await page.getByTestId('group-card').filter({ hasText: 'Applications' }).getByRole('link').first().click();
  const card = page.getByTestId('resume-card').filter({ hasText: 'Backend resume' });
  await expect(card).toContainText(companyName);
  await expect(card.getByTestId('resume-status')).toHaveText('Writing');
  await card.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
});

test('move a resume to another group, list view, delete', async ({ page }) => {
  await newMember(page);
  await page.goto('/main/profile/group');
  await createGroup(page, 'First');
  await writeResume(page, 'Movable');

  await page.goto('/main/profile/group');
  await createGroup(page, 'Second');
  await page.getByTestId('group-card').filter({ hasText: 'First' }).getByRole('link').first().click();
  const card = page.getByTestId('resume-card').filter({ hasText: 'Movable' });
  await card.getByText('Move to').click();
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText('Please select a group.');
  // With JavaScript the disclosure stays open after the refusal; without it the page is new.
  const again = page.getByTestId('resume-card').filter({ hasText: 'Movable' });
  const select = again.locator('select').first();
  if (!(await select.isVisible())) await again.getByText('Move to').click();
  await select.selectOption({ label: 'Second' });
  await again.getByRole('button', { name: 'Confirm' }).first().click();
  await expect(toast(page)).toContainText(/Resume moved/);
  await expect(page.getByRole('heading', { name: 'Resumes in Second' })).toBeVisible();
  await expect(page.getByTestId('resume-card')).toHaveCount(1);

  // The list view is remembered.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByTestId('list-view')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('list-view')).toBeVisible();
  await page.getByRole('button', { name: 'Groups' }).click();
  await expect(page.getByTestId('group-rail')).toBeVisible();

  const moved = page.getByTestId('resume-card').filter({ hasText: 'Movable' });
  await moved.getByText('Delete', { exact: true }).click();
  await moved.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(toast(page)).toContainText(/Resume deleted/);
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
});

test('a PDF resume opens as a draft in the editor; other files are refused', async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-pdf-'));
  const pdf = path.join(dir, 'resume.pdf');
  execFileSync('npx', [
    'tsx',
    'tests/e2e/make-resume-pdf.ts',
    'tests/fixtures/resumes/en-designer-single.json',
    pdf,
  ]);
  const fixture = JSON.parse(fs.readFileSync('tests/fixtures/resumes/en-designer-single.json', 'utf8'));
  const text = path.join(dir, 'resume.txt');
  fs.writeFileSync(text, 'not a pdf');

  await newMember(page);
  await page.goto('/main/profile/group');
  await createGroup(page, 'Imported');
  await page.getByLabel('Upload a resume file').setInputFiles(text);
  await page.getByRole('button', { name: 'Read resume' }).click();
  await expect(page.getByTestId('upload-error')).toHaveText(
    'This format cannot be read. Save your resume as PDF, Word (.docx), Hangul (.hwp, .hwpx) or JSON Resume and upload it again.',
  );
  await expect(page).toHaveURL(/[?&]group=\d+/);

  // A megabyte that inflates to a gigabyte is refused by the reader in its worker thread.
  const bomb = path.join(dir, 'bomb.pdf');
  fs.writeFileSync(bomb, spacesBomb());
  await page.getByLabel('Upload a resume file').setInputFiles(bomb);
  await page.getByRole('button', { name: 'Read resume' }).click();
  await expect(page.getByTestId('upload-error')).toHaveText(
    'This file could not be read. It may be damaged.',
  );

  await page.getByLabel('Upload a resume file').setInputFiles(pdf);
  await page.getByRole('button', { name: 'Read resume' }).click();
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByTestId('from-pdf')).toBeVisible();
  await expect(page.getByLabel('Resume title')).toHaveValue(fixture.name);
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue(
    fixture.sections.educations[0].school,
  );
  // The school beside the line of the PDF it came from (the entry's summary with JavaScript).
  const source = page
    .getByTestId('education-card')
    .first()
    .getByTestId('field-source')
    .filter({ visible: true })
    .first();
  await expect(source).toContainText(`From the file: “${fixture.sections.educations[0].school}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(/Saved/);
  await page.goto('/main/profile/group');
  await page.getByTestId('group-card').filter({ hasText: 'Imported' }).getByRole('link').first().click();
  await expect(page.getByTestId('resume-card').filter({ hasText: fixture.name })).toBeVisible();
});

test('position picker: Select with nothing chosen asks for a company; roles filter; group edit and copy', async ({
  page,
}) => {
  await newMember(page, 'picker');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Picks');
  const profileId = await writeResume(page, 'Picker resume');

  // Nothing chosen: the 'select company' prompt, and the target is not touched.
  await page.goto(`/main/profile/position?id=${profileId}`);
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(toast(page)).toContainText('Please select a company or a posting.');
  await expect(page).toHaveURL(new RegExp(`/profile/position\\?id=${profileId}`));
  await expect(page.getByTestId('current-target')).toHaveCount(0);

  // The category filter offers the roles of each industry too, and filtering by one keeps it chosen.
  const category = (await openPostingFilters(page)).getByLabel('Job category');
  await expect(category.locator('optgroup[label="IT & software"] option')).toContainText([
    'IT & software: all roles',
    'Backend development',
  ]);
  await category.selectOption({ label: 'Backend development' });
  await page.getByTestId('posting-filters').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(category.locator('option:checked')).toHaveText('Backend development');
  await expect(page.getByTestId('posting-item').first()).toBeVisible();

  // A group renamed to blanks: refused with the field's message (without JavaScript the server says so).
  await page.goto('/main/profile/group');
  const folder = page.getByTestId('group-card').filter({ hasText: 'Picks' });
  await folder.getByRole('link', { name: 'Options for Picks' }).click();
  const editor = page.getByTestId('group-edit-dialog');
  await editor.getByLabel('Group name').fill('   ');
  if (js()) await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  else {
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('group-edit-dialog').getByRole('alert')).toHaveText('Enter a group name.');
  }

  // A copy is titled as a copy.
  await page.goto('/main/profile/group');
  await page.getByTestId('group-card').filter({ hasText: 'Picks' }).getByRole('link').first().click();
  const card = page.getByTestId('resume-card').filter({ hasText: 'Picker resume' });
  await card.getByText('Copy to').click();
  await card.locator('select').last().selectOption({ label: 'Picks' });
  await card.getByRole('button', { name: 'Confirm' }).last().click();
  await expect(toast(page)).toContainText('Copied.');
  await expect(page.getByTestId('resume-card').filter({ hasText: 'Picker resume (copy)' })).toHaveCount(1);
});
