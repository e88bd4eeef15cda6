// Issue 38, items 5, 8, 9, 10 and 11, as a member meets them, with JavaScript on and off:
// - a resume without cover letters: its print and PDF buttons are off with the reason, and the PDF address
//   sends back to the tab instead of a document holding only its title;
// - an answer pasted into an application with no resume chosen is refused with the reason and comes back
//   in its box (nothing lost), its length line naming the 80–90 % target once;
// - with the resume chosen it is saved, and the application's PDF keeps the question's Hanja as text;
// - `?page=999` of the list shows the last page, not "no applications yet".
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { createGroup, newMember, writeResume } from './profile-helpers';

test.use({ locale: 'en-US' });

const QUESTION = 'Introduce your strengths briefly (간略히).';
// A pasted answer of 2,339 characters, as in the report.
const ANSWER = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of my pasted answer about payments.`)
  .join(' ')
  .padEnd(2339, '.');

test('a pasted answer survives a refusal; prints name their reason; a page past the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newMember(page, 'apps-answer');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Answers');
  const resumeId = await writeResume(page, 'Plain resume');

  // Item 11: no cover letter yet — both print buttons off, with the reason beside them.
  await page.goto(`/main/profile/result?id=${resumeId}`);
  const notReady = page.getByTestId('print-not-ready');
  await expect(notReady).toContainText('There is no cover letter to print yet. Write a cover letter first.');
  await expect(notReady.getByRole('button', { name: 'Print all' })).toBeDisabled();
  await expect(notReady.getByRole('button', { name: 'PDF' })).toBeDisabled();
  await expect(page.getByTestId('print-pdf')).toHaveCount(0);
  const pdfAddress = await page.request.get(`/main/profile/print.pdf?id=${resumeId}&tab=coverletter`, {
    maxRedirects: 0,
  });
  expect(pdfAddress.status()).toBe(302);
  expect(pdfAddress.headers()['location']).toBe(`/main/profile/result?id=${resumeId}`);

  // An application typed in, no resume chosen, with a question holding Hanja.
  await page.goto('/main/applications');
  const create = page.getByTestId('application-create');
  await create.getByLabel('Company').fill('Hanbit Electronics');
  await create.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added.');
  const applicationUrl = new URL(page.url()).pathname;
  const add = page.getByTestId('add-question-form');
  await add.getByLabel('Question').fill(QUESTION);
  await add.getByLabel('Limit').fill('3000');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('toast')).toContainText('Question added.');

  // Item 5: the answer is refused for want of a resume, and comes back in its box with the reason.
  const card = page.getByTestId('question-card');
  const box = card.getByLabel('Paste or write an answer');
  await box.fill(ANSWER);
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'First choose the resume you send with this application (Edit application). The answer is not saved yet.',
  );
  await expect(box).toHaveValue(ANSWER);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByTestId('answer')).toHaveCount(0);
  // Item 10: its length line says the target once (2,339 of 3,000 is 78 %: under it).
  const fill = card.getByTestId('answer-live-counts').locator('[data-fill]');
  await expect(fill).toHaveText('78% of the maximum 3000 — shorter than the recommended 80–90%.');

  // The resume chosen, the same answer is saved.
  await page.getByText('Edit application', { exact: true }).click();
  const edit = page.getByTestId('application-edit');
  await edit.getByLabel('Resume sent').selectOption({ label: 'Plain resume' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');
  await card.getByLabel('Paste or write an answer').fill(ANSWER);
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByTestId('toast')).toContainText('Answer saved.');
  await expect(card.getByTestId('answer')).toHaveCount(1);

  // Item 8: the application's PDF keeps the ideograph of the question as text.
  const pdf = await page.request.get(`${applicationUrl}/export.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain('간略히');

  // Item 9: a page past the end is the last page (here the only one), not "no applications yet".
  const response = await page.goto('/main/applications?page=999');
  expect(response!.status()).toBe(200);
  await expect(page).toHaveURL(/\/main\/applications$/);
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(page.getByTestId('application-row')).toContainText('Hanbit Electronics');
});
