import { expect, type Page } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

/** A new member, signed in, the welcome gift closed. */
export async function newMember(page: Page, tag = 'profiles') {
  const email = uniqueEmail(tag);
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
}

/**
 * Opens the add-group card of the group rail. By keyboard, not by a click: the rail is a scrolling
 * row of cards that may still be moving (snapping, late layout) when the page has loaded, and a click
 * aims at a position while a key press goes to the focused element wherever it is.
 */
export async function openAddGroup(page: Page) {
  const input = page.locator('#new-group-name');
  const summary = page.getByTestId('group-rail').locator('summary').filter({ hasText: 'Add group' });
  await expect(async () => {
    if (!(await input.isVisible())) await summary.press('Enter');
    await expect(input).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

export async function createGroup(page: Page, name: string) {
  await openAddGroup(page);
  await page.locator('#new-group-name').fill(name);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByTestId('toast')).toContainText('Group created');
  await expect(page.getByTestId('group-card').filter({ hasText: name })).toBeVisible();
}

/** A job with what was achieved there, enough for the built-in writer's default band (300–1000). */
const LETTER_JOB = {
  company: 'Nuri Tech',
  position: 'Backend Developer',
  achievements: [
    'Cut the order API response time by 40% by rewriting its slowest queries and adding a cache.',
    'Automated payment error alerts, bringing incident response from 30 minutes down to 10 minutes.',
    'Moved the nightly settlement batch to a queue, so a failed merchant no longer stops the whole run.',
    'Wrote the onboarding guide for the order service that four new developers used in their first week.',
    'Reviewed pull requests for the payments team and kept the release checklist up to date.',
  ].join('\n'),
};

/**
 * From the group screen with a group open: writes and saves a minimal resume (a school; with `job`, also
 * a job with its achievements), returns its id.
 */
export async function writeResume(page: Page, title: string, { job = false } = {}) {
  await page.getByRole('link', { name: 'Write a resume' }).click();
  await page.getByLabel('Resume title').fill(title);
  await page.getByLabel('Region').fill('Seoul');
  await page.getByLabel('Address').fill('Jung-gu 1');
  await page.getByLabel('Birth year').selectOption('1999');
  await page.getByLabel('Birth month').selectOption('1');
  await page.getByRole('button', { name: '+ Add education' }).click();
  await page.getByTestId('education-card').getByLabel('Level').selectOption('university');
  await page.getByTestId('education-card').getByLabel('School').fill('Hanbit University');
  if (job) {
    await page.getByRole('button', { name: '+ Add work' }).click();
    const card = page.getByTestId('work-card');
    await card.getByLabel('Company').fill(LETTER_JOB.company);
    await card.getByLabel('Position').fill(LETTER_JOB.position);
    await card.getByLabel('Achievements').fill(LETTER_JOB.achievements);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');
  return new URL(page.url()).searchParams.get('id')!;
}

/** A member with a resume (a school and a job) aimed at the first company, on the result screen. */
export async function resumeOnResult(page: Page) {
  await newMember(page, 'letters');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Letters');
  const id = await writeResume(page, 'Letter resume', { job: true });
  await page.goto(`/main/profile/position?id=${id}&tab=company`);
  await page.getByTestId('company-item').first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=${id}`));
  return id;
}

/** Opens the position picker's "Filters" disclosure (closed when the page loads); returns the filter form. */
export async function openPostingFilters(page: Page) {
  const disclosure = page.getByTestId('filter-disclosure');
  const filters = page.getByTestId('posting-filters');
  await expect(async () => {
    if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('summary').click();
    await expect(filters).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return filters;
}
