// Issue 27 item 1: a group card's "⋯" (edit and delete) used to open inside the 140 px card row, its
// Save and Delete cut off below the card and, at 360 px, starting off the screen's left edge. It is now
// a dialog over the page, whole on screen at 360 and 1280 px, with and without JavaScript.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createGroup, newMember } from './profile-helpers';

test.use({ locale: 'en-US' });

/** The control is inside the viewport and is what a tap at its centre reaches: nothing clips or covers it. */
async function expectFullyShown(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const name = await control.innerText();
  expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(height);
  const reached = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
  expect(reached, `${name} is reached by a tap at its centre`).toBe(true);
}

for (const width of [360, 1280]) {
  test(`at ${width} px the group menu shows Save and Delete group whole; renaming and deleting through it work`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 740 });
    await newMember(page, 'group-menu');
    await page.goto('/main/profile/group');
    await createGroup(page, 'Before');
    await createGroup(page, 'Menu group');

    await page
      .getByTestId('group-card')
      .filter({ hasText: 'Menu group' })
      .getByRole('link', { name: 'Options for Menu group' })
      .click();
    const dialog = page.getByTestId('group-edit-dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit group' })).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save group' });
    await expectFullyShown(page, save);
    await expectFullyShown(page, dialog.getByText('Delete group', { exact: true }));

    await dialog.getByLabel('Group name').fill('Renamed group');
    await save.click();
    await expect(page.getByTestId('toast')).toContainText('Saved.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('group-card').filter({ hasText: 'Renamed group' })).toHaveCount(1);
    await expect(page.getByTestId('group-card').filter({ hasText: 'Menu group' })).toHaveCount(0);

    // Delete asks first; its Confirm is whole on screen too.
    await page
      .getByTestId('group-card')
      .filter({ hasText: 'Renamed group' })
      .getByRole('link', { name: 'Options for Renamed group' })
      .click();
    await dialog.getByText('Delete group', { exact: true }).click();
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expectFullyShown(page, confirm);
    await confirm.click();
    await expect(page.getByTestId('toast')).toContainText('Group deleted.');
    await expect(page.getByTestId('group-card').filter({ hasText: 'Renamed group' })).toHaveCount(0);
    await expect(page.getByTestId('group-card').filter({ hasText: 'Before' })).toHaveCount(1);
  });
}

// Issue 38 item 22: Tab after "Delete group" used to leave the dialog, and Shift+Tab on its first
// control did nothing (the trap counted the hidden Confirm inside the closed disclosure, not its summary).
test('the group dialog keeps keyboard focus: Tab and Shift+Tab go round its visible controls', async ({
  page,
}, { project }) => {
  test.setTimeout(90_000);
  await newMember(page, 'group-focus');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Focus group');
  await page
    .getByTestId('group-card')
    .filter({ hasText: 'Focus group' })
    .getByRole('link', { name: 'Options for Focus group' })
    .click();
  const dialog = page.getByTestId('group-edit-dialog');
  const close = dialog.getByRole('link', { name: 'Close' });
  const remove = dialog.getByText('Delete group', { exact: true });
  await expect(remove).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));

  if (project.name === 'no-js') {
    // Without JavaScript the dialog is part of the page: its controls are in the Tab order, and the
    // disclosure opens from the keyboard to reach Confirm.
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    return;
  }
  await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  await remove.focus();
  await page.keyboard.press('Tab');
  expect(await inside(), `focus after Tab on Delete group: ${await focused()}`).toBe(true);
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(remove).toBeFocused();
  // Every step round the dialog, both ways, stays inside it.
  for (const key of [...Array(8).fill('Tab'), ...Array(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await inside(), `focus after ${key}: ${await focused()}`).toBe(true);
  }
  // Opened, the disclosure's Confirm is the last stop: Tab goes from it back to Close.
  await remove.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
});
