import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { logIn, pickLanguage, signUpThroughForm, uniqueEmail } from './helpers';
import { finishDiagnosis, startSurvey } from './culture-helpers';
import { createGroup, writeResume } from './profile-helpers';

/**
 * axe-core over every page, signed out and in, in Korean and English: no serious or critical
 * violation. Plus what axe cannot see: the modal's focus trap and Escape, tap-target sizes, Korean
 * line breaking and the radar's label size on a phone.
 */

const js = () => test.info().project.name === 'js';

/**
 * A browser context in this project's mode. Without JavaScript the app's scripts are refused rather
 * than JavaScript switched off, so the page stays the server's HTML while axe, which runs inside the
 * page, still can.
 */
async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  if (js()) return browser.newContext(options);
  const context = await browser.newContext({ ...options, javaScriptEnabled: true });
  await context.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => route.abort());
  return context;
}
const LANGS = [
  { lng: 'ko', locale: 'ko-KR' },
  { lng: 'en', locale: 'en-US' },
] as const;

const PUBLIC_PAGES = [
  '/main',
  '/main/login',
  '/main/signup-intro',
  '/main/sign-up',
  '/main/login?forgot=1',
  '/main/terms',
  '/main/privacy',
  '/main/no-such-page',
  '/main/goods/user',
  '/main/login?userType=AGENCY',
  '/main/sign-up/agency-biznumber',
  '/main/agency/find/id',
  '/main/agency/find/password',
];

/** An institution's own pages, signed in as Demo University's staff. */
const STAFF_PAGES = [
  '/demo',
  '/demo/agency',
  '/demo/agency?code=DEMO-2026',
  '/demo/agency/dashboard',
  '/demo/account/me',
  '/demo/account/me/edit',
  '/demo/account/me/ticket',
  '/demo/goods/agency',
];

type Member = {
  email: string;
  resumeId: string;
  resultUrl: string;
  surveyUrl: string;
  companyUrl: string;
  applicationUrl: string;
};
let member: Member;

/** A member with a culture report, an open survey, a group with a resume aimed at a company. */
async function prepareMember(browser: Browser): Promise<Member> {
  const context = await newContext(browser, { locale: 'en-US' });
  const page = await context.newPage();
  const email = uniqueEmail('a11y');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('welcome-gift')).toHaveCount(0);

  await finishDiagnosis(page);
  const resultUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByRole('link', { name: 'More →' }).click();
  await expect(page).toHaveURL(/\/main\/culture\/result\/company\/\d+$/);
  const companyUrl = new URL(page.url()).pathname;
  await startSurvey(page);
  const surveyUrl = new URL(page.url()).pathname;

  await page.goto('/main/profile/group');
  await createGroup(page, 'A11y');
  const resumeId = await writeResume(page, 'A11y resume');
  await page.goto(`/main/profile/position?id=${resumeId}&tab=company`);
  await page.getByTestId('company-item').first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Select position' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=${resumeId}`));
  // Choosing the position started an application; with a question, its page has every part.
  await page.goto('/main/applications');
  const applicationUrl = (await page
    .getByTestId('application-row')
    .getByRole('link')
    .first()
    .getAttribute('href'))!;
  await page.goto(applicationUrl);
  const add = page.getByTestId('add-question-form');
  await add.getByLabel('Question').fill('Why us?');
  await add.getByLabel('Limit').fill('500');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('question-card')).toHaveCount(1);
  await context.close();
  return { email, resumeId, resultUrl, surveyUrl, companyUrl, applicationUrl };
}

function memberPages(m: Member) {
  return [
    '/main/account/me',
    '/main/account/me/edit',
    '/main/account/me/edit/password-confirm',
    '/main/account/me/ticket',
    '/main/account/me/coupon',
    '/main/account/me/coupon/history',
    '/main/goods/user',
    '/main/culture',
    '/main/culture/job',
    m.surveyUrl,
    m.resultUrl,
    m.companyUrl,
    '/main/profile/group',
    `/main/profile/information?id=${m.resumeId}`,
    `/main/profile/position?id=${m.resumeId}`,
    `/main/profile/result?id=${m.resumeId}`,
    `/main/profile/print?id=${m.resumeId}&tab=coverletter`,
    '/main/applications',
    '/main/applications?view=board',
    m.applicationUrl,
    `${m.applicationUrl}/interview`,
    `${m.applicationUrl}/interview/print`,
  ];
}

