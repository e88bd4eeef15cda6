// Issue 36, as a member meets it, with JavaScript on and off, in English and Korean: an answer pasted into
// an application question's check panel; the score line, the marked text and the numbered findings of
// each kind (length, spelling, repetition, cliché, opening, claim, and blind hiring once the application
// is marked blind); a spelling suggestion applied with its button; a blind-hiring mention and a cliché
// removed and checked again; the blind switch kept on the application.
import { expect, test, type Page } from '@playwright/test';
import { createGroup, newMember, resumeOnResult, writeResume } from './profile-helpers';

test.use({ locale: 'en-US' });

const CASES = {
  en: {
    company: 'Northwind Labs',
    question: 'Why do you want to join Northwind Labs?',
    answer:
      'I am a hard-working team player. Our sales grew by 300% after I recieved the project. I studied at Seoul National University. The 300% growth was my proudest moment.',
    check: 'Check',
    blindBox: 'This company hires blind',
    wrong: 'recieved',
    right: 'received',
    school: 'I studied at Seoul National University. ',
    cliche: 'I am a hard-working team player. ',
    score: /\d+ to fix, \d+ to consider/,
    why: 'Under blind hiring a school name',
    letterPanel: 'Edit and check this letter',
    questionSwitch: 'This question:',
    onOption: 'blind',
    offOption: 'not blind',
  },
  ko: {
    company: '한빛물류',
    question: '한빛물류에 지원한 동기를 기술해 주십시오.',
    answer:
      '저는 어려서부터 최선을 다하는 사람입니다. 일이 잘 되서 매출을 300% 늘렸습니다. 서울대학교를 졸업했습니다. 매출 300% 증가는 큰 보람이었습니다.',
    check: '점검하기',
    blindBox: '이 회사는 블라인드 채용',
    wrong: '되서',
    right: '돼서',
    school: '서울대학교를 졸업했습니다. ',
    cliche: '저는 어려서부터 최선을 다하는 사람입니다. ',
    score: /고칠 것 \d+개, 살펴볼 것 \d+개/,
    why: '블라인드 채용에서는 학교명',
    letterPanel: '이 글 수정·점검하기',
    questionSwitch: '이 문항:',
    onOption: '블라인드 적용',
    offOption: '블라인드 아님',
  },
} as const;

async function setUp(page: Page, lang: keyof typeof CASES) {
  const c = CASES[lang];
  await newMember(page, `checks-${lang}`);
  await page.goto('/main/profile/group');
  await createGroup(page, 'Checks');
  await writeResume(page, 'Checked resume', { job: true });
  await page.goto('/main/applications');
  const create = page.getByTestId('application-create');
  await create.getByLabel('Company').fill(c.company);
  await create.getByLabel('Resume sent').selectOption({ label: 'Checked resume' });
  await create.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByTestId('toast')).toContainText('Application added.');
  const add = page.getByTestId('add-question-form');
  await add.getByLabel('Question').fill(c.question);
  await add.getByLabel('Limit').fill('1000');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('toast')).toContainText('Question added.');
  if (lang === 'ko') {
    const url = new URL(page.url()).pathname;
    await page.request.post('/main/language', { form: { lng: 'ko', redirectTo: url } });
    await page.goto(url);
  }
}

const kinds = async (page: Page) =>
  page.getByTestId('check-finding').evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')));

