// Issue 38 item 6: one story per company. Two answers of one application that tell the same episode (one
// achievement of a job, each in its own words, one sentence each) are flagged, and so is a sentence the
// two answers share word for word. Runs with JavaScript on and off.
import { expect, test, type Page } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });

const CLOSING = 'I will look after every service I ship until it runs well for its users.';

async function addAndAnswer(page: Page, question: string, answer: string) {
  const add = page.getByTestId('add-question-form');
  // Once a question is listed, the form sits in a closed "Add question" disclosure.
  const disclosure = page.locator('details', { has: add });
  if (!(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open)))
    await disclosure.locator('summary').click();
  await add.getByLabel('Question').fill(question);
  await add.getByLabel('Limit').fill('500');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('toast')).toContainText('Question added.');
  const card = page.getByTestId('question-card').filter({ hasText: question });
  await card.getByLabel('Paste or write an answer').fill(answer);
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByTestId('toast')).toContainText('Answer saved.');
}

test('two answers to one company that tell one achievement, and share a sentence, are flagged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resumeOnResult(page);
  // Choosing the position started an application to that company with that resume.
  await page.goto('/main/applications');
  await page.getByTestId('application-row').getByRole('link').first().click();
  await expect(page.getByTestId('story-warnings')).toHaveCount(0);

  // The resume's first achievement at Nuri Tech, told once in each answer in other words.
  await addAndAnswer(
    page,
    'What is your biggest achievement?',
    `At Nuri Tech I cut the order API response time by 40% by rewriting its slowest queries. ${CLOSING}`,
  );
  await expect(page.getByTestId('story-warnings')).toHaveCount(0);
  await addAndAnswer(
    page,
    'Tell us about a problem you solved.',
    `As an intern at Nuri Tech, the order API response time came down by 40% once I added a cache.\n${CLOSING}`,
  );

  const warnings = page.getByTestId('story-warnings');
  await expect(warnings).toBeVisible();
  await expect(warnings).toContainText('One story per company');
  await expect(warnings.locator('li')).toHaveCount(2);
  await expect(warnings).toContainText(
    /Answers 1 and 2 tell the same story \(“Nuri Tech · Backend Developer: Cut the order API/,
  );
  await expect(warnings).toContainText(`Answers 1 and 2 share a sentence word for word: “${CLOSING}”`);
});
