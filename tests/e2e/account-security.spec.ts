import { expect, test, type APIRequestContext } from '@playwright/test';

test.use({ locale: 'en-US' });

const cookieValue = (value: string) => Buffer.from(JSON.stringify(value)).toString('base64');

/** The signed honeypot time the login page hands out, as a browser would post it back. */
async function honeypotTime(request: APIRequestContext) {
  const html = await (await request.get('/main/login')).text();
  return html.match(/name="hp_from" value="([^"]+)"/)?.[1] ?? '';
}

test('session cookies are HttpOnly, Secure (production) and SameSite=Lax', async ({ request }) => {
  const res = await request.post('/main/login', {
    form: {
      email: 'demo@example.com',
      password: 'Demo1234!',
      redirectTo: '',
      hp_from: await honeypotTime(request),
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const cookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  for (const name of ['at', 'rt']) {
    const cookie = cookies.find((c) => c.startsWith(`${name}=`));
    expect(cookie, name).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  }
});

test('a bot filling the honeypot gets no session, even with the right password', async ({ request }) => {
  const res = await request.post('/main/login', {
    form: { email: 'demo@example.com', password: 'Demo1234!', website: 'http://spam.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(res.headers()['set-cookie'] ?? '').not.toMatch(/rt=/);
});

test('a malformed body gets a 400 page, never a 500', async ({ request }) => {
  for (const path of ['/main/login', '/main/sign-up', '/main/language', '/main/promotion']) {
    const res = await request.post(path, {
      data: '{"not":"a form"',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      maxRedirects: 0,
    });
    expect(res.status(), path).toBeLessThan(500);
  }
});

test('a session that cannot be refreshed shows the session-expired dialog, whose button clears it and goes to login', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'rt', value: cookieValue('stolen-or-expired-token'), url: baseURL! }]);
  await page.goto('/main');
  await expect(page.getByTestId('session-expired')).toBeVisible();
  await page.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/main\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'rt')).toBeUndefined();
});

test('login-required pages send visitors to login and back after it', async ({ page }) => {
  await page.goto('/main/account/me/edit');
  await expect(page).toHaveURL(/\/main\/login\?redirectTo=%2Fmain%2Faccount%2Fme%2Fedit$/);
  await page.locator('#login-email').fill('demo@example.com');
  await page.locator('#login-password').fill('Demo1234!');
  await page.locator('#login-password').press('Enter');
  await expect(page).toHaveURL(/\/main\/account\/me\/edit$/);
});
