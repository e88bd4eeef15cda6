import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from './email';
import { safeRedirectPath } from './redirect';

// Field schemas several forms share; each form names its own messages (keys of its namespace).

/** Required text, trimmed, 1 to `max` characters; one message for both. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** A required e-mail address: trimmed, at most 254 characters, the service's format. */
export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, invalid)
    .regex(EMAIL_PATTERN, invalid);

/**
 * A form's `redirectTo`: the page of this site to go back to, as `safeRedirectPath` accepts it (a local
 * path, normalised), else undefined — missing, off-site or malformed — so the action takes its own
 * fallback. A bad target never fails the form: it is not the person's mistake to be told about.
 */
export const localRedirectField = z
  .string()
  .optional()
  .transform((target) => safeRedirectPath(target, '') || undefined);
