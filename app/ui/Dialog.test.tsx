// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from '~/lib/i18n-react';
import { renderRoutes } from '~/test-utils/remix-stub';
import { Dialog } from './Dialog';

/**
 * A page with a control on each side of the one that opens a dialog; the dialog holds a field, a link
 * and a close button. `dismissButton` marks the close button `data-dialog-dismiss` (Escape presses
 * it); otherwise Escape calls `onDismiss`.
 */
function Page({
  dismissButton = false,
  disclosure = false,
  onDismissed,
}: {
  dismissButton?: boolean;
  disclosure?: boolean;
  onDismissed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => {
    onDismissed();
    setOpen(false);
  };
  return (
    <main>
      <a href="/main">{t('actions.home')}</a>
      <button type="button" onClick={() => setOpen(true)}>
        {t('nav.notifications')}
      </button>
      <button type="button">{t('actions.next')}</button>
      {open ? (
        <Dialog labelledBy="dialog-title" onDismiss={dismissButton ? undefined : close}>
          <h2 id="dialog-title">{t('session.expiredTitle')}</h2>
          <label>
            {t('actions.confirm')}
            <input name="answer" />
          </label>
          <a href="/main/login">{t('nav.login')}</a>
          <button type="button" onClick={close} data-dialog-dismiss={dismissButton ? '' : undefined}>
            {t('actions.close')}
          </button>
          {disclosure ? (
            // A closed disclosure last (the group dialog's "그룹 삭제"): its summary is the last control;
            // the button behind it is not on screen until it opens.
            <details>
              <summary>{t('actions.cancel')}</summary>
              <button type="submit">{t('actions.next')}</button>
            </details>
          ) : null}
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog(props: { dismissButton?: boolean; disclosure?: boolean } = {}) {
  const onDismissed = vi.fn();
  const view = await renderRoutes(
    [{ path: '/main', Component: () => <Page {...props} onDismissed={onDismissed} /> }],
    { url: '/main' },
  );
  const opener = await screen.findByRole('button', { name: '알림' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '로그인이 만료되었습니다' });
  return { ...view, opener, dialog, onDismissed };
}

describe('Dialog', () => {
  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '확인' })));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const field = screen.getByRole('textbox', { name: '확인' });
    const link = screen.getByRole('link', { name: '로그인' });
    const close = screen.getByRole('button', { name: '닫기' });

    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.tab();
    expect(document.activeElement).toBe(close);
    // Past the last control, back to the first: not to the page's controls after the dialog.
    await user.tab();
    expect(document.activeElement).toBe(field);
    // And backwards past the first, to the last: not to the page's controls before the dialog.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps focus inside when the last control is a closed disclosure: its summary, not what it hides', async () => {
    const { user, dialog } = await openDialog({ disclosure: true });
    const field = screen.getByRole('textbox', { name: '확인' });
    const summary = dialog.querySelector('summary')!;
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Shift+Tab on the first control goes round to the summary (not to the hidden button).
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(summary);
    // Tab on the summary goes round to the first control, not out of the dialog.
    await user.tab();
    expect(document.activeElement).toBe(field);
    // Opened, the disclosure's button is the last control.
    summary.click();
    await waitFor(() => expect(dialog.querySelector('details')!.open).toBe(true));
    summary.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '다음' }));
    await user.tab();
    expect(document.activeElement).toBe(field);
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user, opener, onDismissed } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDismissed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('on Escape presses the button marked data-dialog-dismiss, then gives focus back', async () => {
    const { user, opener, onDismissed } = await openDialog({ dismissButton: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The close button's own click handler ran (the dialog has no onDismiss here).
    expect(onDismissed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the opener when closed with its own button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
