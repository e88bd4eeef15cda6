import { useTranslation } from '~/lib/i18n-react';
import { SelectField, TextField } from '~/ui/Field';
import type { FieldState } from '~/ui/useCheckedForm';
import { COUNTRIES, PHONE_CODES } from './constants';

/** Name, country, phone and birth month: the same inputs in sign-up, social sign-up and account edit. */
export function AccountFields({
  field,
  years,
}: {
  field: (name: string) => FieldState;
  years: { min: number; max: number };
}) {
  const { t } = useTranslation('accounts');
  const yearOptions = Array.from({ length: years.max - years.min + 1 }, (_, i) => String(years.max - i)).map(
    (y) => ({ value: y, label: y }),
  );
  const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <>
      <TextField field={field('name')} label={t('fields.name')} autoComplete="name" />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          field={field('country')}
          label={t('fields.country')}
          placeholder={t('fields.choose')}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
        />
        <SelectField
          field={field('countryCode')}
          label={t('fields.countryCode')}
          placeholder={t('fields.choose')}
          options={PHONE_CODES.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <TextField
        field={field('phoneNumber')}
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('fields.phoneHint')}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          field={field('birthYear')}
          label={t('fields.birthYear')}
          placeholder={t('fields.choose')}
          options={yearOptions}
        />
        <SelectField
          field={field('birthMonth')}
          label={t('fields.birthMonth')}
          placeholder={t('fields.choose')}
          options={monthOptions}
        />
      </div>
    </>
  );
}
