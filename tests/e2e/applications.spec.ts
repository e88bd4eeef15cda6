// Issue 25: a hiring season in the product — an application started by choosing a position, another
// typed in, a question with its limit, an answer pasted over the limit (kept whole and flagged), status
// moved by a plain form on the page and on the board, the list filtered by status, and a private
// calendar address that stops answering once revoked. Runs with JavaScript on and off.
import { expect, test } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });

const inDays = (days: number) => {
  const d = new Date(Date.now() + 9 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('applications: add, ask, answer, move, filter, board and calendar', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await resumeOnResult(page);

  // Choosing the position started an application to that company with that resume.
  await page.goto('/main/applications');
  await expect(page).toHaveTitle(/Applications/);
  await expect(page.getByTestId('application-row')).toHaveCount(1);

  // A company typed in, due in two days.
  await page.getByText('Add application', { exact: true }).first().click();
  const create = page.getByTestId('application-create');
  await create.getByLabel('Company').fill('Typed Company');
  await create.getByLabel('Deadline').fill(inDays(2));
  await create.getByLabel('Resume sent').selectOption({ label: 'Letter resume' });
  await create.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added.');
  await expect(page.getByRole('heading', { level: 1, name: 'Typed Company' })).toBeVisible();
  await expect(page.getByTestId('dday').first()).toHaveText('D-2');

  // The company's question, with its own limit: one the product cannot write to is refused by the field
  // (on the page with JavaScript, by the server's answer without), keeping what was typed.
  const add = page.getByTestId('add-question-form');
  await add.getByLabel('Question').fill('Why do you want to join Typed Company?');
  await add.getByLabel('Limit').fill('50');
  // (the page's validation module is fetched once it runs: wait until it has nothing left to fetch)
  if (javaScriptEnabled) await page.waitForLoadState('networkidle');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByRole('alert')).toHaveText('Enter a limit from 100 to 3000.');
  // With JavaScript the action's own schema answered on the page: nothing was posted.
  expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
  page.removeAllListeners('request');
  await expect(add.getByLabel('Limit')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Question')).toHaveValue('Why do you want to join Typed Company?');
  await add.getByLabel('Limit').fill('100');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('toast')).toContainText('Question added.');
  const card = page.getByTestId('question-card');
  await expect(card).toContainText('Why do you want to join Typed Company?');

  // An answer over the limit is kept whole and flagged, never cut.
  const answer = 'I want to build payment systems people trust. '.repeat(4).trim();
  await card.getByLabel('Paste or write an answer').fill(answer);
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByTestId('toast')).toContainText('Answer saved.');
  await expect(card.getByTestId('answer')).toContainText(answer);
  await expect(card.getByTestId('over-limit')).toBeVisible();
  // The answer's text is on the page once (in the list); with the box empty, Check checks the newest
  // answer and gives it back in the box to edit.
  const box = card.getByLabel('Paste or write an answer');
  await box.fill('');
  await card.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(card.getByTestId('check-score')).toBeVisible({ timeout: 30_000 });
  await expect(box).toHaveValue(answer);

  // Status by the page's plain form, with the date of each change.
  await page.getByLabel('Status', { exact: true }).selectOption('submitted');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('toast')).toContainText('Status changed.');
  await expect(page.getByTestId('status-history').locator('li')).toHaveCount(2);

  // The list filtered by status.
  await page.goto('/main/applications?status=submitted');
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(page.getByTestId('application-row')).toContainText('Typed Company');

  // The board: the card moves by its own form.
  await page.goto('/main/applications?view=board');
  const submitted = page.getByTestId('column-submitted');
  const typed = submitted.getByTestId('board-card').filter({ hasText: 'Typed Company' });
  await expect(typed).toHaveCount(1);
  await typed.getByLabel('Change the status of Typed Company').selectOption('interview');
  await typed.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByTestId('toast')).toContainText('Status changed.');
  await expect(page.getByTestId('column-interview').getByTestId('board-card')).toContainText('Typed Company');
  if (javaScriptEnabled) {
    // With JavaScript the card can also be dragged onto another column, which posts the same form.
    const card = page
      .getByTestId('column-interview')
      .getByTestId('board-card')
      .filter({ hasText: 'Typed Company' });
    // Held by its edge (the padding around the link and the move form), as a person drags a card.
    await card.dragTo(page.getByTestId('column-offer'), { sourcePosition: { x: 4, y: 4 } });
    await expect(page.getByTestId('column-offer').getByTestId('board-card')).toContainText('Typed Company');
    await page.reload();
    await expect(page.getByTestId('column-offer').getByTestId('board-card')).toContainText('Typed Company');
    await expect(page.getByTestId('column-interview').getByTestId('board-card')).toHaveCount(0);
  }

  // A private calendar address: the deadline as an event; revoked, it answers 404.
  await page.getByRole('button', { name: 'Make a calendar address' }).click();
  await expect(page.getByTestId('toast')).toContainText('Calendar address made.');
  const url = await page.getByLabel('Calendar address').inputValue();
  expect(url).toMatch(/\/main\/applications\/calendar\/[\w-]{43}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${inDays(2).replaceAll('-', '')}`);
  await page.getByRole('button', { name: 'Revoke address' }).click();
  await expect(page.getByTestId('toast')).toContainText('Calendar address revoked.');
  expect((await page.request.get(url)).status()).toBe(404);
});

test('on a 360 px phone the board is one list of columns, one under the other', async ({ page }) => {
  test.setTimeout(90_000);
  await resumeOnResult(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/main/applications?view=board');
  const preparing = await page.getByTestId('column-preparing').boundingBox();
  const submitted = await page.getByTestId('column-submitted').boundingBox();
  expect(preparing!.width).toBeGreaterThan(300);
  expect(submitted!.y).toBeGreaterThan(preparing!.y + preparing!.height - 1);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);
});
