// @vitest-environment happy-dom
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/home.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { PromotionDialog } from './PromotionDialog';

/**
 * The home page as the server renders it for a visitor: the promotion shows over the page until one
 * of its buttons posts to /main/promotion, which records the choice and sends the visitor back.
 */
async function renderHome() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const view = await renderRoutes(
    [
      {
        path: '/main',
        loader: () => ({ promotion: posted.length === 0 }),
        Component: function Home() {
          const { promotion } = useLoaderData<{ promotion: boolean }>();
          return (
            <main>
              <a href="/main/culture">컬처핏 검사</a>
              {promotion ? <PromotionDialog /> : null}
            </main>
          );
        },
      },
      {
        path: '/main/promotion',
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData());
          posted.push(form);
          return redirect(String(form.redirectTo));
        },
      },
    ],
    { url: '/main?tab=1' },
  );
  const dialog = await screen.findByRole('dialog', { name: ko.promotion.title });
  return { ...view, dialog, posted };
}

describe('PromotionDialog', () => {
  it('takes focus when the page opens with it, and keeps Tab inside', async () => {
    const { user, dialog } = await renderHome();
    const hide = screen.getByRole('button', { name: ko.promotion.hideToday });
    const close = screen.getByRole('button', { name: ko.promotion.close });
    await waitFor(() => expect(document.activeElement).toBe(hide));

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(hide);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape the way its Close button does: a post that comes back to the same page', async () => {
    const { user, posted } = await renderHome();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ redirectTo: '/main?tab=1', intent: 'close' }]);
  });

  it('"Hide for today" posts its own choice', async () => {
    const { user, posted } = await renderHome();
    await user.click(screen.getByRole('button', { name: ko.promotion.hideToday }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ redirectTo: '/main?tab=1', intent: 'hide-today' }]);
  });
});
