import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const HOME_TITLES = {
  ko: '나만의 이야기를 담은 자기소개서',
  en: 'Cover letters that tell your story',
  id: 'Surat lamaran yang menceritakan kisah Anda',
};

for (const [lng, locale] of [
  ['ko', 'ko-KR'],
  ['en', 'en-US'],
  ['id', 'id-ID'],
] as const) {
  test(`home renders in ${lng} from the browser's language`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/main');
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('heading', { name: HOME_TITLES[lng] })).toBeVisible();
    await expect(page.getByTestId('banner-resume')).toHaveAttribute(
      'href',
      '/main/login?redirectTo=%2Fmain%2Fprofile%2Fgroup',
    );
    await expect(page.getByTestId('banner-culture')).toHaveAttribute(
      'href',
      '/main/login?redirectTo=%2Fmain%2Fculture',
    );
    await expect(page.getByTestId('prompt-signup')).toBeVisible();
    await expect(page.getByTestId('promotion')).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('220-81-62517');
    // The menu marks the page shown, and only it (desktop and phone menus alike).
    await expect(page.locator('header a[aria-current="page"]')).toHaveCount(2);
    await expect(page.locator('header a[aria-current="page"]').first()).toHaveAttribute('href', '/main');
    await context.close();
  });
}

test('/ serves the main home, and ?domain= picks the institution', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HOME_TITLES.en })).toBeVisible();
  await page.goto('/?domain=demo');
  await expect(page.getByTestId('brand')).toContainText('Demo University');
  await expect(page.getByTestId('banner-resume')).toHaveAttribute('href', /^\/demo\/login/);
});

test('an unknown tenant redirects to the same path and query under main', async ({ request, page }) => {
  const res = await request.get('/nowhere/culture/result?tab=company&x=1', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/main/culture/result?tab=company&x=1');
  await page.goto('/nowhere/terms?ref=mail');
  await expect(page).toHaveURL(/\/main\/terms\?ref=mail$/);
});

test('the language picker switches language and stays on the page', async ({ page }) => {
  await page.goto('/main/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const picker = page.getByTestId('language-picker').filter({ visible: true }).first();
  await picker.locator('summary').click();
  await picker.getByRole('button', { name: '한국어' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveURL(/\/main\/terms$/);
  await expect(page.getByTestId('toast')).toContainText('한국어로 변경');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('an unknown page answers 404 with the not-found page inside the layout', async ({ page }) => {
  const res = await page.goto('/main/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('the error page is titled by status', async ({ page }) => {
  await page.goto('/main/error?status=403');
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await page.goto('/main/error?status=418');
  await expect(page.getByRole('heading', { name: 'Service problem' })).toBeVisible();
});

test('security headers, and a CSP nonce that differs per response and matches the inline scripts', async ({
  request,
}) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/main');
    const h = res.headers();
    const csp = h['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('a cross-site form post is refused before it reaches an action', async ({ request }) => {
  const res = await request.post('/main/language', {
    form: { lng: 'ko', redirectTo: '/main' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(res.headers()['set-cookie']).toBeUndefined();
});

test('health check reports the database', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('terms and privacy pages are reachable from the footer', async ({ page }) => {
  await page.goto('/main');
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/main\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/privacy policy/i);
});

/** The raw bytes and headers of a GET, with no decoding (the browser's view of the wire). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test("the page's scripts go out as the build compressed them: brotli, gzip, or plain for a client that takes neither", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/main')).text();
  const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'home references a built script').toBeTruthy();
  const url = new URL(script!, baseURL).href;
  const plain = await rawGet(url, 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-type']).toMatch(/javascript/);
  const br = await rawGet(url, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toMatch(/immutable/);
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  // Quality 11 at build time: smaller than the fastest brotli a request could afford.
  const quick = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  expect(br.body.length).toBeLessThan(quick.length);
  const gz = await rawGet(url, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  const refused = await rawGet(url, 'br;q=0, gzip;q=0');
  expect(refused.headers['content-encoding']).toBeUndefined();
});
