import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Whether Tab can reach the element: rendered, not inert, and not inside a closed disclosure (a closed
 * `<details>` shows only its `<summary>`; the controls behind it are in the page but not on screen).
 */
function reachable(el: HTMLElement) {
  if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') return false;
  if (el.closest('[inert]')) return false;
  for (
    let details = el.closest('details');
    details;
    details = details.parentElement?.closest('details') ?? null
  ) {
    if (details.open) continue;
    const summary = details.querySelector(':scope > summary');
    if (!summary || !summary.contains(el)) return false;
  }
  return true;
}

/** The dialog's controls in Tab order that a person can reach: its first and last bound the trap. */
function tabbableIn(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
}

/**
 * A modal on the native `<dialog>`. The server renders it open (a plain box over the page whose
 * buttons are forms, so it works without JavaScript); once hydrated it becomes modal with
 * `showModal()`: focus moves in, Tab cycles inside, the page behind is inert, and Escape presses the
 * element marked `data-dialog-dismiss` (a submit button, so closing is recorded the same way as a
 * click) or, without one, calls `onDismiss`. When it closes, focus goes back to the control that had it
 * when the dialog opened (the button that opened it), not to the page's body.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role,
  testId,
  onDismiss,
  className = '',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  role?: 'alertdialog';
  testId?: string;
  onDismiss?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Before showModal() moves focus in: the control to give focus back to on closing.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.matches(':modal')) {
      if (el.open) el.close();
      el.showModal();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      const button = el.querySelector<HTMLElement>('[data-dialog-dismiss]');
      if (button) button.click();
      else dismiss.current?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbableIn(el);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !el.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !el.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    el.addEventListener('cancel', onCancel);
    el.addEventListener('keydown', onKeyDown);
    return () => {
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('keydown', onKeyDown);
      if (el.open) el.close();
      // React has already taken the dialog out of the page, and the browser sent focus to the body
      // (its own restoring on close() is for a dialog still in the page). Give it back to the opener,
      // unless focus has been put somewhere on purpose since.
      const active = document.activeElement;
      const lost = !active || active === document.body || el.contains(active);
      if (lost && opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      className={`modal-dialog w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-gray-900 shadow-xl ${className}`}
    >
      {children}
    </dialog>
  );
}

/**
 * A message that needs an answer (an alertdialog): its title, its message and the buttons or links that
 * answer it (`children`, right-aligned). The ids are `${id}-title` and `${id}-message`.
 */
export function MessageDialog({
  id,
  title,
  message,
  testId,
  messageTestId,
  onDismiss,
  children,
}: {
  id: string;
  title: ReactNode;
  message: ReactNode;
  testId: string;
  messageTestId?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      testId={testId}
      onDismiss={onDismiss}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-2 text-sm text-gray-700" data-testid={messageTestId}>
        {message}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>
    </Dialog>
  );
}