const MEMBER_PARTS = ['account', 'culture', 'profile', 'applications'];

/** Which of the four member-page tests scans a path: by its first segment after the tenant (goods with account). */
function memberPart(path: string) {
  const area = path.split(/[/?]/)[2];
  return area === 'goods' ? 'account' : area;
}

type Finding = { path: string; rule: string; impact: string; targets: string[] };

/** The widths every page is scanned at: a desktop, and the 360 px phone where targets are smallest. */
const WIDTHS = [1280, 360] as const;

/**
 * Serious and critical axe findings on the page at a path, at each width (the page drawn once, then narrowed:
 * the layout follows by CSS). On at both: WCAG 2.2 target size (24 px, or spaced as its exception allows)
 * and a control's name containing its visible text, both off by default in axe.
 */
async function scan(page: Page, path: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (width === WIDTHS[0]) await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .options({
        rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    findings.push(
      ...violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          path: `${path} @${width}px`,
          rule: v.id,
          impact: v.impact!,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
    );
  }
  return findings;
}

function describe(findings: Finding[]) {
  return findings.map((f) => `${f.impact} ${f.rule} at ${f.path}: ${f.targets.join(', ')}`).join('\n');
}

test.describe('every page, signed out and in', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    member = await prepareMember(browser);
    // Every member page is scanned by one of the parts' tests.
    expect(memberPages(member).filter((p) => !MEMBER_PARTS.includes(memberPart(p)))).toEqual([]);
  });

  /** Every page is titled, in the page's language (the print page by the resume's own title). */
  function expectTitled(titles: Record<string, string>, lng: string) {
    const untitled = Object.entries(titles).filter(([, title]) => !title.trim());
    expect(untitled, 'pages without a <title>').toEqual([]);
    const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;
    const otherLanguage = Object.entries(titles).filter(
      ([path, title]) => !path.includes('/profile/print') && hangul.test(title) !== (lng === 'ko'),
    );
    expect(otherLanguage, `titles not in ${lng}`).toEqual([]);
  }

  /** Scans the paths in a fresh context after `signIn`; no finding, every page titled in the language. */
  async function scanAll(
    browser: Browser,
    locale: string,
    lng: string,
    paths: () => string[],
    signIn: (page: Page) => Promise<void> = async () => {},
  ) {
    let context: BrowserContext | undefined;
    try {
      context = await newContext(browser, { locale });
      const page = await context.newPage();
      await signIn(page);
      const findings: Finding[] = [];
      const titles: Record<string, string> = {};
      for (const path of paths()) {
        findings.push(...(await scan(page, path)));
        titles[path] = await page.title();
      }
      expect(findings, describe(findings)).toEqual([]);
      expectTitled(titles, lng);
    } finally {
      await context?.close();
    }
  }

  // One test per kind of visitor, so a slow machine does not push a whole language past its timeout.
  for (const { lng, locale } of LANGS) {
    test(`axe: no serious or critical violation on any public page (${lng})`, async ({ browser }) => {
      test.setTimeout(200_000);
      await scanAll(browser, locale, lng, () => PUBLIC_PAGES);
    });

    // Member pages in four parts of five to seven pages, so a slow machine does not push one past its timeout.
    for (const part of MEMBER_PARTS)
      test(`axe: no serious or critical violation on any member page, ${part} (${lng})`, async ({
        browser,
      }) => {
        test.setTimeout(240_000);
        const pages = () => memberPages(member).filter((p) => memberPart(p) === part);
        await scanAll(browser, locale, lng, pages, async (page) => {
          await logIn(page, member.email);
          await expect(page).not.toHaveURL(/\/login/);
          // Signing in applies the member's saved language; pick this run's language again.
          await pickLanguage(page, lng);
        });
      });

    test(`axe: no serious or critical violation on any institution staff page (${lng})`, async ({
      browser,
    }) => {
      test.setTimeout(200_000);
      await scanAll(
        browser,
        locale,
        lng,
        () => STAFF_PAGES,
        async (page) => {
          await page.goto('/demo/login?userType=AGENCY');
          await page.locator('#agency-login-id').fill('demouniv');
          await page.locator('#agency-login-password').fill('Demo1234!');
          await page.locator('#agency-login-password').press('Enter');
          await expect(page).toHaveURL(/\/demo$/);
          await pickLanguage(page, lng);
        },
      );
    });
  }

  test('culture report: radar labels are at least 12 px on a 360 px phone and stay on screen', async ({
    browser,
  }) => {
    const context = await newContext(browser, { locale: 'ko-KR', viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await logIn(page, member.email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(member.resultUrl);
    const labels = page.getByTestId('radar').getByTestId('radar-label');
    await expect(labels).toHaveCount(5);
    for (const label of await labels.all()) {
      const { size, left, right } = await label.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { size: parseFloat(getComputedStyle(el).fontSize), left: box.left, right: box.right };
      });
      // The drawing is scaled down on a phone; the labels are not.
      expect(size).toBeGreaterThanOrEqual(12);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(360);
    }
    await context.close();
  });
});

