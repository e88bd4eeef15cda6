import { expect, test } from '@playwright/test';
import { memberWithoutPass } from './member-helpers';
import { chooseLanguage, text } from './walk-helpers';

// Issue 38 item 15: a US-dollar order said "이 결제 모듈은 KRW 결제만 지원합니다." right above its working
// "US$9.90 결제하기" button. The order page now says which methods take this currency (PayPal and the
// bank transfer), next to them, in the reader's language.

test.use({ locale: 'en-US' });

test('a USD order names the methods that take dollars, beside its working pay button (id, ko)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await memberWithoutPass(page);
  // An Indonesian member buys in US dollars.
  await page.goto('/main/account/me/edit');
  await page.getByLabel('Country', { exact: true }).selectOption('ID');
  await page.getByLabel('Phone country code').selectOption('+62');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.goto('/main/goods/user');
  await page.getByTestId('goods-US-PASS-1M').click();
  await page.locator('button[name="intent"][value="buy"]').click();
  await expect(page).toHaveURL(/\/main\/order\/CC\d{8}-[\w-]+\/user$/);

  for (const lng of ['id', 'ko'] as const) {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.reload();
    const card = page.getByTestId('card-payment');
    await expect(card.getByTestId('card-payment-methods')).toHaveText(
      text(lng, 'commerce', 'order.usdMethods'),
    );
    await expect(card.getByRole('link', { name: /US\$9[.,]90/ })).toBeVisible();
    // The card-only sentence is gone from the page that takes dollars.
    await expect(page.locator('main')).not.toContainText(text(lng, 'commerce', 'errors.cardKrwOnly'));
  }
  await expect(page.getByTestId('card-payment-methods')).toContainText('PayPal');
  await expect(page.getByTestId('card-payment-methods')).toContainText('계좌이체');
});
