import { expect, test, type Page } from '@playwright/test';
import { closeSignUpProblem } from './helpers';
import { chooseLanguage, text } from './walk-helpers';

// Issue 38 item 18: a refused sign-up listed its errors inline, and "이메일 인증을 먼저 완료해 주세요."
// showed twice when nothing was filled. The spec shows each failure in a modal: the first failure in
// the spec's order, once — a dialog with JavaScript, the same message at the top without.

const messageCount = (page: Page, message: string) =>
  page.evaluate((m) => document.body.innerText.split(m).length - 1, message);

for (const lng of ['ko', 'en'] as const)
  test(`an empty sign-up shows its first failure once (${lng})`, async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.goto('/main/sign-up');
    const first = text(lng, 'common', 'validation.emailAuthRequired');
    await page.getByRole('button', { name: text(lng, 'accounts', 'signUp.submit') }).click();
    await expect(page.getByTestId('signup-problem')).toHaveText(first);
    expect(await messageCount(page, first)).toBe(1);
    // No field lists a message of its own: the one failure is the only one shown.
    await expect(page.locator('form [id$="-error"]')).toHaveCount(0);
    if (javaScriptEnabled) {
      const dialog = page.getByTestId('signup-problem-dialog');
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
      await dialog.getByRole('button', { name: text(lng, 'common', 'actions.confirm') }).click();
      await expect(dialog).toHaveCount(0);
      // Closed, the focus is on the field to fix.
      await expect(page.getByLabel(text(lng, 'accounts', 'fields.email'))).toBeFocused();
    } else {
      await expect(page.getByTestId('signup-problem').getByRole('link')).toHaveText(first);
    }
  });

test('each refusal shows its own first failure, again once (en)', async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  await chooseLanguage(page.context(), baseURL, 'en');
  await page.goto('/main/sign-up');
  await page.getByRole('button', { name: 'Join' }).click();
  await closeSignUpProblem(page, javaScriptEnabled);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('signup-problem')).toHaveText('Please enter a valid email address.');
  expect(await messageCount(page, 'Please enter a valid email address.')).toBe(1);
});
