// Issue 38 item 20: listed companies used to appear in Korean on English and Indonesian pages (가온금융
// for Gaon Financial) in the position picker, the result screen's header and the staff's views of
// members' applications. Every one of them now names a company as the page's language does.
import { expect, test, type Locator } from '@playwright/test';
import { pickLanguage } from './helpers';
import { createGroup, newMember, writeResume } from './profile-helpers';
import { logInStaff } from './member-helpers';

test.use({ locale: 'en-US' });

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** The texts of the locator's matches that hold Hangul. */
async function korean(items: Locator) {
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).filter((text) => HANGUL.test(text));
}

test('the position picker and the result screen name companies in English on an English page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'company-names');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Names');
  const id = await writeResume(page, 'Names resume');

  await page.goto(`/main/profile/position?id=${id}&tab=company`);
  const companyNames = page.getByTestId('company-item').locator('span.font-semibold');
  expect(await korean(companyNames)).toEqual([]);
  await page.goto(`/main/profile/position?id=${id}&tab=posting`);
  // A posting's second line: its company, region and closing date (the title is the posting's own).
  expect(await korean(page.getByTestId('posting-item').locator('span.block.text-sm'))).toEqual([]);

  await page.goto(`/main/profile/position?id=${id}&tab=company`);
  await page.getByTestId('company-item').first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=${id}`), { timeout: 20_000 });
  const target = page.getByTestId('result-target');
  await expect(target).not.toBeEmpty();
  expect(await target.innerText()).not.toMatch(HANGUL);
  await page.goto(`/main/profile/position?id=${id}&tab=company`);
  expect(await page.getByTestId('current-target').innerText()).not.toMatch(HANGUL);

  // The same company on a Korean page: its Korean name.
  await pickLanguage(page, 'ko');
  await expect(page.getByTestId('current-target')).toContainText(HANGUL);
  await page.goto(`/main/profile/result?id=${id}`);
  await expect(page.getByTestId('result-target')).toContainText(HANGUL);
});

test("the staff's dashboard and a member's shared applications name companies in Indonesian pages' way", async ({
  page,
}) => {
  await logInStaff(page);
  await pickLanguage(page, 'id');
  await page.goto('/demo/agency/dashboard');
  const named = page.getByTestId('deadlines-named').locator('tbody tr');
  // The third column is the company; members' own names may be Korean.
  expect(await korean(named.locator('td:nth-child(3)'))).toEqual([]);
  await named.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/demo\/agency\/applications\/\d+$/, { timeout: 20_000 });
  const companies = page.getByTestId('member-application').locator('td:first-child span.font-medium');
  expect(await korean(companies)).toEqual([]);

  await pickLanguage(page, 'ko');
  await expect(companies.first()).toContainText(HANGUL);
});
