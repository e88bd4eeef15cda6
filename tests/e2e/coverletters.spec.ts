import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { measure } from '../../app/features/coverletters/counting';
import { resumeOnResult } from './profile-helpers';
import { LANGUAGES, chooseLanguage, text } from './walk-helpers';

test.use({ locale: 'en-US' });
const js = () => test.info().project.name === 'js';
const toast = (page: Page) => page.getByTestId('toast');

test('cover letters: generate for two questions, edit, select and print, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await resumeOnResult(page);
  await expect(page.getByTestId('writer-kind')).toContainText('built-in writer');

  // Nothing checked: nothing starts.
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  await expect(page.getByTestId('generation-error')).toContainText('Check at least one question.');

  const questions = page.getByTestId('generation-panel').getByRole('checkbox');
  await questions.nth(0).check();
  await questions.nth(1).check();
  // A refused setting keeps what was chosen and typed.
  await page.getByLabel('Minimum length (characters)').fill('50');
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  await expect(page.getByTestId('generation-error')).toContainText('at least 100');
  await expect(questions.nth(1)).toBeChecked();
  await expect(page.getByLabel('Minimum length (characters)')).toHaveValue('50');
  // One job shared by two answers supports less than 300 each: refused before anything is paid, with
  // what it supports and what to add; the member lowers the minimum.
  await page.getByLabel('Minimum length (characters)').fill('300');
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  await expect(page.getByTestId('generation-panel')).toContainText('Nothing was written or charged');
  await expect(page.getByTestId('generation-panel')).toContainText('This resume supports about');
  await expect(page.getByRole('link', { name: 'Edit the resume' }).first()).toHaveAttribute(
    'href',
    `/main/profile/information?id=${id}#episodes`,
  );
  await expect(page.getByTestId('letter-group')).toHaveCount(0);
  await page.getByLabel('Minimum length (characters)').fill('100');
  const streamed = js() ? page.waitForResponse(/\/profile\/coverletters\/\d+\/stream$/) : null;
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  if (streamed) {
    // Plain text, never stored, transformed or compressed, so it arrives as it is written.
    const headers = (await streamed).headers();
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(headers['cache-control']).toBe('private, no-store, no-transform');
    expect(headers['content-encoding']).toBeUndefined();
    // The text arrives in the panel while it is written, question by question; each finished letter
    // then leaves the panel for the list of saved letters (tests/e2e/coverletters-once.js-only.spec.ts).
    const live = page.getByTestId('live-letter');
    await expect(live).toHaveCount(2);
    await expect(live.first()).not.toHaveText(/^\s*$/);
    await expect(page.getByTestId('live-letters')).toHaveCount(0, { timeout: 30_000 });
  } else {
    await expect(toast(page)).toContainText('Your cover letters are ready.');
  }
  await expect(page.getByTestId('letter-group')).toHaveCount(2);
  // Written from the job's own achievements, within the range, every sentence traced to the resume;
  // the counts show characters with and without spaces and the fill ratio.
  await expect(page.getByTestId('quality').first()).toContainText(
    /\d+ characters with spaces, within the range/,
  );
  await expect(page.getByTestId('quality').first()).toContainText('every factual sentence traced');
  await expect(page.getByTestId('letter-content').first()).toContainText('Nuri Tech');
  await expect(page.getByTestId('letter-counts').first()).toContainText(
    /\d+ characters with spaces · \d+ without spaces/,
  );
  await expect(page.getByTestId('letter-counts').first()).toContainText('of the maximum 1000');
  await expect(page.getByTestId('print')).toHaveText('Print all');

  // Edit the first letter; it is checked again, and the style line counts the clichés.
  const edited = 'I am a hard-working team player. An edited cover letter, in my own words.';
  const first = page.getByTestId('letter').first();
  await first.locator('summary', { hasText: 'Edit' }).click();
  // Before any typing the editor counts the letter as the page does (the server's count, also without JS).
  const written = await first.getByRole('textbox').inputValue();
  await expect(first.getByTestId('editor-counts')).toContainText(
    `${measure(written)} characters with spaces`,
  );
  await first.getByRole('textbox').fill(edited);
  if (js())
    await expect(first.getByTestId('editor-counts')).toContainText(`${edited.length} characters with spaces`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Saved.');
  await expect(page.getByTestId('letter-content').first()).toHaveText(edited);
  await expect(page.getByTestId('style-line').first()).toContainText('clichés 2');
  if (js()) {
    await page.getByTestId('style-marks').first().click();
    await expect(page.getByTestId('letter-content').first().locator('mark[data-kind]')).toHaveText([
      'hard-working',
      'team player',
    ]);
  }

  // Check that letter: printing now covers the selection only.
  await page.getByTestId('letter').first().getByRole('checkbox', { name: 'Select this letter' }).click();
  await expect(page.getByTestId('print')).toHaveText('Print selected');
  await page.goto(`/main/profile/print?id=${id}&tab=coverletter`);
  await expect(page.getByTestId('print-letter')).toHaveCount(1);
  await expect(page.getByTestId('print-letter')).toContainText('An edited cover letter');
  await expect(page.getByTestId('print-letter')).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}/);
  const pdf = await page.request.get(`/main/profile/print.pdf?id=${id}&tab=coverletter`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Delete the other group's letter.
  await page.goto(`/main/profile/result?id=${id}`);
  const second = page.getByTestId('letter-group').nth(1).getByTestId('letter').first();
  await second.locator('summary', { hasText: 'Delete' }).click();
  await second.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText('Deleted.');
  await expect(page.getByTestId('letter-group')).toHaveCount(1);

  // The resume now has a cover letter: its position cannot change.
  await page.goto(`/main/profile/position?id=${id}`);
  await expect(page.getByTestId('position-locked')).toBeVisible();
});

