/**
 * A field people never see and bots fill in. Public forms render <HoneypotField/>; their actions
 * call isSpam(formData) and answer a filled one as if it failed validation, telling bots nothing.
 */
export const HONEYPOT_FIELD = 'website';

export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function isSpam(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.length > 0;
}
