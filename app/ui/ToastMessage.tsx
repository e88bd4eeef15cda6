import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import type { ShownToast } from '~/lib/toast.server';
import { useHydrated } from './useHydrated';

const TONES = {
  success: 'bg-emerald-700',
  error: 'bg-red-600',
  info: 'bg-gray-900',
} as const;

const PLACE = 'pointer-events-none fixed inset-x-0 bottom-6 z-50 flex flex-col items-center px-4';

/**
 * The page's messages from the previous action (the layout draws it on every page): a confirmation goes
 * into a live region (role=status) that is on the page before it and stays, so a screen reader hears its
 * text change; an error is an alert of its own. Rendered by the server, so it shows without JavaScript.
 */
export function ToastRegion({ toast }: { toast: ShownToast | null | undefined }) {
  const confirmation = toast && toast.type !== 'error' ? toast : null;
  return (
    <div className={PLACE}>
      <div role="status" data-testid="toast-region" className="flex justify-center">
        {confirmation ? <ToastBox key={confirmation.id} toast={confirmation} /> : null}
      </div>
      {toast?.type === 'error' ? <ToastBox key={toast.id} toast={toast} role="alert" /> : null}
    </div>
  );
}

/**
 * A message from the previous action on its own (a page's refusal shown as the spec's toast: an error,
 * announced as an alert).
 */
export function ToastMessage({ toast }: { toast: ShownToast }) {
  return (
    <div className={PLACE}>
      <ToastBox toast={toast} role={toast.type === 'error' ? 'alert' : 'status'} />
    </div>
  );
}

/** The message's box: it fades out by CSS alone, and with JavaScript it can also be dismissed. */
function ToastBox({ toast, role }: { toast: ShownToast; role?: 'alert' | 'status' }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  if (dismissedId === toast.id) return null;
  return (
    <div
      role={role}
      data-testid="toast"
      data-type={toast.type}
      className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm text-white shadow-lg [animation:toast-out_0.4s_ease-in_6s_forwards] ${TONES[toast.type]}`}
    >
      <span>{toast.text}</span>
      {/* The close button's place is kept before JavaScript runs, so the message does not move. */}
      {hydrated ? (
        <button
          type="button"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded hover:bg-white/20"
          onClick={() => setDismissedId(toast.id)}
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t('toast.close')}</span>
        </button>
      ) : (
        <span className="size-7 shrink-0" aria-hidden="true" />
      )}
    </div>
  );
}
