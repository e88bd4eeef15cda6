import { useTranslation } from '~/lib/i18n-react';
import { DURATION_UNITS } from '#db/schema/enums';
import { TranslationFields } from './TranslationFields';

export type GoodsValues = {
  code: string;
  name: string;
  description: string;
  nameEn: string;
  nameId: string;
  descriptionEn: string;
  descriptionId: string;
  price: string;
  currency: string;
  durationUnit: string;
  durationValue: string;
  generationLimit: string;
  sortOrder: string;
  bestFlag: boolean;
  agencyFlag: boolean;
};

/** The goods form's fields (create and edit); errors are admin message keys by field. */
export function GoodsFormFields({
  values,
  errors,
}: {
  values?: Partial<GoodsValues>;
  errors?: Record<string, string[] | null>;
}) {
  const { t } = useTranslation('admin');
  const error = (name: string) =>
    errors?.[name]?.[0] ? (
      <span className="text-sm text-red-600" role="alert" id={`${name}-error`}>
        {t(errors[name]![0])}
      </span>
    ) : null;
  const field = (name: keyof GoodsValues, label: string, extra: Record<string, unknown> = {}) => (
    <label className="flex flex-col text-sm">
      {label}
      <input
        name={name}
        defaultValue={String(values?.[name] ?? '')}
        className="input mt-1"
        aria-invalid={errors?.[name] ? true : undefined}
        aria-describedby={errors?.[name] ? `${name}-error` : undefined}
        {...extra}
      />
      {error(name)}
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('code', t('goods.code'), { required: true, maxLength: 40, pattern: '[A-Z0-9_\\-]+' })}
      {field('name', t('goods.name'), { required: true, maxLength: 100 })}
      <label className="flex flex-col text-sm sm:col-span-2">
        {t('goods.description')}
        <textarea
          name="description"
          defaultValue={values?.description ?? ''}
          maxLength={500}
          className="input mt-1"
          rows={2}
        />
        {error('description')}
      </label>
      <TranslationFields values={values} errors={errors} idPrefix="goods" />
      {field('price', t('goods.price'), {
        required: true,
        inputMode: 'decimal',
        title: t('goods.priceHint'),
      })}
      <label className="flex flex-col text-sm">
        {t('goods.currency')}
        <select name="currency" defaultValue={values?.currency ?? 'KRW'} className="input mt-1">
          <option value="KRW">KRW</option>
          <option value="USD">USD</option>
        </select>
        {error('currency')}
      </label>
      {field('durationValue', t('goods.duration'), { required: true, inputMode: 'numeric' })}
      <label className="flex flex-col text-sm">
        {t('goods.durationUnit')}
        <select name="durationUnit" defaultValue={values?.durationUnit ?? 'MONTH'} className="input mt-1">
          {DURATION_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`goods.units.${u}`)}
            </option>
          ))}
        </select>
      </label>
      {field('generationLimit', t('goods.limit'), { inputMode: 'numeric' })}
      {field('sortOrder', t('goods.sort'), { inputMode: 'numeric' })}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="bestFlag" defaultChecked={values?.bestFlag} /> {t('goods.best')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="agencyFlag" defaultChecked={values?.agencyFlag} /> {t('goods.agency')}
      </label>
      <p className="text-xs text-gray-500 sm:col-span-2">{t('goods.priceHint')}</p>
    </div>
  );
}
