import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useLiveCounts } from '~/features/coverletters';
import { checkboxProps, selectProps, textareaProps, textProps, type AnyField } from './control-props';
import { describedBy, FieldSource, useSourceId } from './FieldSource';

export type { AnyField };

/** The editor's first invalid field (check order), focused on load even without JavaScript. */
export const FirstInvalid = createContext<string | null>(null);

const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base disabled:bg-gray-50 aria-[invalid]:border-red-500 sm:text-sm';

function Label({ field, label }: { field: AnyField; label: string }) {
  return (
    <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
      {label}
    </label>
  );
}

/**
 * A field's message. A list's own message (no input to focus, e.g. "add at least one education") can
 * take the focus itself when it is the first problem: autofocus without JavaScript, and with it
 * scrolled to the middle of the screen, clear of the fixed bottom bar.
 */
export function Problem({ field, focusWhenFirst = false }: { field: AnyField; focusWhenFirst?: boolean }) {
  const { t } = useTranslation('profiles');
  const first = useContext(FirstInvalid);
  const focus = focusWhenFirst && first === field.name && !!field.errors?.length;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [focus, field.errors]);
  if (!field.errors?.length) return null;
  return (
    <p
      ref={ref}
      id={field.errorId}
      className="mt-1 scroll-my-28 text-sm text-red-600"
      role="alert"
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
      data-testid={focusWhenFirst ? `problem-${field.name}` : undefined}
    >
      {t(field.errors[0])}
    </p>
  );
}

export function Text({
  field,
  label,
  placeholder,
  inputMode,
  pattern,
}: {
  field: AnyField;
  label: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  pattern?: string;
}) {
  const first = useContext(FirstInvalid);
  const props = textProps(field);
  const source = useSourceId(field);
  return (
    <div>
      <Label field={field} label={label} />
      <input
        {...props}
        aria-describedby={describedBy(props['aria-describedby'], source)}
        placeholder={placeholder}
        inputMode={inputMode}
        pattern={pattern ?? props.pattern}
        autoFocus={first === field.name}
        className={inputClass}
      />
      <Problem field={field} />
      <FieldSource field={field} />
    </div>
  );
}

export function Select({
  field,
  label,
  options,
  placeholder,
}: {
  field: AnyField;
  label: string;
  options: { value: string; label: string }[];
  placeholder: string;
}) {
  const first = useContext(FirstInvalid);
  const props = selectProps(field);
  const source = useSourceId(field);
  return (
    <div>
      <Label field={field} label={label} />
      <select
        {...props}
        aria-describedby={describedBy(props['aria-describedby'], source)}
        autoFocus={first === field.name}
        className={`${inputClass} bg-white`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Problem field={field} />
      <FieldSource field={field} />
    </div>
  );
}

/**
 * A long text with a character counter against its limit: the server's count of the saved text in the
 * page (right without JavaScript), then live as it is typed.
 */
export function LongText({
  field,
  label,
  max,
  hint,
  rows = 4,
}: {
  field: AnyField;
  label: string;
  max: number;
  /** A short line under the label saying what to write (read out with the field). */
  hint?: string;
  rows?: number;
}) {
  const { t } = useTranslation('profiles');
  const props = textareaProps(field);
  const { counts, ref, onInput } = useLiveCounts(String(field.initialValue ?? ''));
  const hintId = `${field.id}-hint`;
  const source = useSourceId(field);
  return (
    <div>
      <Label field={field} label={label} />
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <textarea
        {...props}
        aria-describedby={describedBy(hint ? hintId : undefined, props['aria-describedby'], source)}
        maxLength={max}
        rows={rows}
        ref={ref}
        onInput={onInput}
        className={inputClass}
      />
      <p className="mt-1 text-right text-xs text-gray-500" aria-live="polite" data-testid="char-counter">
        {t('editor.counter', { count: counts.withSpaces, max })}
      </p>
      <Problem field={field} />
      <FieldSource field={field} />
    </div>
  );
}

/** A yes/no field; `inline` drops the top margin that lines it up with the inputs of a grid row. */
export function Checkbox({
  field,
  label,
  inline = false,
}: {
  field: AnyField;
  label: string;
  inline?: boolean;
}) {
  const props = checkboxProps(field);
  return (
    <label className={`${inline ? '' : 'mt-6 '}flex min-h-6 items-center gap-2 text-sm`}>
      <input {...props} className="size-4" />
      {label}
    </label>
  );
}

export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

const PERIOD = '\\d{4}\\.(0[1-9]|1[0-2])';

/** A start and an end month (YYYY.MM), two cells of a grid. */
export function PeriodFields({ start, end }: { start: AnyField; end: AnyField }) {
  const { t } = useTranslation('profiles');
  return (
    <>
      <Text
        field={start}
        label={t('editor.start')}
        placeholder="YYYY.MM"
        pattern={PERIOD}
        inputMode="decimal"
      />
      <Text field={end} label={t('editor.end')} placeholder="YYYY.MM" pattern={PERIOD} inputMode="decimal" />
    </>
  );
}
