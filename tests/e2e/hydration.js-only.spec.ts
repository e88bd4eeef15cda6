import { expect, test, type Page } from '@playwright/test';
import { newMember, openAddGroup } from './profile-helpers';

// Runs in the JavaScript project only (see playwright.config.ts).

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

test('no CSP violations or script errors while the page hydrates', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/main');
  await expect(page.getByTestId('carousel').getByRole('button', { name: 'Show slide 1' })).toBeVisible();
  expect(problems).toEqual([]);
});

// The browser translates with a small stand-in for i18next: the text it renders must equal the
// server's in every language (a mismatch is a hydration error), also for pages reached in the browser.
for (const lang of ['ko', 'en', 'id'] as const) {
  test(`pages hydrate without a mismatch in ${lang}, and client navigation loads the next page's texts`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': lang } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    for (const path of [
      '/main',
      '/main/login',
      '/main/signup-intro',
      '/main/sign-up',
      '/main/goods/user',
      '/main/terms',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // A client-side navigation to a page whose namespace was not loaded yet.
    await page.goto('/main');
    await page.waitForLoadState('networkidle');
    await page
      .locator('header')
      .getByRole('link', { name: /로그인|Log in|Masuk/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/main\/login/);
    await expect(page.locator('h1')).not.toHaveText(/login\.title/);
    await expect(page.locator('h1')).toHaveText({ ko: '로그인', en: 'Log in', id: 'Masuk' }[lang]);
    expect(problems).toEqual([]);
    await context.close();
  });
}

// A message from an action is rendered as text by the server: the page that shows it hydrates as
// rendered even when the message comes from texts that page does not load (here the login's, on home,
// as after a social login or any full page load).
test("a page showing another page's message hydrates without a mismatch", async ({ page }) => {
  const context = page.context();
  const login = await (await context.request.get('/main/login')).text();
  const hpFrom = /name="hp_from"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="hp_from"/.exec(login);
  const answer = await context.request.post('/main/login', {
    form: { email: 'demo@example.com', password: 'Demo1234!', hp_from: hpFrom?.[1] ?? hpFrom?.[2] ?? '' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  const problems = collectProblems(page);
  await page.goto(answer.headers().location);
  // The close button appears once the page has hydrated; the text is the one the server rendered.
  await expect(page.getByTestId('toast').getByRole('button')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(
    // The demo member's very first login says welcome aboard; any later one, welcome back.
    /로그인되었습니다. (다시 오신 것을|가입을) 환영합니다!|You are logged in. Welcome (back|aboard)!|Anda berhasil masuk./,
  );
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

// On a slow phone the page shows (server-rendered) before its scripts run; a group name typed then must
// still be there once they do — the name field is controlled by the page after hydration, and the Create
// button is disabled while that state is empty.
test('a group name typed before the page runs is kept when it starts running', async ({ page }) => {
  await newMember(page, 'typed-early');
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/main/profile/group', { waitUntil: 'commit' });
  await openAddGroup(page);
  await page.locator('#new-group-name').fill('Typed before scripts');
  release();
  // The field is React's once its fiber is attached; its effects have run a frame later.
  await page.waitForFunction(() => {
    const input = document.querySelector('#new-group-name');
    return !!input && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(page.locator('#new-group-name')).toHaveValue('Typed before scripts');
  await expect(page.getByRole('button', { name: 'Create group' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByTestId('toast')).toContainText('Group created');
  await expect(page.getByTestId('group-card').filter({ hasText: 'Typed before scripts' })).toBeVisible();
});

// The page names its translation chunks in a `Link` header, so a slow phone fetches them with the
// scripts, not after them: each is fetched once (the client's own import finds it preloaded), and the
// texts the client loads before it hydrates are all named there.
test("a page's translations are preloaded with its scripts and fetched once", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/assets\/(common|errors|accounts)-[\w-]+\.js$/.test(path)) fetched.push(path);
  });
  const response = await page.goto('/main/login');
  const named = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
    (m) => m[1],
  );
  expect(named.map((href) => href.replace(/-[\w-]+\.js$/, ''))).toEqual([
    '/assets/common',
    '/assets/errors',
    '/assets/accounts',
  ]);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).not.toHaveText(/login\.title/);
  expect(fetched.sort()).toEqual([...named].sort());
  await context.close();
});
