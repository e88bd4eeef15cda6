// The culture diagnosis as a member takes it (English pages): shared by the specs that need a report.
import { expect, type Page } from '@playwright/test';

/** The survey page's questions. */
export const surveyQuestions = (page: Page) => page.locator('fieldset[id^="item-"]');

/** Answers every question of the survey page shown (the first answer of each), but the one at `skip`. */
export async function answerSurveyPage(page: Page, skip = -1) {
  for (const [index, item] of (await surveyQuestions(page).all()).entries())
    if (index !== skip) await item.locator('input').first().check();
}

/** From the job step: an industry and a role, then the survey's first page. */
export async function startSurvey(page: Page) {
  await page.goto('/main/culture/job');
  await page.getByLabel('Industry').selectOption({ label: 'IT & software' });
  const showRoles = page.getByRole('button', { name: 'Show job roles' });
  if (await showRoles.isVisible()) await showRoles.click();
  await page.getByText('Backend development').click();
  await page.getByRole('button', { name: 'Start the survey' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/survey\/[0-9a-f-]{36}/);
}

/** Takes the whole diagnosis, five pages; returns on the report (/main/culture/result?id=…). */
export async function finishDiagnosis(page: Page) {
  await startSurvey(page);
  for (let n = 1; n <= 5; n++) {
    // Each page's answers are saved on the server: slow on a busy machine, so wait longer than usual.
    await expect(page.getByText(`Page ${n} of 5`)).toBeVisible({ timeout: 20_000 });
    // Answer until the page is accepted (a check lost to a slow page load is answered again).
    await expect(async () => {
      if (!(await page.getByText(`Page ${n} of 5`).isVisible())) return;
      await answerSurveyPage(page);
      await page.getByRole('button', { name: n === 5 ? 'Submit' : 'Next' }).click();
      await expect(page.getByText(`Page ${n} of 5`)).toHaveCount(0, { timeout: 10_000 });
    }).toPass({ timeout: 40_000 });
  }
  // Scoring and matching the companies can take a while on a busy machine.
  await expect(page).toHaveURL(/\/main\/culture\/result\?id=\d+/, { timeout: 30_000 });
}