test('resume generation, then printing the resume headed by the applicant and their contact', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const id = await resumeOnResult(page);
  await page.goto(`/main/profile/print?id=${id}&tab=resume`);
  await expect(toast(page)).toContainText('Please create a resume first.');
  await expect(page.getByTestId('resume-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Resume generation' }).click();
  await expect(toast(page)).toContainText('Your resume is ready.');
  await expect(page.getByTestId('resume-view')).toContainText('Hanbit University');
  await expect(page.getByTestId('print')).toHaveText('Print');
  // The print is headed by the member's name with their e-mail and phone (issue 27 item 17); the
  // resume's own title names the page (the saved PDF) but is not its heading.
  await page.goto(`/main/profile/print?id=${id}&tab=resume`);
  const view = page.getByTestId('resume-view');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test User');
  await expect(view.getByRole('heading', { name: 'Letter resume' })).toHaveCount(0);
  await expect(page.getByTestId('resume-contact')).toHaveText(/^letters-[^ ]+@example\.com · 010-1234-5678$/);
  await expect(view).toContainText('Korea · Seoul · Jung-gu 1 · 1999.01');
  await expect(page).toHaveTitle('Letter resume');
  // The PDF export too: it opens with the name, then the e-mail and phone.
  const pdf = await page.request.get(`/main/profile/print.pdf?id=${id}&tab=resume`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text: pdfText } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(pdfText.replace(/\s+/g, ' ')).toMatch(/^Test User ?letters-\S+@example\.com · 010-1234-5678 /);

  // The two resumes have different names (issue 27 item 19): the editor's tab and the generated one's.
  for (const lng of LANGUAGES) {
    await chooseLanguage(context, baseURL, lng);
    await page.goto(`/main/profile/result?id=${id}&tab=resume`);
    const details = text(lng, 'profileTabs', 'information');
    const finished = text(lng, 'coverletters', 'result.resumeTab');
    expect(details).not.toBe(finished);
    await expect(page.getByRole('navigation', { name: text(lng, 'profileTabs', 'label') })).toContainText(
      details,
    );
    await expect(page.getByRole('link', { name: details, exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: finished, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: details, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(details);
  }
  expect([text('ko', 'profileTabs', 'information'), text('ko', 'coverletters', 'result.resumeTab')]).toEqual([
    '이력서 정보',
    '완성 이력서',
  ]);
  await chooseLanguage(context, baseURL, 'en');
  // A generated resume is read-only.
  await page.goto(`/main/profile/information?id=${id}`);
  await expect(page.getByTestId('read-only')).toBeVisible();
});

test('the print page prints once loaded and has a Print button; without JavaScript it says how', async ({
  page,
}) => {
  // Sign-up, a group, a resume and a position first: slow on a busy machine.
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed++;
    };
  });
  const id = await resumeOnResult(page);
  await page.goto(`/main/profile/print?id=${id}&tab=coverletter`);
  await expect(page.getByTestId('print-page')).toBeVisible();
  if (js()) {
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
    await expect(page.getByTestId('print-hint')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('print-hint')).toContainText("use your browser's Print");
  }
});

test('the maximum length takes digits only, up to 3000', async ({ page }) => {
  await resumeOnResult(page);
  const max = page.getByLabel('Maximum length (up to 3000)');
  await page.getByTestId('generation-panel').getByRole('checkbox').first().check();
  const write = page.getByRole('button', { name: 'Write cover letters' });
  if (js()) {
    // Typed characters other than digits never land, and the value stops at 3000.
    await max.fill('1,000');
    await expect(max).toHaveValue('1000');
    await max.fill('5000');
    await expect(max).toHaveValue('3000');
    await max.fill('abc');
    await expect(max).toHaveValue('');
    await write.click();
    await expect(page.getByTestId('generation-error')).toContainText('Use digits only.');
  } else {
    for (const [value, message] of [
      ['1,000', 'Use digits only.'],
      ['abc', 'Use digits only.'],
      ['5000', 'The maximum length is 3000 characters.'],
    ]) {
      await page.getByLabel('Maximum length (up to 3000)').fill(value);
      await page.getByRole('button', { name: 'Write cover letters' }).click();
      await expect(page.getByTestId('generation-error')).toContainText(message);
    }
  }
  await page.getByLabel('Maximum length (up to 3000)').fill('3000');
  await page.getByRole('button', { name: 'Write cover letters' }).click();
  if (!js()) await expect(toast(page)).toContainText('Your cover letters are ready.');
  await expect(page.getByTestId('letter-group')).toHaveCount(1, { timeout: 30_000 });
});
