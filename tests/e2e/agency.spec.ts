import { expect, test, type Page } from '@playwright/test';
import { logInUnder, signUpThroughForm, uniqueEmail } from './helpers';
import { createGroup, writeResume } from './profile-helpers';
import { chooseLanguage } from './walk-helpers';

// Institutions, in both projects (JavaScript on and off): sign-up in two steps to the login page's
// institution tab and the first sign-in on the new domain; find ID; the staff's cohort dashboard; a
// member sharing their application list with it, and stopping; a staff comment on a shared resume.

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A random business number with a right check digit. */
function bizNo(): string {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  for (;;) {
    const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const sum = d.reduce((s, x, i) => s + x * w[i], 0) + Math.floor((d[8] * 5) / 10);
    return d.join('') + String((10 - (sum % 10)) % 10);
  }
}

async function staffLogIn(page: Page, loginId: string, password: string) {
  await page.goto('/main/login?userType=AGENCY');
  await page.locator('#agency-login-id').fill(loginId);
  await page.locator('#agency-login-password').fill(password);
  await page.locator('#agency-login-password').press('Enter');
}

test('an institution signs up in two steps and its staff sign in on its own domain', async ({ page }) => {
  const domain = `e${letters(9)}`;
  const loginId = `staff-${letters(6)}`;
  const number = bizNo();
  await page.goto('/main/signup-intro');
  await page.getByTestId('intro-institution').click();
  await expect(page).toHaveURL(/\/main\/sign-up\/agency-biznumber$/);
  await page.getByLabel('Business registration number').fill('1234567890');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('biz-no-error')).toHaveText(
    'This is not a valid business registration number.',
  );
  await page
    .getByLabel('Business registration number')
    .fill(`${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(5)}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/main\/sign-up\/agency$/);

  await page.getByLabel('Institution name').fill('E2E University');
  await page.getByLabel('Address', { exact: true }).fill('Seoul, Yonsei-ro 50');
  await page.getByLabel('Representative').fill('Kim Boss');
  await page.getByLabel('ID', { exact: true }).fill(loginId);
  await page.getByLabel('Domain name').fill(domain);
  await page.getByLabel('Manager name').fill('Lee Manager');
  await page.getByLabel('Manager e-mail').fill('career@e2e-univ.example.com');
  await page.getByLabel('Phone number').fill('0212345678');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('Confirm password').fill('Passw0rd!');
  await page.getByLabel('I agree to all').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  // The zip code is the first check that fails: a toast, and what was typed stays.
  await expect(page.getByTestId('toast')).toHaveText(/Please enter the zip code\./);
  await expect(page.getByLabel('Institution name')).toHaveValue('E2E University');

  await page.getByLabel('Zip code').fill('03722');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('Confirm password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Please check the domain name for duplicates\./);
  await page.getByLabel('Domain name').fill(domain);
  await page.locator('button[value="check-domain"]').click();
  await expect(page.getByTestId('domain-note')).toHaveText('Available.');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByLabel('Confirm password').fill('Passw0rd!');
  await page.getByLabel('I agree to all').check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/main\/login\?userType=AGENCY$/);
  await expect(page.getByTestId('toast')).toContainText('Your institution is registered');
  await expect(page.getByRole('tab', { name: 'Institution' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('#agency-login-id').fill(loginId);
  await page.locator('#agency-login-password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Log in as an institution' }).click();
  await expect(page).toHaveURL(new RegExp(`/${domain}$`));
  await expect(page.locator('header')).toContainText('E2E University');

  // Find ID with the business number.
  await page.context().clearCookies();
  await page.goto('/main/agency/find/id');
  await page.getByLabel('Business registration number').fill(number);
  await page.getByRole('button', { name: 'Find ID' }).click();
  await expect(page.getByTestId('found-login-id')).toContainText(loginId);
});

test('the staff’s dashboard: tables without JavaScript, charts with it', async ({
  page,
  javaScriptEnabled,
}) => {
  await staffLogIn(page, 'demouniv', 'Demo1234!');
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/agency/dashboard');
  await expect(page.getByTestId('members-table')).toContainText('최학생');
  await expect(page.getByTestId('seats-table')).toBeVisible();
  await expect(page.getByTestId('letters-table').locator('tbody tr')).toHaveCount(12);
  if (javaScriptEnabled) await expect(page.getByTestId('chart').first().locator('svg').first()).toBeVisible();
  else await expect(page.getByTestId('chart')).toHaveCount(0);
});

/** A Korean-time calendar day `days` from today, as YYYY-MM-DD. */
const koreanDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a member shares their application list: the staff see it by name, and no longer once stopped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('apply-share');
  const company = `Shared Co ${Date.now().toString(36)}`;
  await signUpThroughForm(page, email);
  // Signing in under /demo takes a seat of Demo University.
  await logInUnder(page, 'demo', email);
  await expect(page).toHaveURL(/\/demo$/);
  await page.getByTestId('welcome-gift').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

  await page.goto('/demo/applications');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Deadline').fill(koreanDay(4));
  await page.getByTestId('application-create').getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);

  await page.goto('/demo/applications');
  const box = page.getByTestId('share-list');
  await expect(box).toHaveAttribute('data-shared', 'false');
  await box.getByRole('button', { name: 'Share my application list with Demo University' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your application list is shared');
  await expect(box).toHaveAttribute('data-shared', 'true');

  await page.context().clearCookies();
  await staffLogIn(page, 'demouniv', 'Demo1234!');
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/agency/dashboard');
  await expect(page.getByTestId('applications-table').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('funnel-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('deadlines-table').locator('tbody tr')).toHaveCount(14);
  // The demo's first member shares, the second does not: only the first is named.
  const named = page.getByTestId('deadlines-named');
  await expect(named).toContainText('최학생');
  await expect(named).not.toContainText('정졸업');
  await expect(page.getByTestId('deadlines-unnamed')).toBeVisible();
  const row = named.locator('tbody tr', { hasText: company });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/demo\/agency\/applications\/\d+$/);
  await expect(page.getByTestId('member-applications')).toContainText(company);
  const listUrl = page.url();

  // The member stops: the list is the 404 page for the staff, and the company is no longer named.
  await page.context().clearCookies();
  await logInUnder(page, 'demo', email);
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/applications');
  await page.getByRole('button', { name: 'Stop sharing my application list with Demo University' }).click();
  await expect(page.getByTestId('toast')).toContainText('no longer shared');
  await expect(page.getByTestId('share-list')).toHaveAttribute('data-shared', 'false');

  await page.context().clearCookies();
  await staffLogIn(page, 'demouniv', 'Demo1234!');
  await expect(page).toHaveURL(/\/demo$/);
  expect((await page.goto(listUrl))?.status()).toBe(404);
  await page.goto('/demo/agency/dashboard');
  await expect(page.getByTestId('deadlines-named')).not.toContainText(company);
});

test('staff comment on a shared resume: an empty one is refused by its field, a posted one is listed and the box is empty again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('resume-share');
  const title = `Shared resume ${Date.now().toString(36)}`;
  await signUpThroughForm(page, email);
  await logInUnder(page, 'demo', email);
  await expect(page).toHaveURL(/\/demo$/);
  await page.getByTestId('welcome-gift').getByRole('button', { name: 'Close' }).click();
  // With JavaScript the close is a fetch: leaving before it lands would keep the dialog on the next page.
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
  await page.goto('/demo/profile/group');
  await createGroup(page, 'Shared');
  const id = await writeResume(page, title);
  await page.goto(`/demo/profile/result?id=${id}&tab=resume`);
  await page.getByRole('button', { name: 'Share with my institution' }).click();
  await expect(page.getByTestId('toast')).toContainText('The resume is shared with your institution.');

  await page.context().clearCookies();
  await staffLogIn(page, 'demouniv', 'Demo1234!');
  await expect(page).toHaveURL(/\/demo$/);
  // The shared staff account's language is whatever another test left; this page is read in English.
  await chooseLanguage(page.context(), baseURL, 'en');
  await page.goto('/demo/agency/dashboard');
  // Every column is named, the links' one too (for screen readers only: its cells say "Open").
  await expect(page.getByTestId('shared-table').getByRole('columnheader')).toHaveText([
    'Member',
    'Resume',
    'Shared',
    'Open',
  ]);
  await page.getByTestId('shared-table').locator('tbody tr', { hasText: title }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const box = page.getByLabel('Comment for the member');
  const post = page.getByRole('button', { name: 'Post the comment' });
  await post.click();
  await expect(box).toHaveAccessibleDescription('Write between 1 and 1000 characters.');
  await box.fill('Lead with the figures of your project.');
  await post.click();
  await expect(page.getByTestId('toast')).toContainText('Comment posted');
  await expect(page.getByTestId('comments')).toContainText('Lead with the figures of your project.');
  await expect(box).toHaveValue('');
});
