// Issue 38 item 7: the account edit page turns application reminder mail off and on again, with
// JavaScript on and off, in English and Korean.
import { expect, test } from '@playwright/test';
import { newMember } from './profile-helpers';
import { chooseLanguage } from './walk-helpers';

test.use({ locale: 'en-US' });

test('reminder mail is turned off and on in account settings', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await newMember(page, 'reminder-mail');
  await page.goto('/main/account/me/edit');
  const form = page.getByTestId('reminder-mail-form');
  const box = form.getByLabel('Also mail me application reminders', { exact: false });
  await expect(box).toBeChecked();
  await box.uncheck();
  await form.getByRole('button', { name: 'Save reminder mail setting' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application reminders will no longer be mailed.');
  await page.goto('/main/account/me/edit');
  await expect(form.getByLabel('Also mail me application reminders', { exact: false })).not.toBeChecked();

  // In Korean, turned on again.
  await chooseLanguage(page.context(), baseURL, 'ko');
  await page.goto('/main/account/me/edit');
  const ko = page.getByTestId('reminder-mail-form');
  await ko.getByLabel('지원 마감 알림', { exact: false }).check();
  await ko.getByRole('button', { name: '알림 메일 설정 저장' }).click();
  await expect(page.getByTestId('toast')).toContainText('지원 알림을 메일로도 보내 드립니다.');
});
