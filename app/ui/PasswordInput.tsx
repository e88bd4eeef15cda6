import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from './useHydrated';

/** A password input with a show/hide toggle (spec §5); the toggle appears once JavaScript runs. */
export function PasswordInput({ id, name = 'password' }: { id: string; name?: string }) {
  const { t } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <div className="mt-1 flex gap-2">
      <input
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        className="block w-full rounded-lg border border-gray-300 px-3 py-2.5"
      />
      {hydrated ? (
        <button
          type="button"
          className="btn-secondary shrink-0"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
        >
          {shown ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      ) : null}
    </div>
  );
}
