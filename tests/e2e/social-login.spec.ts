import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

const FAKE = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT ?? 3198}`;
let n = 0;

async function nextPerson(provider: 'kakao' | 'naver', tag: string) {
  const id = `${Date.now()}${++n}`;
  const person = {
    id: provider === 'kakao' ? id : `nv-${id}`,
    email: `${provider}-${tag}-${id}@example.com`,
    name: 'Social Person',
    birthyear: '1996',
    terms: ['serviceTerms'],
  };
  await fetch(`${FAKE}/__person/${provider}`, { method: 'POST', body: JSON.stringify(person) });
  return person;
}

for (const provider of ['kakao', 'naver'] as const) {
  test(`${provider}: first sign-in completes the sign-up, the next one goes straight in`, async ({
    page,
    context,
  }) => {
    const person = await nextPerson(provider, 'e2e');
    await page.goto('/demo/login');
    await page
      .getByRole('button', { name: `Continue with ${provider === 'kakao' ? 'Kakao' : 'Naver'}` })
      .click();
    await expect(page).toHaveURL(/\/demo\/sign-up\/social$/);
    await expect(page.getByTestId('social-email')).toContainText(person.email);
    await expect(page.getByLabel('Name')).toHaveValue('Social Person');
    await page.getByLabel('Country', { exact: true }).selectOption('KR');
    await page.getByLabel('Phone country code').selectOption('+82');
    await page.getByLabel('Phone number').fill('01055556666');
    await page.getByLabel('Birth month').selectOption('6');
    await page.getByLabel('I agree to all').check();
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByTestId('welcome-gift')).toBeVisible();

    await context.clearCookies();
    await page.goto('/demo/login?redirectTo=%2Fdemo%2Faccount%2Fme');
    await page
      .getByRole('button', { name: `Continue with ${provider === 'kakao' ? 'Kakao' : 'Naver'}` })
      .click();
    await expect(page).toHaveURL(/\/demo\/account\/me$/);
    await expect(page.getByTestId('account-card')).toContainText(person.email);
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  });
}
