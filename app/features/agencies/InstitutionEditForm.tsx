import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n-react';
import { COUNTRIES, PHONE_CODES } from '~/features/accounts';
import { SubmitButton } from '~/ui/SubmitButton';
import { useCheckedForm } from '~/ui/useCheckedForm';
import type { InstitutionEdit } from './institution-edit';

const loadValidation = () => import('./validation').then((m) => m.validateInstitutionEdit);

const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 aria-[invalid]:border-red-500 read-only:bg-gray-50';

/**
 * The institution's edit form (spec §2): plain POST, institutionEditSchema's messages under each field
 * (checked here once the page is interactive, and by the action).
 */
export function InstitutionEditForm({
  values,
  readOnly,
  lastResult,
}: {
  values: Record<keyof InstitutionEdit, string>;
  readOnly: { loginId: string; bizNo: string; domain: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation('agencies');
  const form = useCheckedForm(lastResult, loadValidation);
  const value = (name: keyof InstitutionEdit) => form.typed(name, values[name] ?? '');
  const problem = (name: keyof InstitutionEdit) => form.errors[name]?.[0];
  const error = (name: keyof InstitutionEdit) =>
    problem(name) ? (
      <p id={`inst-${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
        {t(problem(name)!)}
      </p>
    ) : null;
  const text = (name: keyof InstitutionEdit, label: string, type = 'text', max = 100) => (
    <div>
      <label htmlFor={`inst-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`inst-${name}`}
        name={name}
        type={type}
        maxLength={max}
        defaultValue={value(name)}
        aria-invalid={problem(name) ? true : undefined}
        aria-describedby={problem(name) ? `inst-${name}-error` : undefined}
        className={inputClass}
      />
      {error(name)}
    </div>
  );
  const select = (name: 'country' | 'countryCode', label: string, options: readonly string[]) => (
    <div>
      <label htmlFor={`inst-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={`inst-${name}`}
        name={name}
        defaultValue={value(name)}
        className={inputClass}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {name === 'country' ? t(`countries.${o}`) : o}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );
  return (
    <Form
      method="post"
      {...form.props}
      className="mt-6 space-y-5"
      noValidate
      data-testid="institution-edit"
    >
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold">{t('edit.readOnly')}</legend>
        {(
          [
            ['loginId', readOnly.loginId],
            ['bizNo', readOnly.bizNo],
            ['domain', `/${readOnly.domain}`],
          ] as const
        ).map(([name, v]) => (
          <div key={name}>
            <label htmlFor={`inst-ro-${name}`} className="block text-sm font-medium">
              {t(`fields.${name}`)}
            </label>
            <input id={`inst-ro-${name}`} value={v} readOnly className={inputClass} />
          </div>
        ))}
      </fieldset>
      {text('agencyName', t('fields.agencyName'))}
      {text('bossName', t('fields.bossName'), 'text', 50)}
      {select('country', t('fields.country'), COUNTRIES)}
      {text('zipCode', t('fields.zipCode'), 'text', 10)}
      {text('address', t('fields.address'), 'text', 200)}
      {text('subAddress', t('fields.subAddress'), 'text', 200)}
      {text('managerName', t('fields.managerName'), 'text', 50)}
      {text('dept', t('fields.dept'), 'text', 50)}
      {text('position', t('fields.position'), 'text', 50)}
      {text('email', t('fields.email'), 'email', 254)}
      <div className="grid grid-cols-[8rem_1fr] gap-2">
        {select('countryCode', t('fields.countryCode'), PHONE_CODES)}
        {text('phoneNumber', t('fields.phoneNumber'), 'tel', 15)}
      </div>
      <SubmitButton>{t('edit.submit')}</SubmitButton>
    </Form>
  );
}
