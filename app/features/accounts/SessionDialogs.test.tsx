// @vitest-environment happy-dom
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/common.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { SessionExpiredDialog, WelcomeGiftDialog } from './SessionDialogs';

type Posted = { path: string; form: Record<string, FormDataEntryValue> };

/**
 * A page that shows `Shown` as root.tsx does (session expired, or first login) until one of its
 * buttons posts: the stub's actions at the real paths record the post and send the user on.
 */
async function renderWith(Shown: () => JSX.Element, root: Record<string, unknown> = {}) {
  const posted: Posted[] = [];
  const recordAt = (path: string) => ({
    path,
    action: async ({ request }: { request: Request }) => {
      const form = Object.fromEntries(await request.formData());
      posted.push({ path, form });
      return redirect(path === '/main/session-expired' ? '/main/login' : String(form.redirectTo));
    },
  });
  const view = await renderRoutes(
    [
      {
        path: '/main/account/me',
        loader: () => ({ shown: posted.length === 0 }),
        Component: function Page() {
          const { shown } = useLoaderData<{ shown: boolean }>();
          return (
            <main>
              <a href="/main">{ko.nav.home}</a>
              {shown ? <Shown /> : null}
            </main>
          );
        },
      },
      { path: '/main/login', Component: () => <h1>{ko.nav.login}</h1> },
      recordAt('/main/session-expired'),
      recordAt('/main/welcome-gift'),
    ],
    { url: '/main/account/me', root },
  );
  return { ...view, posted };
}

describe('SessionExpiredDialog', () => {
  it('takes focus on its one button, which Tab does not leave', async () => {
    const { user } = await renderWith(() => <SessionExpiredDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: ko.session.expiredTitle });
    const toLogin = screen.getByRole('button', { name: ko.session.toLogin });
    // showModal() runs in the dialog's effect, which may follow the first paint on a busy machine.
    await waitFor(() => expect(document.activeElement).toBe(toLogin));
    await user.tab();
    expect(document.activeElement).toBe(toLogin);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(toLogin);
    expect(dialog.textContent).toContain(ko.session.expiredBody);
  });

  it('on Escape does what its button does: clears the session and goes to login', async () => {
    const { user, posted } = await renderWith(() => <SessionExpiredDialog />);
    await screen.findByRole('alertdialog', { name: ko.session.expiredTitle });
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('heading', { name: ko.nav.login })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toEqual([{ path: '/main/session-expired', form: {} }]);
  });
});

const given = { viewer: { firstLogin: true, welcomeGift: { credits: 3, passDays: 3 } } };
const rejoined = { viewer: { firstLogin: true, welcomeGift: null } };

describe('WelcomeGiftDialog', () => {
  it('says what was given, takes focus on "write my resume" and keeps Tab among its three buttons', async () => {
    const { user } = await renderWith(WelcomeGiftDialog, given);
    const dialog = await screen.findByRole('alertdialog', { name: ko.welcome.title });
    expect(screen.getByTestId('welcome-body').textContent).toBe(
      '가입 선물로 자기소개서 무료 작성 3회와 3일 이용권을 드렸어요. 이력서부터 작성해 보세요.',
    );
    const resume = screen.getByRole('button', { name: ko.welcome.toResume });
    const culture = screen.getByRole('button', { name: ko.welcome.toCulture });
    const close = screen.getByRole('button', { name: ko.actions.close });
    await waitFor(() => expect(document.activeElement).toBe(resume));
    await user.tab();
    expect(document.activeElement).toBe(culture);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(resume);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('tells a member who re-joined that nothing was given this time', async () => {
    await renderWith(WelcomeGiftDialog, rejoined);
    await screen.findByRole('alertdialog', { name: ko.welcome.noneTitle });
    expect(screen.getByTestId('welcome-body').textContent).toBe(ko.welcome.none);
    expect(screen.getByTestId('welcome-body').textContent).not.toContain('3회');
  });

  it('on Escape closes (not "write my resume") and stays on the page', async () => {
    const { user, posted } = await renderWith(WelcomeGiftDialog, given);
    await screen.findByRole('alertdialog', { name: ko.welcome.title });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted).toEqual([
      { path: '/main/welcome-gift', form: { redirectTo: '/main/account/me', intent: 'close' } },
    ]);
    expect(screen.getByRole('link', { name: ko.nav.home })).toBeTruthy();
  });
});
