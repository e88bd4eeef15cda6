import { expect, test, type Page } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

/**
 * The company's own questions on the result screen: added in the member's words with the company's
 * limit and counting rule, written to that limit, declined before payment when the resume has no story
 * for it, edited and deleted — with and without JavaScript.
 */

test.use({ locale: 'en-US' });
const js = () => test.info().project.name === 'js';
const toast = (page: Page) => page.getByTestId('toast');

const MOTIVATION = 'Why do you want to join our logistics team, and what will you do in your first year?';
const FAILURE = 'Describe a time you failed and what you did afterwards.';

/** Opens the add form (a disclosure) unless it is open already, and returns it. */
async function openAddForm(page: Page) {
  const form = page.getByTestId('question-new');
  const details = page.getByTestId('company-questions').locator('details', { has: form });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await details.locator('summary').click();
  return form;
}

/** Submits a question with its limit and counting rule through the add form. */
async function addQuestion(page: Page, text: string, limit: string, rule: string) {
  const form = await openAddForm(page);
  await form.getByLabel('Question (as the company wrote it)').fill(text);
  await form.getByLabel('Length limit').fill(limit);
  await form.getByLabel(rule).check();
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(toast(page)).toContainText('Question added.');
}

/** Writes letters for the chosen questions (streamed with JavaScript, a plain post without). */
async function write(page: Page, ...questions: string[]) {
  const panel = page.getByTestId('generation-panel');
  for (const q of questions) await panel.getByRole('checkbox', { name: q }).check();
  await panel.getByRole('button', { name: 'Write cover letters' }).click();
}

test("the company's own questions: added with their limit, written to it, declined without a story, edited, deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resumeOnResult(page);
  const section = page.getByTestId('company-questions');

  // A question without wording is refused by the field, and what was typed stays.
  const form = await openAddForm(page);
  await form.getByLabel('Length limit').fill('200');
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByLabel('Question (as the company wrote it)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('question-new').getByLabel('Length limit')).toHaveValue('200');
  await page.goto(page.url());

  // Added with the company's limit, counted without spaces; offered in the panel with its band.
  await addQuestion(page, MOTIVATION, '200', 'Without spaces');
  await expect(section.getByTestId('own-question')).toHaveCount(1);
  await expect(section.getByTestId('own-question')).toContainText(
    "Company's limit: 200 characters without spaces · written to 160–200.",
  );
  await expect(page.getByTestId('question-band')).toHaveText(
    "Company's limit: 200 characters without spaces · written to 160–200.",
  );

  // Written to the company's limit by its own rule, under the member's own wording.
  await write(page, MOTIVATION);
  if (!js()) await expect(toast(page)).toContainText('Your cover letters are ready.');
  const group = page.getByTestId('letter-group').filter({ hasText: MOTIVATION });
  await expect(group).toHaveCount(1, { timeout: 30_000 });
  await expect(group.getByTestId('letter-counts').first()).toContainText('of the maximum 200');
  const letter = (await group.getByTestId('letter-content').first().innerText()).replace(/\s/g, '');
  expect([...letter].length).toBeGreaterThanOrEqual(160);
  expect([...letter].length).toBeLessThanOrEqual(200);

  // A failure question this resume has no story for: said before anything is written or charged, with
  // what to add — on a copy, since this resume now has a letter and is finished.
  await addQuestion(page, FAILURE, '500', 'With spaces');
  await write(page, FAILURE);
  const panel = page.getByTestId('generation-panel');
  await expect(panel).toContainText('Nothing was written or charged');
  await expect(panel).toContainText('This resume has no failure story yet. Add one in Episodes.');
  await expect(panel).toContainText('copy it on the group screen');
  await expect(page.getByTestId('letter-group').filter({ hasText: FAILURE })).toHaveCount(0);

  // Edited: the new limit shows in the list and in the panel.
  const own = section.getByTestId('own-question').filter({ hasText: FAILURE });
  await own.locator('summary', { hasText: 'Edit' }).click();
  await own.getByLabel('Length limit').fill('800');
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Question saved.');
  await expect(section.getByTestId('own-question').filter({ hasText: FAILURE })).toContainText(
    "Company's limit: 800 characters with spaces · written to 640–800.",
  );

  // Deleted; the letters already written for the other question stay.
  const motivation = section.getByTestId('own-question').filter({ hasText: MOTIVATION });
  await motivation.locator('summary', { hasText: 'Delete' }).click();
  await motivation.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText('Question deleted.');
  await expect(section.getByTestId('own-question')).toHaveCount(1);
  await expect(page.getByTestId('letter-group')).toHaveCount(1);
});
