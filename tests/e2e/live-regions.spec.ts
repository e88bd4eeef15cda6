// Issue 38 item 23: a confirmation's live region (role=status) is on the page before its text arrives and
// stays, so a screen reader hears the text change (a region inserted together with its text may be
// missed). With JavaScript the very same element takes the text; without it, the region is there, empty,
// on the page before, and holds the text on the page after.
import { expect, test, type Locator } from '@playwright/test';
import { latestMail, uniqueEmail } from './helpers';
import { newMember, openAddGroup } from './profile-helpers';

test.use({ locale: 'en-US' });

const js = () => test.info().project.name === 'js';

/** Marks the element (with JavaScript, so a later check can see it is the same one, not a new one). */
const mark = (region: Locator) => region.evaluate((el) => el.setAttribute('data-kept', 'yes'));

test('the toast region is on the page, empty, before a confirmation arrives in it', async ({ page }) => {
  await newMember(page, 'live-toast');
  await page.goto('/main/profile/group');
  const region = page.getByTestId('toast-region');
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toBeEmpty();
  if (js()) await mark(region);

  await openAddGroup(page);
  await page.locator('#new-group-name').fill('Live regions');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(region).toContainText('Group created');
  await expect(region.getByTestId('toast')).not.toHaveAttribute('role', /.+/);
  // With JavaScript the region was not drawn anew: the text came into the element that was waiting.
  if (js()) await expect(region).toHaveAttribute('data-kept', 'yes');
});

test('the sign-up page says "verification sent" in a region that was there before', async ({ page }) => {
  await page.goto('/main/sign-up');
  const region = page.getByTestId('signup-status');
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toBeEmpty();
  if (js()) await mark(region);

  const email = uniqueEmail('live-signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(region.getByTestId('signup-notice')).toBeVisible();
  await expect(region).toContainText(/sent/i);
  if (js()) await expect(region).toHaveAttribute('data-kept', 'yes');
  await latestMail(email);
});
