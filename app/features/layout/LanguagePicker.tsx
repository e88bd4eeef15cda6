import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { LANGUAGES } from '~/lib/i18n';
import { useDomain } from '~/lib/root-data';

/**
 * Three submit buttons in a disclosure: one click changes the language, with or without JavaScript.
 * The summary's name starts with what it does and contains the language it shows (WCAG 2.5.3).
 */
export function LanguagePicker({
  align = 'right',
  compact = false,
}: {
  align?: 'left' | 'right';
  /** The desktop header's: the language's code (EN) beside the globe, its name for screen readers. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const domain = useDomain();
  const location = useLocation();
  const current = i18n.language;
  return (
    <details className="group relative" data-testid="language-picker" data-menu>
      <summary className="btn-ghost px-3">
        <span className="sr-only">
          {t('language.change')}: {compact ? `${t(`language.${current}`)}, ` : null}
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="text-sm">{compact ? current.toUpperCase() : t(`language.${current}`)}</span>
      </summary>
      <Form
        method="post"
        action={`/${domain}/language`}
        className={`absolute z-40 mt-2 w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <p className="px-3 py-2 text-xs font-medium text-gray-500">{t('language.label')}</p>
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="submit"
            name="lng"
            value={lng}
            lang={lng}
            aria-current={lng === current ? 'true' : undefined}
            className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-primary-50 aria-[current]:font-semibold aria-[current]:text-primary-700"
          >
            {t(`language.${lng}`)}
            {lng === current ? <span aria-hidden="true">✓</span> : null}
          </button>
        ))}
      </Form>
    </details>
  );
}
