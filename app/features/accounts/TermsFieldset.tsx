import { useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { tenantPath, useDomain } from '~/lib/root-data';
import type { FieldState } from '~/ui/useCheckedForm';
import { REQUIRED_TERMS, TERMS } from './constants';

const LINKS: Partial<Record<(typeof TERMS)[number], string>> = {
  serviceTerms: '/terms',
  privacyRequired: '/privacy',
  privacyOptional: '/privacy',
};

/**
 * The sign-up terms. "Agree to all" ticks every box with JavaScript; without it, the server reads a
 * ticked "all" as every term agreed (see withAllTerms).
 */
export function TermsFieldset({
  field: fieldOf,
  error,
  errorId,
}: {
  field: (name: string) => FieldState;
  error?: string;
  errorId?: string;
}) {
  const { t } = useTranslation('accounts');
  const domain = useDomain();
  const box = useRef<HTMLFieldSetElement>(null);
  const toggleAll = (checked: boolean) => {
    box.current?.querySelectorAll<HTMLInputElement>('input[data-term]').forEach((input) => {
      input.checked = checked;
    });
  };
  return (
    <fieldset
      ref={box}
      className="space-y-2 rounded-lg border border-gray-200 p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{t('terms.legend')}</legend>
      <label className="flex items-center gap-2 border-b border-gray-100 pb-2 font-semibold">
        <input
          type="checkbox"
          name="termsAll"
          className="size-4 accent-primary-600"
          onChange={(e) => toggleAll(e.currentTarget.checked)}
        />
        {t('terms.all')}
      </label>
      {TERMS.map((term) => {
        const field = fieldOf(term);
        const required = (REQUIRED_TERMS as readonly string[]).includes(term);
        return (
          <div key={term} className="flex items-center justify-between gap-2 text-sm">
            <label className="flex min-w-0 items-center gap-2">
              <input
                type="checkbox"
                data-term={term}
                id={field.id}
                name={field.name}
                defaultChecked={field.initialValue === 'on'}
                className="size-4 accent-primary-600"
              />
              <span>
                {t(`terms.${term}`)}{' '}
                <span className={required ? 'text-primary-700' : 'text-gray-600'}>
                  ({t(required ? 'terms.required' : 'terms.optional')})
                </span>
              </span>
            </label>
            {LINKS[term] ? (
              <a
                href={tenantPath(domain, LINKS[term])}
                target="_blank"
                rel="noreferrer"
                className="shrink-0 whitespace-nowrap text-xs text-gray-500 underline"
              >
                {t('terms.view')}
              </a>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-600" role="alert">
          {t(`common:${error}`)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A ticked "agree to all" means every term is agreed, also when no script ticked the boxes. */
export function withAllTerms(formData: FormData): FormData {
  if (formData.get('termsAll') !== 'on') return formData;
  for (const term of TERMS) formData.set(term, 'on');
  return formData;
}
