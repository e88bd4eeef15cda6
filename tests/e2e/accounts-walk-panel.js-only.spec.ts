// Issue 27 items 25 and 22 with JavaScript (the panel is the JavaScript view of the bell; without it the
// bell is a link to the notification list, whose pages are plain links).
import { expect, test, type Browser } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';
import { closeWelcome } from './walk-helpers';

/** Sends `n` announcements to every member of main as the demo operator. */
async function announce(browser: Browser, baseURL: string, n: number, tag: string) {
  const admin = await browser.newPage({ baseURL });
  await logIn(admin, 'admin@example.com', 'Demo1234!');
  await expect(admin).toHaveURL(/\/main$/);
  for (let i = 1; i <= n; i++) {
    const res = await admin.request.post('/main/admin/announcements', {
      headers: { origin: baseURL },
      form: { intent: 'send', audience: 'main', title: `${tag} ${i}`, body: `Notice ${i}`, link: '' },
      maxRedirects: 0,
    });
    expect(res.status(), `announcement ${i}`).toBe(302);
  }
  await admin.close();
}

test('item 25: after a delete the panel keeps the other 20, loads nothing twice, and the bell says 20', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('bell');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/main$/);
  // The first login's welcome box covers the page until it is answered.
  await closeWelcome(page, 'en');
  // The sign-up's own notification and 20 announcements: 21 unread.
  await announce(browser, baseURL!, 20, `Walk ${Date.now().toString(36)}`);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter)),
    )
    .toBe(true);
  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-count')).toHaveText('21');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  for (const count of [20, 21]) {
    await panel.getByTestId('notification-panel-end').scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(count);
  }
  const third = await items.nth(2).locator('span.font-semibold').innerText();
  await items
    .nth(2)
    .getByRole('button', { name: /Delete|삭제|Hapus/ })
    .click();
  await expect(items).toHaveCount(20);
  await expect(panel).not.toContainText(third);
  await expect(page.getByTestId('notification-count')).toHaveText('20');
  // Scrolling to the end loads nothing more and nothing twice.
  await panel.getByTestId('notification-panel-end').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(items).toHaveCount(20);
  const titles = await items.locator('span.font-semibold').allInnerTexts();
  expect(new Set(titles).size).toBe(20);

  // Item 22: closing the panel gives the focus back to the bell that opened it.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
});
