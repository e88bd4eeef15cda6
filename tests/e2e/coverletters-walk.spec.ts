// Issue 27 items 7 and 14 in the cover-letter panel and the resume editor, with JavaScript on and off:
// a resume without a position is sent to the position screen before anything else is asked, and a
// filled textarea's counter shows its real count before any typing.
import { expect, test } from '@playwright/test';
import { measure } from '../../app/features/coverletters/counting';
import { createGroup, newMember, writeResume } from './profile-helpers';
import { chooseLanguage, LANGUAGES, text } from './walk-helpers';

test('no position: Write leads to the position screen first, in ko, en and id', async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await newMember(page, 'no-position');
  await page.goto('/main/profile/group');
  await createGroup(page, 'No position');
  const id = await writeResume(page, 'No position resume');
  for (const lng of LANGUAGES) {
    const t = (key: string) => text(lng, 'coverletters', key);
    await chooseLanguage(context, baseURL, lng);
    await page.goto(`/main/profile/result?id=${id}`);
    const panel = page.getByTestId('generation-panel');
    // No position, so no question is offered; the button still answers, with the spec's first rule.
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    if (javaScriptEnabled) await expect(panel.locator('input[name=stream]')).toBeAttached();
    await panel.getByRole('button', { name: t('generation.submit'), exact: true }).click();
    const answer = javaScriptEnabled
      ? page.getByRole('alertdialog', { name: t('generation.positionTitle') })
      : page.getByTestId('generation-error');
    await expect(answer).toContainText(t('generation.noPosition'));
    await expect(page.getByText(t('validation.selectQuestion'))).toHaveCount(0);
    // Without JavaScript the page says it once, by the button the member pressed.
    if (!javaScriptEnabled) await expect(panel.getByText(t('generation.noPosition'))).toHaveCount(1);
    await answer.getByRole('link', { name: t('generation.toPosition'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/main/profile/position\\?id=${id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
  }
});

test("a filled textarea's counter shows its real count, before any script runs", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await newMember(page, 'counter');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Counter');
  const id = await writeResume(page, 'Counter resume', { job: true });

  const open = async () => {
    await page.goto(`/main/profile/information?id=${id}`);
    const card = page.getByTestId('work-card');
    // With JavaScript a saved entry shows in read mode: Edit opens its fields.
    if (javaScriptEnabled) await card.getByRole('button', { name: 'Edit', exact: true }).click();
    return { box: card.getByLabel('Achievements'), counter: card.getByTestId('char-counter') };
  };
  // The saved achievements (five lines): counted as the page shows them, line breaks once each.
  let { box, counter } = await open();
  const saved = await box.inputValue();
  expect(saved.split('\n')).toHaveLength(5);
  await expect(counter).toHaveText(`${measure(saved)} / 3000`);

  // Hangul and an emoji on two lines: each character a reader sees counts once.
  const typed = '성과 요약 😀\n둘째 줄';
  await box.fill(typed);
  if (javaScriptEnabled) await expect(counter).toHaveText('12 / 3000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');
  ({ box, counter } = await open());
  await expect(box).toHaveValue(typed);
  await expect(counter).toHaveText('12 / 3000');
});
