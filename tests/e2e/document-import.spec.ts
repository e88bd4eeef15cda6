import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { koreanHwp } from '../fixtures/documents/hwp5';
import { createGroup, newMember } from './profile-helpers';

test.use({ locale: 'en-US' });

// Issue 37: a Word .docx, a 한글 .hwpx and a JSON Resume each import through the upload card into a
// draft the member reviews in the editor, with and without JavaScript, and so does an HWP 5 (binary
// 한글) 이력서; a Hangul 97 file gets its message.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-docs-'));
execFileSync('npx', ['tsx', 'tests/fixtures/documents/build.ts', dir]);
fs.writeFileSync(path.join(dir, 'resume.hwp'), koreanHwp());

/**
 * The line of the file shown beside an entry's main field (its first): in its summary with JavaScript
 * (the card opens in read mode), under the field without.
 */
const shownSource = (page: Page, card: string) =>
  page.getByTestId(card).first().getByTestId('field-source').filter({ visible: true }).first();

/**
 * Serious or critical axe findings on the page as the server drew it, on a 360 px phone. Without
 * JavaScript the page is opened again with the app's scripts refused (axe itself runs in the page).
 */
async function seriousAxe(page: Page) {
  let scanned = page;
  const nojs = test.info().project.name !== 'js';
  const context = nojs
    ? await page
        .context()
        .browser()!
        .newContext({
          storageState: await page.context().storageState(),
          locale: 'en-US',
          javaScriptEnabled: true,
        })
    : null;
  try {
    if (context) {
      await context.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => route.abort());
      scanned = await context.newPage();
      await scanned.goto(page.url());
    }
    await scanned.setViewportSize({ width: 360, height: 800 });
    const { violations } = await new AxeBuilder({ page: scanned })
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    await context?.close();
  }
}

async function upload(page: Page, file: string) {
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
  // Each field beside the line of the file it came from, to check it at a glance.
  await expect(shownSource(page, 'education-card')).toHaveText(
    'From the file: “Hanyang University · Mar 2018 – Feb 2022”',
  );
  await expect(shownSource(page, 'work-card')).toHaveText(
    'From the file: “Naver Corp. · Jul 2021 – Dec 2021”',
  );
  await expect(page.getByTestId('resume-editor').getByText('From the file: “Minjun Kim”')).toBeVisible();
  // The skills (chips) beside the line that lists them, not the project's "Technologies:" line.
  await expect(
    page.getByTestId('resume-editor').getByText('From the file: “Python, SQL, Tableau, Excel”'),
  ).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  await page.goto(groupScreen);
  await upload(page, 'resume.hwpx');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByLabel('Resume title')).toHaveValue('정수민');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue('부산대학교');
  await expect(shownSource(page, 'education-card')).toHaveText(
    'From the file: “2012.03 ~ 2016.02 · 부산대학교 · 무역학과 · 졸업”',
  );

  await page.goto(groupScreen);
  await upload(page, 'resume.json');
  await expect(page).toHaveURL(/\/profile\/information\?draft=/, { timeout: 20_000 });
  await expect(page.getByLabel('Resume title')).toHaveValue('김민준');
  await expect(page.getByTestId('education-card').first().getByLabel('School')).toHaveValue('한양대학교');
  // A JSON Resume's value is the file's own text: the review names where in the file it stands.
  await expect(shownSource(page, 'education-card')).toHaveText('From the file: education[0].institution');
  await expect(page.getByTestId('resume-editor').getByText('From the file: skills[].name')).toBeVisible();
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
