// Issue 27 item 16: with JavaScript a letter streams into the panel while it is written, and once it is
// saved it shows in the list of letters only, so each letter's text is on the page once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

test.use({ locale: 'en-US' });

/**
 * How many times `text` is on the page as a reader sees it (folded edit boxes are not seen, nor what
 * only a screen reader is told: the finished letter read out once by the live region).
 */
const timesShown = async (page: Page, text: string) => {
  const count = async (locator: Locator) => (await locator.innerText()).split(text).length - 1;
  const announcer = page.getByTestId('letter-announcer');
  return (await count(page.locator('body'))) - ((await announcer.count()) ? await count(announcer) : 0);
};

test('a streamed letter shows once: in the panel while it is written, then in the list', async ({ page }) => {
  test.setTimeout(90_000);
  await resumeOnResult(page);
  const panel = page.getByTestId('generation-panel');
  await expect(panel.locator('input[name=stream]')).toBeAttached();
  await panel.getByRole('checkbox').first().check();
  await panel.getByRole('button', { name: 'Write cover letters' }).click();

  // While it is written: in the panel, not yet in the list.
  const live = page.getByTestId('live-letter');
  await expect(live).toHaveCount(1);
  // A stretch of its text long enough to be found nowhere else.
  await expect(live.locator('p').nth(1)).toHaveText(/\S.{29}/);
  const partial = (await live.locator('p').nth(1).innerText()).trim();
  expect(await timesShown(page, partial)).toBe(1);

  // The stream ends and the list is loaded again: the saved letter takes the streamed one's place.
  const saved = page.getByTestId('letter-content');
  await expect(saved).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('live-letters')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Write cover letters' })).toBeEnabled();
  const letter = (await saved.innerText()).trim();
  expect(letter.length).toBeGreaterThan(100);
  for (const line of letter.split('\n').filter((l) => l.trim().length > 20))
    expect(await timesShown(page, line.trim())).toBe(1);
  // Still once after the page is read again from the server.
  await page.reload();
  await expect(page.getByTestId('letter-content')).toHaveCount(1);
  expect(await timesShown(page, letter.split('\n')[0].trim())).toBe(1);
});

test('a streamed letter is announced twice: "writing", then the finished letter (item 23)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await resumeOnResult(page);
  const panel = page.getByTestId('generation-panel');
  await expect(panel.locator('input[name=stream]')).toBeAttached();
  // The live region is on the page before anything is written; every text it takes is recorded.
  const announcer = page.getByTestId('letter-announcer');
  await expect(announcer).toHaveAttribute('role', 'status');
  await expect(announcer).toBeEmpty();
  await announcer.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { announced: string[] }).announced = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (text && text !== seen[seen.length - 1]) seen.push(text);
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  await panel.getByRole('checkbox').first().check();
  await panel.getByRole('button', { name: 'Write cover letters' }).click();

  // While the text streams in, the list says it is busy (its changes are not read out one by one).
  const list = page.getByTestId('live-letters');
  await expect(page.getByTestId('live-letter')).toHaveCount(1);
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('letter-content')).toHaveCount(1, { timeout: 30_000 });

  const letter = (await page.getByTestId('letter-content').innerText()).trim();
  const announced = await page.evaluate(() => (window as unknown as { announced: string[] }).announced);
  expect(announced).toHaveLength(2);
  expect(announced[0]).toMatch(/^Writing the letter for “.+”\.$/);
  expect(announced[1]).toMatch(/^The letter for “.+” is written\./);
  expect(announced[1].replace(/\s+/g, ' ')).toContain(letter.split('\n')[0].trim().replace(/\s+/g, ' '));
});
