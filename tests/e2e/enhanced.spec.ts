import { expect, test } from '@playwright/test';

// What JavaScript adds on top of the server-rendered pages, and what the page is without it.

test('carousel: autoplays every 5 s and wraps with JavaScript; a plain scroll row without', async ({
  page,
}, info) => {
  if (info.project.name === 'no-js') {
    await page.goto('/main');
    const carousel = page.getByTestId('carousel');
    await expect(carousel.getByRole('group')).toHaveCount(4);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    return;
  }
  await page.clock.install();
  await page.goto('/main');
  const carousel = page.getByTestId('carousel');
  await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toBeVisible();
  await expect(carousel).toHaveAttribute('data-current', '0');
  await page.clock.runFor(5_100);
  await expect(carousel).toHaveAttribute('data-current', '1');
  await carousel.getByRole('button', { name: 'Show slide 4' }).click();
  await expect(carousel).toHaveAttribute('data-current', '3');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_100);
  await expect(carousel).toHaveAttribute('data-current', '0');
});
