import { expect, test, type Locator } from '@playwright/test';
import { logIn } from './helpers';
import { logInStaff } from './member-helpers';
import { chooseLanguage } from './walk-helpers';

// Issue 38 item 13: at 360 px the sign-up terms' "보기" broke into "보/기", and my page's "정보 수정"
// wrapped onto two lines. Each stays on one line, inside its card.

test.use({ locale: 'ko-KR', viewport: { width: 360, height: 740 } });

/** How many lines a element's text takes (the distinct tops of its text's boxes). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    return new Set(boxes.map((box) => Math.round(box.top))).size;
  });

test('the terms\' "보기" links stay whole at 360 px', async ({ page }) => {
  await page.goto('/main/sign-up');
  const views = page.locator('fieldset').getByRole('link', { name: '보기' });
  await expect(views).toHaveCount(3);
  for (const view of await views.all()) expect(await linesOf(view)).toBe(1);
});

for (const who of ['member', 'staff'] as const)
  test(`my page's "정보 수정" is one line inside its card at 360 px (${who})`, async ({ page, baseURL }) => {
    if (who === 'member') await logIn(page, 'demo@example.com', 'Demo1234!');
    else await logInStaff(page);
    await expect(page).not.toHaveURL(/login/);
    await chooseLanguage(page.context(), baseURL, 'ko');
    await page.goto(who === 'member' ? '/main/account/me' : '/demo/account/me');
    const card = page.getByTestId('account-card');
    const edit = card.getByRole('link', { name: '정보 수정' });
    expect(await linesOf(edit)).toBe(1);
    const [cardBox, editBox] = [await card.boundingBox(), await edit.boundingBox()];
    expect(editBox!.x + editBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  });
