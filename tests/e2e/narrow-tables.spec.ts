// Issue 38 item 19: at 360 px the applications list gave the company a 17 px column, one syllable a
// line, and operator and institution tables split "판매중", "₩9,900" and names mid-word (a global
// `overflow-wrap: anywhere`). Words now stay whole; only a string too long for any line wraps.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInUnder, pickLanguage } from './helpers';
import { logInStaff } from './member-helpers';

test.use({ viewport: { width: 360, height: 800 } });

/** Picks a language in the desktop header's picker, then goes back to a 360 px screen. */
async function chooseLanguage(page: Page, lng: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await pickLanguage(page, lng);
  await page.setViewportSize({ width: 360, height: 800 });
}

/**
 * Words (runs without spaces, hyphens or brackets, up to 24 characters: longer ones such as an address may wrap) inside the
 * selector's elements that the browser drew on more than one line.
 */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Between words, and after a hyphen or before a bracket, a line may break.
        for (const match of text.matchAll(/[^\s\-()]+/g)) {
          if (match[0].length > 24) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

for (const lng of ['ko', 'en', 'id']) {
  test(`at 360 px the applications list gives the company room and no word breaks (${lng})`, async ({
    page,
  }) => {
    await logInUnder(page, 'demo', 'member1@demo.example.com', 'Demo1234!');
    await expect(page).not.toHaveURL(/\/login/);
    await chooseLanguage(page, lng);
    await page.goto('/demo/applications');
    const names = page.getByTestId('application-row').getByRole('link').first();
    await expect(names).toBeVisible();
    for (const link of await page.getByTestId('application-row').locator('a').all()) {
      // The company's column (the link's box), not only the text in it.
      const width = (await link.locator('xpath=..').boundingBox())!.width;
      const name = await link.innerText();
      expect(width, `${name}: a ${width}px column`).toBeGreaterThanOrEqual(120);
    }
    expect(await brokenWords(page, '[data-testid="application-list"]')).toEqual([]);
  });
}

test('at 360 px the operator and institution tables keep words whole (판매중, ₩9,900, names)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/main/login');
  await page.locator('#login-email').fill('admin@example.com');
  await page.locator('#login-password').fill('Demo1234!');
  await page.locator('#login-password').press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await chooseLanguage(page, 'ko');
  for (const path of ['/main/admin/goods', '/main/admin/coupons', '/main/admin/agencies']) {
    await page.goto(path);
    await expect(page.locator('main table').first()).toBeVisible();
    expect(await brokenWords(page, 'main table'), path).toEqual([]);
  }

  await page.context().clearCookies();
  await logInStaff(page);
  await chooseLanguage(page, 'ko');
  await page.goto('/demo/agency/dashboard');
  await expect(page.locator('main table').first()).toBeVisible();
  expect(await brokenWords(page, 'main table'), 'dashboard').toEqual([]);
  await page.getByTestId('deadlines-named').getByRole('link').first().click();
  await expect(page.getByTestId('member-applications')).toBeVisible();
  expect(await brokenWords(page, 'main table'), 'shared applications').toEqual([]);
});

// Issue 38 item 21: a table wider than the screen scrolled in a box that the keyboard could not reach
// (axe scrollable-region-focusable, serious). Every such box is now a named region in the Tab order.
test("at 360 px a member's shared applications scroll sideways from the keyboard", async ({ page }, {
  project,
}) => {
  await logInStaff(page);
  await chooseLanguage(page, 'en');
  await page.goto('/demo/agency/dashboard');
  await page.getByTestId('deadlines-named').getByRole('link').first().click();
  const table = page.getByTestId('member-applications');
  await expect(table).toBeVisible();
  const region = page.getByRole('region', { name: /applications/i }).filter({ has: table });
  await expect(region).toHaveAttribute('tabindex', '0');
  // It is wider than its box, so the box scrolls; Tab reaches it and the arrow keys scroll it.
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // axe runs inside the page: with JavaScript only.
  if (project.name !== 'js') return;
  const { violations } = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
  expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
