/**
 * The business registration number input (spec §5: digits only). With JavaScript anything else typed or
 * pasted is dropped at once; the server keeps digits only either way (`bizNoDigits`).
 */
export function BizNoInput({
  id,
  label,
  defaultValue,
  error,
  hint,
}: {
  id: string;
  label: string;
  defaultValue?: string;
  /** The message under the field, with role=alert (already translated). */
  error?: string | null;
  hint?: string;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name="bizNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onInput={(e) => {
          e.currentTarget.value = e.currentTarget.value.replace(/\D/g, '').slice(0, 10);
        }}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
