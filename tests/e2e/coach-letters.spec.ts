// The coach and letters per application (issue 35 items 2, 6, 7), with JavaScript on and off: a typed
// company's application gets letters; writing first asks for the member's reason and plan (one field
// each), saves them on the application, then writes; application B, with the same resume, never shows,
// prints or downloads application A's letters.
import { expect, test, type Page } from '@playwright/test';
import { createGroup, newMember, writeResume } from './profile-helpers';

test.use({ locale: 'en-US' });

/** A typed company's application with the resume and one question; opens its result screen. */
async function typedApplication(page: Page, company: string, question: string) {
  await page.goto('/main/applications');
  const create = page.getByTestId('application-create');
  // The form is open when the list is empty, folded under its summary otherwise.
  if (!(await create.getByLabel('Company').isVisible()))
    await page.getByText('Add application', { exact: true }).first().click();
  await create.getByLabel('Company').fill(company);
  await create.getByLabel('Resume sent').selectOption({ label: 'Coach resume' });
  await create.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const add = page.getByTestId('add-question-form');
  await add.getByLabel('Question').fill(question);
  await add.getByLabel('Limit').fill('200');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('toast')).toContainText('Question added');
  const appId = page.url().match(/applications\/(\d+)/)![1];
  await page.getByRole('button', { name: 'Write answers with AI' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/result\\?id=\\d+&app=${appId}`));
  await expect(page.getByTestId('result-target')).toHaveText(company);
  return { appId, url: page.url() };
}

test('the coach asks, then writes; a typed company gets letters; B never shows A', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await newMember(page, 'coach');
  await page.goto('/main/profile/group');
  await createGroup(page, 'Coach');
  const resumeId = await writeResume(page, 'Coach resume', { job: true });
  // One episode of the member's own (a motivation answer tells the story that led here).
  await page.goto(`/main/profile/information?id=${resumeId}#episodes`);
  await page.getByRole('button', { name: '+ Add episode' }).click();
  const card = page.getByTestId('episode-card').first();
  await card.getByLabel('Episode title').fill('Order API latency');
  await card.getByLabel('Situation').fill('Checkout timed out for one order in fifty during sales.');
  await card.getByLabel('What I did').fill('I rewrote the slowest order queries and added a cache.');
  await card.getByLabel('Result (with figures)').fill('Response time fell by 40%.');
  await card.getByLabel('The strength it shows').fill('finding the slow step with numbers');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');

  const a = await typedApplication(page, 'Typed Coach A', 'Why do you want to join Typed Coach A?');
  const panel = page.getByTestId('generation-panel');
  await panel.getByLabel('Why do you want to join Typed Coach A?').check();
  await panel.getByRole('button', { name: 'Write cover letters' }).click();

  // The coach asks exactly the reason and the plan, one field each, before anything is written.
  const coach = page.getByTestId('coach');
  await expect(coach).toBeVisible();
  await expect(coach.getByRole('textbox')).toHaveCount(2);
  await coach
    .getByLabel('In one or two sentences, why this company (or role)?')
    .fill('I want to build the order tools that Typed Coach A is known for.');
  // Left empty: declined before payment, naming the part.
  await coach.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('coach-declined')).toContainText('your plan after joining');
  await expect(page.getByTestId('letter')).toHaveCount(0);
  await page
    .getByTestId('coach')
    .getByLabel('What do you want to do in your first one to three years?')
    .fill('In my first year I will cut the order API latency in half.');
  await page.getByTestId('coach').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('coach-saved')).toBeVisible();

  // Now it writes (the question is still chosen).
  const chosen = page.getByTestId('generation-panel').getByLabel('Why do you want to join Typed Coach A?');
  if (!(await chosen.isChecked())) await chosen.check();
  await page.getByTestId('generation-panel').getByRole('button', { name: 'Write cover letters' }).click();
  // With JavaScript the letter is streamed into the panel, then joins the saved letters.
  if (javaScriptEnabled) await expect(page.getByTestId('live-letters')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('letter')).toHaveCount(1, { timeout: 60_000 });
  const letterA = (await page.getByTestId('letter-content').first().innerText())
    .trim()
    .split('\n')[0]
    .slice(0, 40);

  // The reasons were saved on the application and are shown back there.
  await page.goto(`/main/applications/${a.appId}`);
  await expect(page.getByTestId('material-saved')).toContainText('cut the order API latency');

  // Application B with the same resume: no letter of A on its screen, print page or PDF.
  const b = await typedApplication(page, 'Typed Coach B', 'What are your goals after joining?');
  await expect(page.getByTestId('letter')).toHaveCount(0);
  await expect(page.getByTestId('print-not-ready')).toBeVisible();
  await page.goto(`/main/profile/print?id=${resumeId}&tab=coverletter&app=${b.appId}`);
  await expect(page.locator('body')).not.toContainText(letterA);
  const pdfB = await page.request.get(
    `/main/profile/print.pdf?id=${resumeId}&tab=coverletter&app=${b.appId}`,
    {
      maxRedirects: 0,
    },
  );
  expect(pdfB.status()).toBe(302);
  // A's own print page has its letter.
  await page.goto(`/main/profile/print?id=${resumeId}&tab=coverletter&app=${a.appId}`);
  await expect(page.locator('body')).toContainText(letterA);
  expect(b.url).toContain(`id=${resumeId}`);
});