test('welcome gift: a modal that keeps the focus, leaves the page inert and closes on Escape', async ({
  browser,
}) => {
  const context = await newContext(browser, { locale: 'en-US' });
  const page = await context.newPage();
  const email = uniqueEmail('a11y-gift');
  await signUpThroughForm(page, email);
  await logIn(page, email);
  const dialog = page.getByTestId('welcome-gift');
  await expect(dialog).toBeVisible();
  if (!js()) {
    // Without JavaScript the dialog is open in the page and its buttons post.
    await expect(dialog).toHaveJSProperty('open', true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await context.close();
    return;
  }
  const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  await expect.poll(focusInside).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(), `focus after ${key}`).toBe(true);
  }
  // The page behind is inert: its links take no focus and no click.
  await page.getByTestId('brand').evaluate((a) => (a as HTMLElement).focus());
  expect(await focusInside()).toBe(true);
  await page.getByTestId('brand').click({ force: true });
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Closing was recorded like the Close button: it does not come back.
  await page.reload();
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('language picker: its name holds its visible text; Escape closes it', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/main');
  const picker = page.getByTestId('language-picker').first();
  const summary = picker.locator('summary');
  const visible = (await summary.locator('span:not(.sr-only)').innerText()).trim();
  expect(visible).not.toBe('');
  // The accessible name contains what the eye sees (WCAG 2.5.3).
  await expect(summary).toHaveAccessibleName(new RegExp(visible));
  await summary.click();
  await expect(picker).toHaveJSProperty('open', true);
  if (js()) {
    await page.keyboard.press('Escape');
    await expect(picker).toHaveJSProperty('open', false);
    await expect(summary).toBeFocused();
  }
  await context.close();
});

/** Every visible element matching the selector whose box is smaller than 24×24 CSS px. */
async function smallTargets(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${box.width}×${box.height}`,
      ),
  );
}

test('tap targets: header links, menus and carousel dots are at least 24×24 px', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'ko-KR' });
  const page = await context.newPage();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/main');
    expect(
      await smallTargets(page, 'header a:not(.sr-only), header summary, header button'),
      `at ${width}px`,
    ).toEqual([]);
    expect(await smallTargets(page, 'footer a'), `footer at ${width}px`).toEqual([]);
    if (js()) {
      const dots = page.getByTestId('carousel-dot');
      await expect(dots.first()).toBeVisible();
      expect(await dots.count()).toBeGreaterThan(1);
      expect(await smallTargets(page, '[data-testid="carousel-dot"]'), `dots at ${width}px`).toEqual([]);
    }
  }
  await context.close();
});

test('Korean text breaks between words and nothing overflows a 360 px screen', async ({ browser }) => {
  for (const { locale, wordBreak } of [
    { locale: 'ko-KR', wordBreak: 'keep-all' },
    { locale: 'en-US', wordBreak: 'normal' },
  ]) {
    const context = await newContext(browser, { locale, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    for (const path of ['/main', '/main/signup-intro', '/main/sign-up', '/main/terms']) {
      await page.goto(path);
      const style = await page
        .locator('main p')
        .first()
        .evaluate((p) => getComputedStyle(p).wordBreak);
      expect(style, `${locale} ${path}`).toBe(wordBreak);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `page width of ${path} in ${locale}`).toBeLessThanOrEqual(360);
    }
    await context.close();
  }
});
