// Issue 39 with issue 36: a written letter's text is in the result screen once as a field, shared by the
// editor and the check. A member edits it, checks the edited text (findings of the text as typed, the
// stored letter unchanged), applies a suggestion, and saves what was checked — with JavaScript on and off.
import { expect, test, type Page } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });
const toast = (page: Page) => page.getByTestId('toast');

test('a letter is edited, checked as edited, corrected by a suggestion and saved, in one field', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await resumeOnResult(page);
  await page.getByTestId('generation-panel').getByRole('checkbox').first().check();
  await page.getByLabel('Minimum length (characters)').fill('100');
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  const letter = page.getByTestId('letter');
  await expect(letter).toHaveCount(1, { timeout: 60_000 });
  const written = (await letter.getByTestId('letter-content').textContent()) ?? '';
  expect(written.length).toBeGreaterThan(50);

  // The letter's text is in the page as one field (and its read view), not a copy per panel.
  await expect(letter.locator('textarea')).toHaveCount(1);
  await letter.locator('summary', { hasText: 'Edit and check this letter' }).click();
  const panel = letter.getByTestId('check-panel');
  const field = panel.getByRole('textbox', { name: 'Letter text' });
  await expect(field).toHaveValue(written);

  // Edited, then checked: the findings are the edited text's; the field keeps it; nothing is saved.
  const edited = `I am a hard-working team player. I recieved the project in 2023. ${written}`;
  await field.fill(edited);
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(panel.getByTestId('check-score')).toHaveText(/\d+ to fix, \d+ to consider/, {
    timeout: 30_000,
  });
  await expect(panel.locator('[data-testid="check-finding"][data-kind="cliche"]').first()).toBeVisible();
  const spelling = panel.locator('[data-testid="check-finding"][data-kind="spelling"]', {
    hasText: 'recieved',
  });
  await expect(spelling).toHaveCount(1);
  await expect(field).toHaveValue(edited);
  await expect(letter.getByTestId('letter-content')).toHaveText(written);

  // A suggestion applied: the same field now holds the corrected text, checked again.
  await spelling.getByTestId('check-apply').click();
  const corrected = edited.replace('recieved', 'received');
  await expect(field).toHaveValue(corrected, { timeout: 30_000 });
  await expect(
    panel.locator('[data-testid="check-finding"][data-kind="spelling"]', { hasText: 'recieved' }),
  ).toHaveCount(0);

  // Saved from the same field: the letter is the checked text.
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Saved.');
  await expect(letter.getByTestId('letter-content')).toHaveText(corrected);
  await expect(page.getByTestId('style-line').first()).toContainText('clichés');
});
