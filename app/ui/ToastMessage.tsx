import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import type { ShownToast } from '~/lib/toast.server';
import { useHydrated } from './useHydrated';

const TONES = {
  success: 'bg-emerald-700',
  error: 'bg-red-600',
  info: 'bg-gray-900',
} as const;

/**
 * A message from the previous action, rendered by the server so it shows without JavaScript;
 * it fades out by CSS alone, and with JavaScript it can also be dismissed.
 */
export function ToastMessage({ toast }: { toast: ShownToast }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  if (dismissedId === toast.id) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      <div
        role={toast.type === 'error' ? 'alert' : 'status'}
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
    </div>
  );
}
