// @vitest-environment happy-dom
// The page-side check every form but the resume editor uses (useCheckedForm, ADR 0034), through a real
// form: the new-password form, which checks a field when it is left and again as it is typed in.
import { useActionData } from '@remix-run/react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import accounts from '~/locales/ko/accounts.json';
import common from '~/locales/ko/common.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import type { FormReply } from '~/ui/useCheckedForm';
import { NewPasswordForm } from './NewPasswordForm';

const PAGE = '/main/reset';
const { passwordFormat, passwordMismatch } = common.validation;

async function renderForm(answer: (form: FormData) => FormReply | null = () => null) {
  const posts: FormData[] = [];
  const view = await renderRoutes(
    [
      {
        path: PAGE,
        loader: () => null,
        action: async ({ request }) => {
          const form = await request.formData();
          posts.push(form);
          return answer(form);
        },
        Component: function Page() {
          const reply = useActionData() as FormReply | undefined;
          return (
            <NewPasswordForm
              passKey="k"
              lastResult={reply ?? undefined}
              submitLabel="변경"
              constraint={{ password: { required: true, maxLength: 15 } }}
            />
          );
        },
      },
    ],
    { url: PAGE },
  );
  const password = await screen.findByLabelText(accounts.fields.newPassword);
  const confirm = screen.getByLabelText(accounts.fields.passwordConfirm);
  // The schema's module, which the form imports once it runs, has arrived.
  await act(() => import('./validation'));
  return { ...view, posts, password, confirm };
}

describe('useCheckedForm through the new-password form', () => {
  it('carries the constraints the loader sent and ties each message to its field', async () => {
    const { user, password } = await renderForm();
    // The server's messages answer, never the browser's bubbles (the form asked for that).
    expect(password.closest('form')?.noValidate).toBe(true);
    expect(password).toHaveProperty('required', true);
    expect(password.getAttribute('maxlength')).toBe('15');
    await user.type(password, 'short');
    await user.tab();
    const message = await screen.findByText(passwordFormat);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('checks a field when it is left, only that field, and again as it is corrected', async () => {
    const { user, password, confirm } = await renderForm();
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText(passwordFormat)).toBeTruthy();
    // The confirmation, not yet visited, says nothing although it is empty.
    expect(screen.queryByText(common.validation.passwordConfirmRequired)).toBeNull();
    expect(document.activeElement).toBe(confirm);
    await user.click(password);
    await user.type(password, 'abc123');
    await waitFor(() => expect(screen.queryByText(passwordFormat)).toBeNull());
  });

  it('refuses on submit without posting, focusing the first field with a message', async () => {
    const { user, posts, password, confirm } = await renderForm();
    await user.type(password, 'abcd1234');
    await user.type(confirm, 'abcd12345');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText(passwordMismatch)).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    expect(posts).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'abcd1234');
    await user.click(screen.getByRole('button', { name: '변경' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get('password')).toBe('abcd1234');
    expect(posts[0].get('key')).toBe('k');
  });

  it("shows the server's refusal by field, focuses it, and keeps each message until its field is checked", async () => {
    const { user, password, confirm } = await renderForm(() => ({
      status: 'error',
      error: { password: ['validation.passwordFormat'], passwordConfirm: ['validation.passwordMismatch'] },
      initialValue: { key: 'k' },
    }));
    await user.type(password, 'abcd1234');
    await user.type(confirm, 'abcd1234');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText(passwordFormat)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));
    // Leaving the password checks it on the page; the server's word on the confirmation stands.
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByText(passwordFormat)).toBeNull());
    expect(screen.getByText(passwordMismatch)).toBeTruthy();
    // Typing in the confirmation checks it again.
    await user.type(confirm, '{Backspace}');
    await waitFor(() => expect(screen.queryByText(passwordMismatch)).toBeTruthy());
    await user.type(confirm, '4');
    await waitFor(() => expect(screen.queryByText(passwordMismatch)).toBeNull());
  });
});
