// @vitest-environment happy-dom
import { useActionData } from '@remix-run/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '~/locales/ko/coupons.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { RegisterCouponForm } from './CouponWallet';

const WALLET = '/main/account/me/coupon';

/** The wallet's register form; its action records what was posted and answers nothing special. */
async function renderWallet() {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const view = await renderRoutes(
    [
      {
        path: WALLET,
        loader: () => null,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return { done: true };
        },
        Component: function Wallet() {
          useActionData();
          return <RegisterCouponForm confirmCode={null} />;
        },
      },
    ],
    { url: WALLET },
  );
  const code = await screen.findByRole('textbox', { name: ko.wallet.codeLabel });
  // The page's check has arrived (the form stops leaving it to the browser); before it, Register posts
  // and the server asks to confirm, as without JavaScript.
  await waitFor(() => expect(code.closest('form')?.noValidate).toBe(true));
  return { ...view, code, posted };
}

describe('RegisterCouponForm confirm dialog', () => {
  it('asks to confirm the code, with focus inside and Tab kept there', async () => {
    const { user, code } = await renderWallet();
    await user.type(code, ' welcome-2024 ');
    await user.click(screen.getByRole('button', { name: ko.wallet.register }));

    const dialog = await screen.findByRole('dialog', { name: ko.wallet.confirmTitle });
    // The particle fits the code once it is shown (app/lib/korean.ts): 2024 is read 이천이십사, so 를.
    expect(dialog.textContent).toContain(
      ko.wallet.confirmBody.replace('{{code}}을(를)', 'WELCOME-2024를').replace('{{code}}', 'WELCOME-2024'),
    );
    const cancel = within(dialog).getByRole('link', { name: ko.wallet.cancel });
    const confirm = within(dialog).getByRole('button', { name: ko.wallet.confirm });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('Escape cancels without registering and gives focus back to Register', async () => {
    const { user, code, posted } = await renderWallet();
    await user.type(code, 'WELCOME-2024');
    const register = screen.getByRole('button', { name: ko.wallet.register });
    await user.click(register);
    await screen.findByRole('dialog', { name: ko.wallet.confirmTitle });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(register);
    expect(posted).toEqual([]);
  });

  it('Register in the dialog posts the code once confirmed', async () => {
    const { user, code, posted } = await renderWallet();
    await user.type(code, 'welcome-2024');
    await user.click(screen.getByRole('button', { name: ko.wallet.register }));
    const dialog = await screen.findByRole('dialog', { name: ko.wallet.confirmTitle });

    await user.click(within(dialog).getByRole('button', { name: ko.wallet.confirm }));
    await waitFor(() =>
      expect(posted).toEqual([{ couponNumber: 'WELCOME-2024', intent: 'register-confirm' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('RegisterCouponForm check', () => {
  it('an empty or blank code is refused in place with the schema’s message, the field focused, nothing posted', async () => {
    const { user, code, posted } = await renderWallet();
    const register = screen.getByRole('button', { name: ko.wallet.register });
    await user.click(register);
    expect((await screen.findByRole('alert')).textContent).toBe(ko.errors.enterCode);
    // The focus follows the message in the render after (the validator may still have been loading).
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '   ');
    await user.click(register);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ko.errors.enterTheCode));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });
});
