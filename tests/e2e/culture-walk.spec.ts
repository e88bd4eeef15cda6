// Issue 27 items 13, 15, 19b, 8 and 20: the survey lands on the question left unanswered, the report's
// company view asks for a company instead of drawing an empty chart, its caption's particle fits the
// name, and the demo companies are named in the page's language with no dead links.
import { expect, test } from '@playwright/test';
import { answerSurveyPage, startSurvey, surveyQuestions } from './culture-helpers';
import { logIn, uniqueEmail } from './helpers';
import { chooseLanguage, closeWelcome, LANGUAGES, signUpIn, text } from './walk-helpers';

test('survey and report in ko, en and id: the unanswered question, the company view, the caption', async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('culture-walk');
  await signUpIn(page, email, 'en');
  await logIn(page, email);
  await closeWelcome(page, 'en');

  await startSurvey(page);
  const survey = page.url();

  // A question in the middle of the page left out: the page lands on it, its first answer has the
  // keyboard and the message stands beside it — wherever the Next button left the page.
  for (const lng of LANGUAGES) {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.goto(survey);
    const count = await surveyQuestions(page).count();
    expect(count).toBeGreaterThan(3);
    const skip = Math.floor(count / 2);
    await answerSurveyPage(page, skip);
    await page.getByRole('button', { name: text(lng, 'culture', 'survey.next'), exact: true }).click();
    const question = surveyQuestions(page).nth(skip);
    const message = question.getByText(text(lng, 'culture', 'survey.selectAnswer'), { exact: true });
    await expect(message).toBeVisible({ timeout: 20_000 });
    await expect(message).toBeInViewport();
    await expect(question).toBeInViewport();
    await expect(question.locator('input').first()).toBeFocused();
    await expect(page.getByTestId('survey-missing')).toHaveCount(1);
  }

  await chooseLanguage(page.context(), baseURL, 'en');
  await page.goto(survey);
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Page ${n} of 5`)).toBeVisible();
    await answerSurveyPage(page);
    await page.getByRole('button', { name: n === 5 ? 'Submit' : 'Next' }).click();
  }
  await expect(page).toHaveURL(/\/main\/culture\/result\?id=\d+/);
  const result = page.url();
  // The demo companies are invented: no card links to an address that leads nowhere, and an English
  // report names the Korean ones in English.
  const cards = page.getByTestId('similar-companies').getByTestId('company-card');
  await expect(cards).toHaveCount(6);
  await expect(page.locator('a[href*=".example"]')).toHaveCount(0);
  for (const name of await cards.getByTestId('company-name').allInnerTexts())
    expect(name).not.toMatch(/[가-힣]/);

  // The company view without a company: a prompt that leads to the company picker, not an empty chart.
  for (const lng of LANGUAGES) {
    await chooseLanguage(page.context(), baseURL, lng);
    await page.goto(`${result}&view=company`);
    const radar = page.getByTestId('radar');
    await expect(radar.getByTestId('choose-company')).toHaveText(
      text(lng, 'culture', 'result.chooseCompany') + text(lng, 'culture', 'result.chooseCompanyLink'),
    );
    await expect(radar.locator('svg polygon[data-series]')).toHaveCount(0);
    await radar.getByRole('link', { name: text(lng, 'culture', 'result.chooseCompanyLink') }).click();
    const picker = page.getByLabel(text(lng, 'culture', 'result.compare'));
    if (javaScriptEnabled) await expect(picker).toBeFocused();
    else await expect(page).toHaveURL(/#compare-company$/);
    await expect(picker).toBeInViewport();
  }

  // In Korean the caption's particle fits the company's name: 과 after a final consonant, else 와.
  await chooseLanguage(page.context(), baseURL, 'ko');
  await page.goto(`${result}&view=company`);
  const picker = page.getByLabel(text('ko', 'culture', 'result.compare'));
  const names = (await picker.locator('option').allTextContents()).slice(1);
  const final = (name: string) => (name.charCodeAt(name.length - 1) - 0xac00) % 28;
  const hangul = names.filter((name) => /[가-힣]$/.test(name));
  const picks = [hangul.find((n) => final(n) !== 0), hangul.find((n) => final(n) === 0)].filter(
    (n): n is string => Boolean(n),
  );
  expect(picks.length, names.join(', ')).toBeGreaterThan(0);
  for (const name of picks) {
    await picker.selectOption({ label: name });
    if (!javaScriptEnabled)
      await picker
        .locator('xpath=ancestor::form')
        .getByRole('button', { name: text('ko', 'culture', 'result.show') })
        .click();
    const particle = final(name) === 0 ? '와' : '과';
    await expect(page.getByTestId('gaps').locator('caption')).toHaveText(`${name}${particle} 나의 차이`);
    await expect(page.getByTestId('radar').locator('svg polygon[data-series]')).toHaveCount(1);
  }
});
