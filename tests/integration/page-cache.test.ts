// The anonymous page cache through the whole app: visitors of a public page share one render for a few
// seconds, but every answer has its own CSP nonce and honeypot token, its own language, and a signed-in
// member or a visitor with a pending message never gets the shared page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '~/features/accounts/session.server';
import { checkHoneypot } from '~/lib/honeypot.server';
import { HONEYPOT_TIME_FIELD } from '~/lib/honeypot';
import { languageCookie } from '~/lib/i18n.server';
import { flashToast } from '~/lib/toast.server';
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
});
