// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '~/locales/ko/common.json';
import ko from '~/locales/ko/notifications.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { NotificationBell } from './NotificationBell';
import type { NotificationsPage } from './page.server';

const PAGE: NotificationsPage = {
  title: ko.title,
  page: 1,
  after: null,
  hasNext: false,
  items: [
    {
      id: 1,
      title: '결제가 완료되었습니다',
      description: '1개월 이용권 9,900원 결제가 완료되었습니다.',
      date: '2024.10.01',
    },
    {
      id: 2,
      title: '환불이 완료되었습니다',
      description: '3일 이용권 3,900원이(가) 환불되었습니다.',
      date: '2024.10.02',
    },
  ],
};

/** The header's bell with two unread notifications; the panel loads them from /main/notifications. */
async function openPanel() {
  const view = await renderRoutes(
    [
      {
        path: '/main',
        Component: () => (
          <header>
            <a href="/main">{common.nav.home}</a>
            <NotificationBell domain="main" count={2} />
            <a href="/main/account/me">{common.nav.myPage}</a>
          </header>
        ),
      },
      { path: '/main/notifications', loader: () => PAGE },
    ],
    { url: '/main' },
  );
  const bell = await screen.findByRole('button', {
    name: common.nav.notificationsUnread.replace('{{shown}}', '2'),
  });
  await view.user.click(bell);
  const dialog = await screen.findByRole('dialog', { name: ko.title });
  await within(dialog).findByText(PAGE.items[1].title);
  return { ...view, bell, dialog };
}

describe('NotificationBell panel', () => {
  it('opens from the bell with focus inside, and Tab and Shift+Tab stay in the panel', async () => {
    const { user, dialog } = await openPanel();
    const close = within(dialog).getByRole('button', { name: ko.close });
    await waitFor(() => expect(document.activeElement).toBe(close));

    const inside = [
      close,
      ...within(dialog)
        .getAllByRole('button')
        .filter((b) => b !== close),
    ];
    const last = inside[inside.length - 1];
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let i = 0; i < inside.length; i += 1) await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const { user, bell } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
