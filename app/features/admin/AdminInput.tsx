import type { ReactNode } from 'react';
import type { AnyField } from '~/ui/Field';
import { useTranslation } from '~/lib/i18n-react';

/**
 * A labelled field of an operator form, wired to conform: what was typed comes back from the action's
 * reply, and the field's first problem (an `admin:` key) shows under it. `children` replaces the text
 * input (a select), given the same id, name and value.
 */
export function AdminInput({
  field,
  id,
  label,
  type = 'text',
  className,
  children,
}: {
  field: AnyField;
  id: string;
  label: string;
  type?: string;
  className?: string;
  children?: (props: {
    id: string;
    name: string;
    defaultValue: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const error = field.errors?.[0];
  const props = {
    id,
    name: field.name,
    defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children ? children(props) : <input {...props} key={field.key} type={type} className={className} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
