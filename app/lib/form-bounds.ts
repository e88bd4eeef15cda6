// Bounds every posted form is checked against before anything parses it (conform builds arrays as long
// as the largest index a field name asks for, and PostgreSQL refuses NUL bytes in text).

export const FORM_LIMITS = {
  /**
   * The largest real form, the resume editor with every list full, posts about 450 fields, and up to
   * 360 more with 20 episodes (eight texts, the print box and nine tags each): about 810.
   */
  fields: 850,
  nameLength: 100,
  /** Per text value; the longest field (a letter or an achievement) is 3000 characters. */
  valueLength: 10_000,
  /** `list[i]` indexes must be below this (the longest list holds 20 entries). */
  listIndex: 100,
} as const;

/** Request body limits in bytes, enforced by the host while the body streams in. */
export const BODY_LIMITS = {
  form: 256 * 1024,
  /** What an upload may add on top of the file itself (the other fields, multipart framing). */
  uploadOverhead: 256 * 1024,
} as const;

// C0 controls and DEL, except tab, line feed and carriage return (which text areas post).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const INDEX = /\[(\d*)\]/g;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

export type FormProblem = 'fields' | 'name' | 'index' | 'value' | 'control';

/** Why a posted form is out of bounds, or null when it is within them. Files are bounded by size elsewhere. */
export function formProblem(entries: Iterable<[string, FormDataEntryValue]>): FormProblem | null {
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > FORM_LIMITS.fields) return 'fields';
    if (name.length > FORM_LIMITS.nameLength) return 'name';
    for (const [, digits] of name.matchAll(INDEX))
      if (digits.length > 3 || Number(digits) >= FORM_LIMITS.listIndex) return 'index';
    if (hasControlCharacters(name)) return 'control';
    if (typeof value !== 'string') continue;
    if (value.length > FORM_LIMITS.valueLength) return 'value';
    if (hasControlCharacters(value)) return 'control';
  }
  return null;
}
