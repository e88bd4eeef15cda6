import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { koreanHwp } from '../fixtures/documents/hwp5';
import { createGroup, newMember } from './profile-helpers';

test.use({ locale: 'en-US' });

// Issue 37: a Word .docx, a 한글 .hwpx and a JSON Resume each import through the upload card into a
// draft the member reviews in the editor, with and without JavaScript, and so does an HWP 5 (binary
// 한글) 이력서; a Hangul 97 file gets its message.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-docs-'));
execFileSync('npx', ['tsx', 'tests/fixtures/documents/build.ts', dir]);
fs.writeFileSync(path.join(dir, 'resume.hwp'), koreanHwp());

async function upload(page: import('@playwright/test').Page, file: string) {
  await page.getByLabel('Upload a resume file').setInputFiles(path.join(dir, file));
  await page.getByRole('button', { name: 'Read resume' }).click();
}

test('a .docx, a .hwpx and a JSON Resume each open as a reviewable draft', async ({ page }) => {
  test.slow();
  await newMember(page, 'doc-import');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Imported files');
  const groupScreen = page.url();
  await expect(
    page.getByText('PDF, Word (.docx), Hangul (.hwp, .hwpx) or JSON Resume, up to 10 MB'),
  ).toBeVisible();

  await upload(page, 'resume.docx');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByTestId('from-pdf')).toBeVisible();
  await expect(page.getByLabel('Resume title')).toHaveValue('Minjun Kim');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue(
    'Hanyang University',
  );
  // The contact line went into no field: it is listed, not dropped.
  await expect(page.getByTestId('draft-unread')).toContainText('minjun.kim@example.com');

  await page.goto(groupScreen);
  await upload(page, 'resume.hwpx');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByLabel('Resume title')).toHaveValue('정수민');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue('부산대학교');

  await page.goto(groupScreen);
  await upload(page, 'resume.json');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByLabel('Resume title')).toHaveValue('김민준');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue('한양대학교');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The save re-renders the editor's whole page: on a loaded machine it takes longer than 5 s.
  await expect(page.getByTestId('toast')).toContainText(/Saved/, { timeout: 20_000 });
});

test('an HWP 5 이력서 opens as a reviewable draft', async ({ page }) => {
  await newMember(page, 'doc-hwp');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Hangul files');
  await upload(page, 'resume.hwp');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByTestId('from-pdf')).toBeVisible();
  await expect(page.getByLabel('Resume title')).toHaveValue('최유나');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue('한양대학교');
});

test('a Hangul 97 file gets its own message, in the same group', async ({ page }) => {
  await newMember(page, 'doc-refuse');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Refused files');
  fs.writeFileSync(
    path.join(dir, 'old.hwp'),
    Buffer.from('HWP Document File V3.00 \x1a\x01\x02\x03\x04\x05', 'latin1'),
  );
  await upload(page, 'old.hwp');
  await expect(page.getByTestId('upload-error')).toHaveText(
    'Files from Hangul 97 and older (HWP 3) cannot be read. In a newer Hangul, use "Save as" to save it as HWP, HWPX (.hwpx) or PDF and upload that.',
  );
  await expect(page).toHaveURL(/[?&]group=\d+/);
  await expect(page.getByTestId('group-card').filter({ hasText: 'Refused files' }).first()).toBeVisible();
});
