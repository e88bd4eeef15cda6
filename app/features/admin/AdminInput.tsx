import type { ReactNode } from 'react';
import { CONSOLE_INPUT } from './ConsoleList';
import { useTranslation } from '~/lib/i18n-react';
import type { CheckedForm } from '~/ui/useCheckedForm';

/**
 * A labelled field of an operator form checked by `useCheckedForm`: what was typed comes back from the
 * action's reply (the page is drawn anew after a refused post without JavaScript), and the field's first
 * problem (an `admin:` key) shows under it. `children` replaces the text input (a select), given the same
 * id, name and value.
 */
export function AdminInput({
  form,
  name,
  id,
  label,
  type = 'text',
  ns = 'admin',
  children,
}: {
  form: CheckedForm;
  name: string;
  id: string;
  label: string;
  type?: string;
  /** The namespace of the field's message keys (a feature's own console page: 'coupons'). */
  ns?: string;
  children?: (props: {
    id: string;
    name: string;
    defaultValue: string;
    className: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const error = form.errors[name]?.[0];
  const props = {
    id,
    name,
    defaultValue: form.typed(name),
    className: CONSOLE_INPUT,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children ? children(props) : <input {...props} type={type} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
