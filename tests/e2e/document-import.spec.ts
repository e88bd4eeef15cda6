import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createGroup, newMember } from './profile-helpers';

test.use({ locale: 'en-US' });

// Issue 37: a Word .docx, a 한글 .hwpx and a JSON Resume each import through the upload card into a
// draft the member reviews in the editor, with and without JavaScript; an HWP 5 file gets its message.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-docs-'));
execFileSync('npx', ['tsx', 'tests/fixtures/documents/build.ts', dir]);

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
  await expect(page.getByText('PDF, Word (.docx), Hangul (.hwpx) or JSON Resume, up to 10 MB')).toBeVisible();

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
  await expect(page.getByTestId('toast')).toContainText(/Saved/);
});

test('an HWP 5 file and a file of another type get their own message in the same group', async ({ page }) => {
  await newMember(page, 'doc-refuse');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Refused files');
  const hwp = path.join(dir, 'old.hwp');
  const ole = Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from('HWP Document File', 'latin1'),
  ]);
  fs.writeFileSync(hwp, ole);
  await upload(page, 'old.hwp');
  await expect(page.getByTestId('upload-error')).toHaveText(
    'Hangul HWP (.hwp) files cannot be read yet. In Hangul, use "Save as" to save it as HWPX (.hwpx) or PDF and upload that.',
  );
  await expect(page).toHaveURL(/[?&]group=\d+/);
  await expect(page.getByTestId('group-card').filter({ hasText: 'Refused files' }).first()).toBeVisible();
});
