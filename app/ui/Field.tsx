import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import type { FieldState } from './useCheckedForm';

/** A translation key (`validation.nameRequired`, `errors:code.20002`), not a sentence. */
const MESSAGE_KEY = /^[a-zA-Z]+([.:][\w-]+)+$/;

/**
 * The first error of a field, translated (schemas carry i18n keys of `common`). A message that is not a
 * key (zod's own English, "expected string, received undefined") shows as the localized "check this value".
 */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600" role="alert">
      {t(MESSAGE_KEY.test(errors[0]) ? errors[0] : 'validation.invalid')}
    </p>
  );
}

/**
 * What an input, select or textarea takes from its field: ids, starting value, the loader's constraints
 * and the aria state (`describedBy`: other ids that describe it, a hint's).
 */
export function fieldAttributes(field: FieldState, describedBy: string[] = []) {
  const by = [field.errors ? field.errorId : '', ...describedBy].filter(Boolean);
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue,
    required: field.required,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    pattern: field.pattern,
    'aria-invalid': field.errors ? true : undefined,
    'aria-describedby': by.length ? by.join(' ') : undefined,
  };
}

type TextFieldProps = {
  field: FieldState;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  readOnly?: boolean;
  trailing?: ReactNode;
};

/** A labelled input of a checked form: native constraints for the no-JS path, messages under it. */
export function TextField({
  field,
  label,
  type = 'text',
  hint,
  autoComplete,
  inputMode,
  readOnly,
  trailing,
}: TextFieldProps) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          {...fieldAttributes(field, hint ? [`${field.id}-hint`] : [])}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base read-only:bg-gray-50 aria-[invalid]:border-red-500 focus:border-primary-500 focus:outline-none sm:text-sm"
        />
        {trailing}
      </div>
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

type SelectFieldProps = {
  field: FieldState;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ field, label, options, placeholder }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        {...fieldAttributes(field)}
        className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base aria-[invalid]:border-red-500 sm:text-sm"
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
