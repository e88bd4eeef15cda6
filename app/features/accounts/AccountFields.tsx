import { useTranslation } from '~/lib/i18n-react';
import { SelectField, TextField, type AnyField } from '~/ui/Field';
import { COUNTRIES, PHONE_CODES } from './constants';

type Fields = Record<string, AnyField>;

/** Name, country, phone and birth month: the same inputs in sign-up, social sign-up and account edit. */
export function AccountFields({ fields, years }: { fields: Fields; years: { min: number; max: number } }) {
  const { t } = useTranslation('accounts');
  const yearOptions = Array.from({ length: years.max - years.min + 1 }, (_, i) => String(years.max - i)).map(
    (y) => ({ value: y, label: y }),
  );
  const monthOptions = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return (
    <>
      <TextField field={fields.name} label={t('fields.name')} autoComplete="name" />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          field={fields.country}
          label={t('fields.country')}
          placeholder={t('fields.choose')}
          options={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
        />
        <SelectField
          field={fields.countryCode}
          label={t('fields.countryCode')}
          placeholder={t('fields.choose')}
          options={PHONE_CODES.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <TextField
        field={fields.phoneNumber}
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('fields.phoneHint')}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          field={fields.birthYear}
          label={t('fields.birthYear')}
          placeholder={t('fields.choose')}
          options={yearOptions}
        />
        <SelectField
          field={fields.birthMonth}
          label={t('fields.birthMonth')}
          placeholder={t('fields.choose')}
          options={monthOptions}
        />
      </div>
    </>
  );
}
