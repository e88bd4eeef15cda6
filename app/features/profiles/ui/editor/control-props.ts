// What an editor input takes from its conform field: ids, name, constraints, aria state and starting
// value, as conform's get*Props helpers give them, without shipping those helpers to every editor load.
import type { FieldMetadata } from '@conform-to/react';

/** One of the editor's conform fields, whatever its value type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, any>;

const asText = (value: unknown) => (value == null ? undefined : String(value));

/** Ids, name, required and the aria state every control of a field shares. */
function controlProps(field: AnyField) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? field.errorId : undefined,
  };
}

export const textProps = (field: AnyField) => ({
  ...controlProps(field),
  type: 'text',
  minLength: field.minLength,
  maxLength: field.maxLength,
  pattern: field.pattern,
  defaultValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
});

export const checkboxProps = (field: AnyField) => ({
  ...controlProps(field),
  type: 'checkbox',
  value: 'on',
  defaultChecked: field.initialValue === 'on',
});

export const selectProps = (field: AnyField) => ({
  ...controlProps(field),
  defaultValue: asText(field.initialValue),
});

export const textareaProps = (field: AnyField) => ({
  ...controlProps(field),
  minLength: field.minLength,
  maxLength: field.maxLength,
  defaultValue: asText(field.initialValue),
});

/** One checkbox per value of a list field (at least one may be ticked, so none is required). */
export const choicesProps = (field: AnyField, values: readonly string[]) =>
  values.map((value) => ({
    ...controlProps(field),
    key: `${field.key ?? ''}${value}`,
    id: `${field.id}-${value}`,
    type: 'checkbox',
    value,
    defaultChecked: Array.isArray(field.initialValue)
      ? field.initialValue.includes(value)
      : field.initialValue === value,
    required: undefined,
  }));
