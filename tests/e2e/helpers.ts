import { expect, type Page } from '@playwright/test';

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3199}`;

/**
 * The newest mail to an address (whose subject contains `subject`, when given), as the local SMTP
 * peer received it. Mail goes through the outbox, so it may arrive a moment after the page answers.
 */
export async function latestMail(to: string, subject = ''): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(MAILBOX)).json()) as {
        to: string[];
        subject: string;
        text: string;
      }[];
      found = mails.filter((m) => m.to.includes(to) && m.subject.includes(subject)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in mail');
  return new URL(link).pathname + new URL(link).search;
}

let counter = 0;
/** A fresh address for each test and project run. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;
}

/** Signs up through the real form: verify by mailed link, complete, fill, join. */
export async function signUpThroughForm(
  page: Page,
  email: string,
  password = 'Passw0rd!',
  phone = '01012345678',
) {
  await page.goto('/main/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signup-notice')).toBeVisible();
  const mail = await latestMail(email);
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(linkIn(mail.text));
  await expect(verifyPage.getByTestId('email-verified')).toBeVisible();
  await verifyPage.close();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('auth-completed')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Name').fill('Test User');
  await page.getByLabel('Country', { exact: true }).selectOption('KR');
  await page.getByLabel('Phone country code').selectOption('+82');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Birth year').selectOption('1998');
  await page.getByLabel('Birth month').selectOption('5');
  await page.getByLabel('I agree to all').check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/main\/login$/);
}

export async function logIn(page: Page, email: string, password = 'Passw0rd!') {
  await logInUnder(page, 'main', email, password);
}

/** Signs in on a tenant's login page (`/demo`: an institution's members take a seat by it). */
export async function logInUnder(page: Page, tenant: string, email: string, password = 'Passw0rd!') {
  await page.goto(`/${tenant}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-password').press('Enter');
}

/** With JavaScript a refused sign-up's failure is a dialog: close it (without, the message is on the page). */
export async function closeSignUpProblem(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const dialog = page.getByTestId('signup-problem-dialog');
  await dialog.getByRole('button').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Picks a language in the header's picker (a form post: works with and without JavaScript) and waits for
 * its confirmation, so the toast's cookie is spent on this page and the next page opens without it.
 */
export async function pickLanguage(page: Page, lng: string) {
  const picker = page.getByTestId('language-picker').first();
  const choice = picker.locator(`button[name="lng"][value="${lng}"]`);
  // Open the menu until its choice shows (CI once waited minutes on a menu that never showed it), then
  // choose; each step gives up in seconds and the whole is tried again.
  await expect(async () => {
    if (!(await choice.isVisible())) await picker.locator('summary').click({ timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByTestId('toast')).toBeVisible();
}