for (const lang of ['en', 'ko'] as const)
  test(`${lang}: a pasted answer is checked, each kind of finding shown and acted on`, async ({ page }) => {
    test.setTimeout(180_000);
    const c = CASES[lang];
    await setUp(page, lang);
    const panel = page.getByTestId('check-panel');
    const box = panel.locator('textarea[name="content"]');
    await box.fill(c.answer);
    await panel.getByRole('button', { name: c.check, exact: true }).click();

    // The score line, the marked print and a numbered finding of every kind but blind hiring (off).
    await expect(panel.getByTestId('check-score')).toHaveText(c.score, { timeout: 30_000 });
    await expect(panel.getByTestId('check-print').locator('mark').first()).toBeVisible();
    const found = await kinds(page);
    for (const kind of ['length', 'spelling', 'repetition', 'cliche', 'opening', 'claim'])
      expect(found, kind).toContain(kind);
    expect(found).not.toContain('blind');
    await expect(panel.getByTestId('check-findings')).toContainText(c.wrong);

    // Spelling: the suggestion's button puts it in the text and checks again.
    const spelling = panel
      .locator('[data-testid="check-finding"][data-kind="spelling"]')
      .filter({ hasText: c.wrong });
    await spelling.getByTestId('check-apply').click();
    await expect(box).toHaveValue(c.answer.replace(c.wrong, c.right));
    await expect(spelling).toHaveCount(0);

    // Blind hiring: marked on the application, the school is flagged with why it matters.
    await panel.getByLabel(c.blindBox).check();
    await panel.getByRole('button', { name: c.check, exact: true }).click();
    const blind = panel.locator('[data-testid="check-finding"][data-kind="blind"]');
    await expect(blind).toHaveCount(1);
    await expect(blind).toContainText(c.why);

    // Rewritten without the school and the cliché: both findings are gone, the switch stays on.
    await box.fill(c.answer.replace(c.wrong, c.right).replace(c.school, '').replace(c.cliche, ''));
    await panel.getByRole('button', { name: c.check, exact: true }).click();
    await expect(blind).toHaveCount(0);
    await expect(panel.locator('[data-testid="check-finding"][data-kind="cliche"]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('check-panel').getByLabel(c.blindBox)).toBeChecked();
  });

// The result screen's panel on a written letter: the same switches as an application's question, this
// question's own (follow / blind / not blind) and the box, each kept through the plain form post.
for (const lang of ['en', 'ko'] as const)
  test(`${lang}: a letter on the result screen is checked with this question's blind-hiring switch`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const c = CASES[lang];
    await resumeOnResult(page);
    await page.getByTestId('generation-panel').getByRole('checkbox').first().check();
    await page.getByLabel('Minimum length (characters)').fill('100');
    await page.getByRole('button', { name: 'Write cover letters' }).click();
    await expect(page.getByTestId('letter')).toHaveCount(1, { timeout: 60_000 });
    if (lang === 'ko') {
      const url = new URL(page.url());
      await page.request.post('/main/language', {
        form: { lng: 'ko', redirectTo: url.pathname + url.search },
      });
      await page.goto(url.pathname + url.search);
    }
    const panel = page.getByTestId('letter').first().getByTestId('check-panel');
    await page.getByText(c.letterPanel).click();
    const blind = panel.locator('[data-testid="check-finding"][data-kind="blind"]');
    const check = () => panel.getByRole('button', { name: c.check, exact: true }).click();

    // This question blind, the box off: the school is flagged, with why; the switch stays as set.
    await panel.locator('textarea[name="content"]').fill(c.answer);
    await panel.getByLabel(c.questionSwitch).selectOption({ label: c.onOption });
    await check();
    await expect(panel.getByTestId('check-score')).toHaveText(c.score, { timeout: 30_000 });
    await expect(blind).toHaveCount(1);
    await expect(blind).toContainText(c.why);
    await expect(panel.getByLabel(c.questionSwitch)).toHaveValue('on');

    // Not blind for this question, though the box is ticked: nothing flagged.
    await panel.getByLabel(c.questionSwitch).selectOption({ label: c.offOption });
    // The letter's application's box ("This company hires blind"; "Check for blind hiring" without one).
    const box = panel.locator('input[name="blindApp"]');
    await box.check();
    await check();
    await expect(panel.getByLabel(c.questionSwitch)).toHaveValue('off');
    await expect(panel.getByTestId('check-score')).toHaveText(c.score);
    await expect(blind).toHaveCount(0);

    // The letter answers a shared bank question: the switch is kept for this member and shown from the
    // stored value on a fresh visit (the box of a letter without an application counts for one check).
    await page.goto(page.url());
    await page.getByText(c.letterPanel).click();
    await expect(panel.getByLabel(c.questionSwitch)).toHaveValue('off');
    await panel.locator('textarea[name="content"]').fill(c.answer);
    if (!(await box.isChecked())) await box.check();

    // Following the box (ticked): flagged again.
    await panel.getByLabel(c.questionSwitch).selectOption('follow');
    await check();
    await expect(panel.getByLabel(c.questionSwitch)).toHaveValue('follow');
    await expect(blind).toHaveCount(1);
    await expect(box).toBeChecked();
  });
