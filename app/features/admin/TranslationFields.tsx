import { useTranslation } from '~/lib/i18n-react';

type Values = { nameEn: string; nameId: string; descriptionEn: string; descriptionId: string };
const FIELDS = [
  { name: 'nameEn', max: 100, label: 'translations.nameEn' },
  { name: 'nameId', max: 100, label: 'translations.nameId' },
  { name: 'descriptionEn', max: 500, label: 'translations.descriptionEn' },
  { name: 'descriptionId', max: 500, label: 'translations.descriptionId' },
] as const;

/**
 * The English and Indonesian name and description of goods or a coupon (optional: a page in a language
 * without one shows the Korean text), in the operator's goods and coupon forms.
 */
export function TranslationFields({
  values,
  errors,
  idPrefix,
}: {
  values?: Partial<Values>;
  errors?: Record<string, string[] | null>;
  idPrefix: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{t('translations.title')}</legend>
      <p className="text-xs text-gray-500 sm:col-span-2">{t('translations.hint')}</p>
      {FIELDS.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const error = errors?.[f.name]?.[0];
        return (
          <div key={f.name} className="flex flex-col text-sm">
            <label htmlFor={id}>{t(f.label)}</label>
            <input
              id={id}
              name={f.name}
              maxLength={f.max}
              defaultValue={values?.[f.name] ?? ''}
              className="input mt-1"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <span className="text-sm text-red-600" role="alert" id={`${id}-error`}>
                {t(error)}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
