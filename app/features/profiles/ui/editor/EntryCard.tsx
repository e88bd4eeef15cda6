import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

/**
 * One entry of a section (an education, a work, …) in read or edit mode. Read mode needs JavaScript to
 * leave, so without it every card is in edit mode. The fields stay in the form in both modes, hidden
 * in read mode, so saving always sends the whole resume. A card with a problem opens in edit mode.
 */
export function EntryCard({
  summary,
  children,
  removeButton,
  invalid,
  fresh,
  readOnly,
  testId,
}: {
  summary: ReactNode;
  children: ReactNode;
  removeButton: ButtonHTMLAttributes<HTMLButtonElement>;
  invalid: boolean;
  fresh: boolean;
  readOnly: boolean;
  testId: string;
}) {
  const { t } = useTranslation('profiles');
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(fresh);
  const open = !hydrated || editing || invalid;
  return (
    <div
      className="rounded-xl border border-gray-200 p-4"
      data-testid={testId}
      data-mode={open ? 'edit' : 'read'}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 text-sm">{open ? null : summary}</div>
        {readOnly ? null : (
          <div className="flex shrink-0 gap-2">
            {hydrated && !open ? (
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setEditing(true)}>
                {t('editor.edit')}
              </button>
            ) : null}
            {hydrated && open && !invalid ? (
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setEditing(false)}>
                {t('editor.done')}
              </button>
            ) : null}
            <button {...removeButton} className="btn-ghost px-2 py-1 text-xs text-red-700">
              {t('editor.remove')}
            </button>
          </div>
        )}
      </div>
      <div hidden={!open} className="mt-2 space-y-4">
        {children}
      </div>
    </div>
  );
}
