// The anonymous page cache through the whole app: visitors of a public page share one render for a few
// seconds, but every answer has its own CSP nonce and honeypot token, its own language, and a signed-in
// member or a visitor with a pending message never gets the shared page. Visitors asking for the same
// language in other words, arriving through a campaign link (utm_*, gclid …) or holding analytics cookies
// share the render too, and get the page they would have got live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '~/features/accounts/session.server';
import { checkHoneypot } from '~/lib/honeypot.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { languageCookie } from '~/lib/i18n.server';
import { flashToast } from '~/lib/toast.server';
import { PAGE_CACHE_HEADER } from '../../server/page-cache';
import { registerUser } from './accounts-helpers';
import { startAppServer } from './app-server';
import { withTestDatabase } from './test-database';

withTestDatabase();
let app: Awaited<ReturnType<typeof startAppServer>>;
beforeAll(async () => {
  app = await startAppServer();
}, 120_000);
afterAll(() => app?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.base}${path}`, { headers: { 'accept-language': 'en', ...headers } });
  const html = await res.text();
  // The test app runs on Vite's dev server, where the same policy is sent report-only.
  const policy =
    res.headers.get('content-security-policy') ?? res.headers.get('content-security-policy-report-only');
  const policyNonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  const honeypot = /\\"honeypot\\",\\"([0-9]+\.[A-Za-z0-9_-]+)\\"/.exec(html)?.[1];
  return { res, html, policyNonce, nonces, honeypot };
}

const honeypotVerdict = (token: string) => {
  const form = new FormData();
  form.set(HONEYPOT_TIME_FIELD, token);
  return checkHoneypot(form, Date.now() + 60_000);
};

describe('anonymous page cache', () => {
  it('every visitor of a shared page gets their own nonce (the one the CSP allows) and honeypot token', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await page('/main/login'));
    for (const a of answers) {
      expect(a.res.status).toBe(200);
      expect(a.policyNonce).toBeTruthy();
      expect([...a.nonces]).toEqual([a.policyNonce]);
      expect(honeypotVerdict(a.honeypot!)).toBe('ok');
    }
    expect(new Set(answers.map((a) => a.policyNonce)).size).toBe(4);
    expect(new Set(answers.map((a) => a.honeypot)).size).toBe(4);
    // Apart from those two values the visitors got the same page, with no marker left in it.
    const plain = answers.map((a) => a.html.split(a.policyNonce!).join('N').split(a.honeypot!).join('H'));
    expect(new Set(plain).size).toBe(1);
    expect(answers[3].html).not.toContain('\u0000');
  });

  it('is kept per language: Korean, English and Indonesian visitors each get their own page', async () => {
    for (const lng of ['ko', 'en', 'id', 'ko', 'en', 'id']) {
      const { html } = await page('/main', { 'accept-language': lng });
      expect(html).toContain(`<html lang="${lng}"`);
    }
    const cookie = (await languageCookie.serialize('id')).split(';')[0];
    const chosen = await page('/main', { 'accept-language': 'ko', cookie });
    expect(chosen.html).toContain('<html lang="id"');
  });

  it('a signed-in member and a visitor with a pending message never get the shared page', async () => {
    await page('/main');
    await page('/main');
    const user = await registerUser('cache-member@example.com', { name: 'Cachecheck Member' });
    const cookie = (await startSession(user)).map((c) => c.split(';')[0]).join('; ');
    const member = await page('/main', { cookie });
    expect(member.html).toContain('Cachecheck Member');

    const toast = (await flashToast({ type: 'success', key: 'common:toast.saved' })).split(';')[0];
    const visitor = await page('/main', { cookie: toast });
    expect(visitor.res.headers.get('set-cookie')).toMatch(/^toast=;/);
    const after = await page('/main');
    expect(after.html).not.toContain('Cachecheck Member');
    expect(after.res.headers.get('set-cookie')).toBeNull();
  });

  type Visit = Awaited<ReturnType<typeof page>>;
  /** How many of `visits` the cache rendered and how many it answered from a kept page (its header says). */
  async function rendersOf<T extends Visit | Visit[]>(
    visits: () => Promise<T>,
  ): Promise<{ renders: number; hits: number; result: T }> {
    const result = await visits();
    const said = [result].flat().map((v) => v.res.headers.get(PAGE_CACHE_HEADER));
    return {
      renders: said.filter((s) => s === 'miss').length,
      hits: said.filter((s) => s === 'hit').length,
      result,
    };
  }

  it('seven ordinary ways of asking for Korean cost one render, and all get the Korean page', async () => {
    const korean = [
      'ko',
      'ko-KR',
      'ko-KR,ko;q=0.9,en;q=0.8',
      'ko;q=1',
      'ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7',
      'ko-kr',
      'ko,en;q=0.5',
    ];
    const { renders, result } = await rendersOf(async () => {
      const pages = [];
      for (const header of korean) pages.push(await page('/main/terms', { 'accept-language': header }));
      return pages;
    });
    expect(renders).toBe(1);
    for (const { html } of result) expect(html).toContain('<html lang="ko"');
    // English and Korean never share: the English visitor renders once more and gets English.
    const english = await rendersOf(() => page('/main/terms', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(english.renders).toBe(1);
    expect(english.result.html).toContain('<html lang="en"');
    const korean2 = await rendersOf(() => page('/main/terms', { 'accept-language': 'ko' }));
    expect(korean2.renders).toBe(0);
    expect(korean2.result.html).toContain('<html lang="ko"');
  });

  it('campaign links cost one render, and no tracking parameter shows up in the page', async () => {
    // The first visitor (the one whose visit renders) comes through a campaign link.
    const links = [
      '/main/privacy?utm_source=kakao&utm_medium=social',
      '/main/privacy',
      '/main/privacy?utm_source=naver&utm_campaign=spring&utm_term=%EC%9D%B4%EB%A0%A5%EC%84%9C',
      '/main/privacy?gclid=Cj0KCQ',
      '/main/privacy?fbclid=IwAR0x',
      '/main/privacy?msclkid=abc&mc_cid=1&mc_eid=2',
      '/main/privacy?_ga=2.1.1.1',
    ];
    const { renders, result } = await rendersOf(async () => {
      const pages = [];
      for (const link of links) pages.push(await page(link, { 'accept-language': 'ko' }));
      return pages;
    });
    expect(renders).toBe(1);
    for (const { html } of result) {
      expect(html).toContain('<html lang="ko"');
      expect(html).not.toMatch(/utm_|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga=/);
    }
    // The language picker sends the visitor back to the page itself, without the campaign's parameters.
    expect(result[0].html).toMatch(/name="redirectTo" value="\/main\/privacy"/);

    // Other parameters are the page's own: kept, in any order, as one page.
    const login = await rendersOf(async () => [
      await page('/main/login?redirectTo=%2Fmain%2Fprofile&utm_source=mail', { 'accept-language': 'ko' }),
      await page('/main/login?gclid=1&redirectTo=%2Fmain%2Fprofile', { 'accept-language': 'ko' }),
    ]);
    expect(login.renders).toBe(1);
    for (const { html } of login.result) {
      expect(html).toContain('/main/profile');
      expect(html).not.toMatch(/utm_|gclid/);
    }
  });

  it('a visitor holding analytics cookies gets the shared page; a session cookie gets the live one', async () => {
    await page('/main/signup-intro', { 'accept-language': 'ko' });
    const analytics = await rendersOf(() =>
      page('/main/signup-intro', {
        'accept-language': 'ko',
        cookie: '_ga=GA1.1.1234.5678; _gid=GA1.1.9; _fbp=fb.1.1700000000.1; _ga_ABC123=GS1.1.1',
      }),
    );
    expect(analytics).toMatchObject({ renders: 0, hits: 1 });
    expect(analytics.result.res.status).toBe(200);
    expect(analytics.result.html).toContain('<html lang="ko"');

    const user = await registerUser('cache-analytics@example.com', { name: 'Analytics Member' });
    const session = (await startSession(user)).map((c) => c.split(';')[0]).join('; ');
    const member = await rendersOf(() =>
      page('/main/signup-intro', { 'accept-language': 'ko', cookie: `_ga=GA1.1.1; ${session}` }),
    );
    expect(member).toMatchObject({ renders: 0, hits: 0 }); // the live page: the cache never saw it
    expect(member.result.html).toContain('Analytics Member');
    const after = await page('/main/signup-intro', { 'accept-language': 'ko', cookie: '_ga=GA1.1.1' });
    expect(after.html).not.toContain('Analytics Member');
  });
});
