// Helpers of the issue 27 accounts walk (accounts-walk*.spec.ts): languages, locale texts, raw keys.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkIn } from './helpers';

export const LANGUAGES = ['ko', 'en', 'id'] as const;
export type Lng = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree | string[] };
export const locales = (lng: Lng) =>
  Object.fromEntries(
    fs
      .readdirSync(path.resolve('app/locales', lng))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(fs.readFileSync(path.resolve('app/locales', lng, f), 'utf8')),
      ]),
  ) as Record<string, Tree>;
export const text = (lng: Lng, ns: string, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], locales(lng)[ns]) as string;

/** Every key of every namespace (`me.register`, `coupons:me.register`): what a page must never show. */
export const RAW_KEYS = (() => {
  const keys = new Set<string>();
  const walk = (ns: string, tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) walk(ns, v, key);
      else if (key.includes('.')) {
        keys.add(key);
        keys.add(`${ns}:${key}`);
      }
    }
  };
  for (const [ns, tree] of Object.entries(locales('en'))) walk(ns, tree, '');
  return keys;
})();

export async function rawKeysOn(page: Page): Promise<string[]> {
  const body = await page.locator('body').innerText();
  return [...new Set(body.split(/[\s,()"'“”]+/).map((w) => w.replace(/[.:]$/, '')))].filter((w) =>
    RAW_KEYS.has(w),
  );
}

/** The language choice as the server stores it (Remix's cookie: base64 of the JSON value). */
export async function chooseLanguage(context: BrowserContext, baseURL: string | undefined, lng: Lng) {
  const value = Buffer.from(JSON.stringify(lng)).toString('base64');
  await context.addCookies([{ name: 'lng', value, domain: new URL(baseURL!).hostname, path: '/' }]);
}

export async function contextIn(
  browser: Browser,
  baseURL: string | undefined,
  lng: Lng,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'accept-language': lng },
  });
  await chooseLanguage(context, baseURL, lng);
  return context;
}

/** Waits until the page has hydrated (with JavaScript), so a click is a client-side navigation. */
export async function ready(page: Page, javaScriptEnabled: boolean) {
  await page.waitForLoadState('load');
  if (javaScriptEnabled)
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter)),
      )
      .toBe(true);
}

/**
 * From `start`, each header and page link in turn: a fresh load of `start` (only its namespaces are in
 * the browser), a click on the link (hidden menu entries get the click a menu tap gives), then the page
 * it led to must show no raw key.
 */
export async function clickThrough(page: Page, start: string, scope: string, javaScriptEnabled: boolean) {
  await page.goto(start);
  await ready(page, javaScriptEnabled);
  // With JavaScript the bell is a link only until the page hydrates (then a button that opens the panel).
  const bell = javaScriptEnabled ? ':not([data-testid=notification-bell])' : '';
  const hrefs = await page
    .locator(`${scope} a[href^="/"]${bell}`)
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  const visited: string[] = [];
  for (const href of hrefs) {
    if (/\/logout|\.pdf|\/language/.test(href)) continue;
    await page.goto(start);
    await ready(page, javaScriptEnabled);
    await page.locator(`${scope} a[href="${href}"]`).first().dispatchEvent('click');
    // Wherever the link led (a page may send on, e.g. to the culture test when there is no result yet).
    if (href !== start)
      await page.waitForURL((url) => url.pathname !== start, { timeout: 10_000 }).catch(() => undefined);
    if (javaScriptEnabled)
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              // A link that loads a whole document has no router until the new page hydrates.
              (window as unknown as { __remixRouter?: { state: { navigation: { state: string } } } })
                .__remixRouter?.state.navigation.state,
          ),
        )
        .toBe('idle');
    await page.waitForLoadState('networkidle');
    expect(await rawKeysOn(page), `${start} → ${href}`).toEqual([]);
    visited.push(href);
  }
  return visited;
}

const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3199}`;

/** The mails to an address whose subject contains `subject`, oldest first, as the local SMTP peer has them. */
export async function mailsTo(to: string, subject: string) {
  const mails = (await (await fetch(MAILBOX)).json()) as { to: string[]; subject: string; text: string }[];
  return mails.filter((m) => m.to.includes(to) && m.subject.includes(subject));
}

/**
 * Signs up through the real form in `lng` (the page's labels in that language): the account's language
 * is the one it was made in, and each login sets the page language back to it.
 */
export async function signUpIn(page: Page, email: string, lng: Lng, password = 'Passw0rd!') {
  const t = (key: string) => text(lng, 'accounts', key);
  const subject = text(lng, 'mail', 'verifyEmail.subject');
  // The same address may have signed up before (then withdrawn): its link is the one in a new mail.
  const before = (await mailsTo(email, subject)).length;
  await page.goto('/main/sign-up');
  await page.getByLabel(t('fields.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('signUp.authenticate'), exact: true }).click();
  await expect(page.getByTestId('signup-notice')).toBeVisible();
  await expect.poll(async () => (await mailsTo(email, subject)).length).toBeGreaterThan(before);
  const mail = (await mailsTo(email, subject)).at(-1)!;
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(linkIn(mail.text));
  await expect(verifyPage.getByTestId('email-verified')).toBeVisible();
  await verifyPage.close();
  await page.getByRole('button', { name: t('signUp.authComplete'), exact: true }).click();
  await expect(page.getByTestId('auth-completed')).toBeVisible();
  await page.getByLabel(t('fields.password'), { exact: true }).fill(password);
  await page.getByLabel(t('fields.passwordConfirm'), { exact: true }).fill(password);
  await page.getByLabel(t('fields.name'), { exact: true }).fill('Test User');
  await page.getByLabel(t('fields.country'), { exact: true }).selectOption('KR');
  await page.getByLabel(t('fields.countryCode'), { exact: true }).selectOption('+82');
  await page.getByLabel(t('fields.phone'), { exact: true }).fill('01012345678');
  await page.getByLabel(t('fields.birthYear'), { exact: true }).selectOption('1998');
  await page.getByLabel(t('fields.birthMonth'), { exact: true }).selectOption('5');
  await page.getByLabel(t('terms.all'), { exact: true }).check();
  await page.getByRole('button', { name: t('signUp.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/main\/login$/);
}

/** Closes the first login's welcome box as a member does (its Close button), which ends the first login. */
export async function closeWelcome(page: Page, lng: Lng) {
  const welcome = page.getByTestId('welcome-gift');
  await welcome.getByRole('button', { name: text(lng, 'common', 'actions.close'), exact: true }).click();
  await expect(welcome).toHaveCount(0);
}
