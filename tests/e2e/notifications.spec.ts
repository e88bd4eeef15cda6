import { expect, test, type Page } from '@playwright/test';
import { logIn, signUpThroughForm, uniqueEmail } from './helpers';

// A new member has the welcome notification; the operator sends two announcements to the main
// tenant's members. The member sees the count on the bell, opens the list (the panel with
// JavaScript, the page without), opens one (marked read, goes to its link), deletes one, then all.
test.use({ locale: 'en-US' });

async function announce(page: Page, title: string) {
  await page.goto('/main/admin/announcements');
  await page.locator('select[name=audience]').selectOption('main');
  await page.locator('input[name=title]').fill(title);
  await page.locator('textarea[name=body]').fill(`${title} body`);
  await page.locator('input[name=link]').fill('/{domain}/goods');
  await page.locator('button[value=send]').click();
  await expect(page.getByTestId('announcement-row').first()).toContainText(title);
}

test('the bell counts unread notifications; open one, delete one, delete all', async ({ browser }, info) => {
  const js = info.project.name === 'js';
  const member = await browser.newContext({ javaScriptEnabled: js, locale: 'en-US' });
  const page = await member.newPage();
  const email = uniqueEmail('bell');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await page.getByTestId('welcome-gift').locator('button[value=close]').click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  const operator = await browser.newContext({ javaScriptEnabled: js });
  const ops = await operator.newPage();
  await logIn(ops, 'admin@example.com', 'Demo1234!');
  await expect(ops).toHaveURL(/\/main$/);
  const gift = ops.getByTestId('welcome-gift');
  if (await gift.count()) await gift.locator('button[value=close]').click();
  const first = `Fair ${info.project.name} ${Date.now()}`;
  const second = `Talk ${info.project.name} ${Date.now()}`;
  await announce(ops, first);
  await announce(ops, second);
  await operator.close();

  await page.goto('/main');
  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-count')).toHaveText('3');
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  const list = js ? page.getByTestId('notification-panel') : page.locator('main');
  const openList = async () => {
    await bell.click();
    if (js) await expect(list).toBeVisible();
    else {
      await expect(page).toHaveURL(/\/main\/notifications$/);
      await expect(page).toHaveTitle('Notifications');
    }
  };

  await openList();
  if (js) {
    // The panel is a modal: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await openList();
  }
  await expect(list.getByTestId('notification-item')).toHaveCount(3);
  const welcome = list.getByTestId('notification-item').filter({ hasText: 'Your welcome gift is here' });
  await expect(welcome).toContainText(/\d{4}\.\d{2}\.\d{2}/);
  await expect(welcome).toContainText('3-day welcome pass and 3 free credits');

  // Opening one marks it read and follows its link, with {domain} replaced.
  await list.getByRole('button', { name: new RegExp(`^${first}`) }).click();
  await expect(page).toHaveURL(/\/main\/goods/);
  await expect(page.getByTestId('notification-count')).toHaveText('2');

  await openList();
  await expect(list.getByTestId('notification-item')).toHaveCount(2);
  await list.getByRole('button', { name: 'Delete notification: Your welcome gift is here' }).click();
  await expect(list.getByTestId('notification-item')).toHaveCount(1);
  await expect(list.getByTestId('notification-item')).toContainText(second);
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await list.getByRole('button', { name: 'Delete all' }).click();
  await expect(list.getByTestId('notifications-empty')).toHaveText('No new notifications.');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Nothing comes back on a fresh load.
  await page.goto('/main/notifications');
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await member.close();
});
