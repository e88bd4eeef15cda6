import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { resumeOnResult } from './profile-helpers';

// The resume's episodes (경험 정리) with JavaScript on and off: reached by the #episodes link, added with
// tags, saved, read back after a reload, removed; the owner's resume shows them all, the print only the
// one marked for printing.

test.use({ locale: 'en-US' });

const toast = (page: Page) => page.getByTestId('toast');
const cards = (page: Page) => page.getByTestId('episode-card');

/**
 * With JavaScript a saved card shows a summary until Edit; without it every card is a form. Before the
 * page runs, a card is a form in both: with JavaScript, wait for the card's Edit or Done button (the page
 * has run) before deciding, or the card folds into its summary after the check.
 */
async function opened(card: Locator, javaScriptEnabled: boolean) {
  const edit = card.getByRole('button', { name: 'Edit' });
  if (javaScriptEnabled) {
    await expect(edit.or(card.getByRole('button', { name: 'Done' }))).toBeVisible();
    if (await edit.isVisible()) await edit.click();
  }
  await expect(card).toHaveAttribute('data-mode', 'edit');
  return card;
}

async function addEpisode(page: Page) {
  const before = await cards(page).count();
  await page.getByRole('button', { name: '+ Add episode' }).click();
  await expect(cards(page)).toHaveCount(before + 1);
  return cards(page).nth(before);
}

const inventory = {
  title: 'Inventory gap closed',
  org: 'Hanbit Logistics',
  situation: 'Month-end stock counts were off by 4%.',
  action: 'I reordered the receiving checks and added a barcode re-scan.',
  result: 'The gap fell to 0.8% in two months.',
  learned: 'Say early when a first plan is failing.',
  shows: 'Owning a gap before it grows',
  myPart: 'I kept the old checks a month too long.',
};
const roster = { title: 'Roster dispute', action: 'I proposed a rotating roster both team leads accepted.' };

test('episodes: reached by #episodes, added with tags, saved, reloaded, removed; printed only when marked', async ({
  page,
  javaScriptEnabled,
}) => {
  // A long walk (sign-up, resume, position, three episodes, generation, print) on a shared machine.
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    window.print = () => {};
  });
  const id = await resumeOnResult(page);

  // A link with the hash lands on the section (the browser's own jump without JavaScript, the router's with).
  await page.goto('/main/profile/group');
  await page.goto(`/main/profile/information?id=${id}#episodes`);
  const section = page.locator('#episodes');
  await expect(section).toBeInViewport();
  await expect(section.getByRole('heading', { name: 'Episodes' })).toBeInViewport();
  await expect(page.getByTestId('episodes-help')).toContainText('failure or a conflict');
  await expect(cards(page)).toHaveCount(0);

  const first = await addEpisode(page);
  await first.getByLabel('Episode title').fill(inventory.title);
  await first.getByLabel('Where (company, school, club …)').fill(inventory.org);
  await first.getByLabel('Start (YYYY.MM)').fill('2023.03');
  await first.getByLabel('End (YYYY.MM)').fill('2023.09');
  await first.getByLabel('Situation').fill(inventory.situation);
  await first.getByLabel('What I did').fill(inventory.action);
  await first.getByLabel('Result (with figures)').fill(inventory.result);
  await first.getByLabel('What I learned').fill(inventory.learned);
  // The coach's parts (ADR 0038): each a short field with its hint.
  await first.getByLabel('The strength it shows').fill(inventory.shows);
  await first.getByLabel('What went wrong and my share of it').fill(inventory.myPart);
  await first.getByLabel('Failure').check();
  await first.getByLabel('Data').check();
  const print = first.getByLabel('Print this episode on my resume');
  await expect(print).not.toBeChecked();
  await print.check();

  // Adding the next one keeps what was typed (without JavaScript the add button posts the whole form).
  const second = await addEpisode(page);
  await expect(cards(page).first().getByLabel('Episode title')).toHaveValue(inventory.title);
  await expect(cards(page).first().getByLabel('Failure')).toBeChecked();
  await second.getByLabel('Episode title').fill(roster.title);
  await second.getByLabel('What I did').fill(roster.action);
  await second.getByLabel('Conflict').check();
  const third = await addEpisode(page);
  await third.getByLabel('Episode title').fill('A third one');
  await third.getByLabel('Result (with figures)').fill('Nothing worth keeping.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Saved', { timeout: 20_000 });
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  const saved = await opened(cards(page).first(), javaScriptEnabled);
  await expect(saved.getByLabel('Episode title')).toHaveValue(inventory.title);
  await expect(saved.getByLabel('Where (company, school, club …)')).toHaveValue(inventory.org);
  await expect(saved.getByLabel('Start (YYYY.MM)')).toHaveValue('2023.03');
  await expect(saved.getByLabel('What I did')).toHaveValue(inventory.action);
  await expect(saved.getByLabel('Result (with figures)')).toHaveValue(inventory.result);
  await expect(saved.getByLabel('What I learned')).toHaveValue(inventory.learned);
  await expect(saved.getByLabel('The strength it shows')).toHaveValue(inventory.shows);
  await expect(saved.getByLabel('What went wrong and my share of it')).toHaveValue(inventory.myPart);
  await expect(saved.getByLabel('Failure')).toBeChecked();
  await expect(saved.getByLabel('Data')).toBeChecked();
  await expect(saved.getByLabel('Conflict')).not.toBeChecked();
  await expect(saved.getByLabel('Print this episode on my resume')).toBeChecked();
  // The open episode form has no serious accessibility finding (labels, 24px targets included); axe runs
  // inside the page, so only where scripts run.
  if (test.info().project.name === 'js') {
    const { violations } = await new AxeBuilder({ page })
      .include('#episodes')
      .options({ rules: { 'target-size': { enabled: true } } })
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  const savedSecond = await opened(cards(page).nth(1), javaScriptEnabled);
  await expect(savedSecond.getByLabel('Conflict')).toBeChecked();
  await expect(savedSecond.getByLabel('Print this episode on my resume')).not.toBeChecked();

  // Remove the third, save, and it stays gone.
  const doomed = await opened(cards(page).nth(2), javaScriptEnabled);
  await doomed.getByRole('button', { name: 'Remove' }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Saved', { timeout: 20_000 });
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('A third one')).toHaveCount(0);

  // The owner's generated resume shows both, each marked; the print shows only the marked one.
  await page.goto(`/main/profile/result?id=${id}&tab=resume`);
  await page.getByRole('button', { name: 'Resume generation' }).click();
  await expect(toast(page)).toContainText('Your resume is ready.', { timeout: 20_000 });
  const view = page.getByTestId('resume-episode');
  await expect(view).toHaveCount(2);
  await expect(view.first()).toContainText(inventory.result);
  await expect(view.first()).toContainText('Printed on the resume');
  await expect(view.nth(1)).toContainText('Not printed on the resume');

  await page.goto(`/main/profile/print?id=${id}&tab=resume`);
  await expect(page.getByTestId('resume-view')).toContainText(inventory.title);
  await expect(page.getByTestId('resume-episode')).toHaveCount(1);
  await expect(page.getByTestId('resume-view')).toContainText(inventory.learned);
  const html = await page.content();
  expect(html).not.toContain(roster.title);
  expect(html).not.toContain(roster.action);

  // The finished resume's episodes can no longer be changed.
  await page.goto(`/main/profile/information?id=${id}#episodes`);
  await expect(page.getByTestId('read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add episode' })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByRole('button', { name: 'Remove' })).toHaveCount(0);
});
